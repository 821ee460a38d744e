// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DriveItem } from '../../dataProvider/drives';
import { renderPage } from '../../dataProvider/testing';
import { PreviewDialog } from './FileDialogs';

afterEach(cleanup);

const notes: DriveItem = {
  id: 'notes',
  name: 'notes.md',
  type: 'file',
  path: 'metaverses/moonbase/uploads/notes.md',
  mimeType: 'text/markdown',
  url: '/files/notes.md',
};

const SOURCE = [
  '# Welcome',
  '',
  'Some **bold** words and a [safe link](https://example.test/page).',
  '',
  '- first',
  '- second',
  '',
  '[bad link](javascript:alert(1))',
  '',
  '<img src="x" onerror="alert(1)"><script>alert(2)</script>',
].join('\n');

describe('the Markdown preview', () => {
  it('renders the file as Markdown, with raw HTML left as text and unsafe links dropped', async () => {
    renderPage(<PreviewDialog item={notes} onClose={() => {}} />, {
      path: '/',
      url: '/',
      dataProvider: { readFileText: async () => SOURCE },
    });
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['first', 'second']);
    expect(screen.getByRole('link', { name: 'safe link' }).getAttribute('href')).toBe(
      'https://example.test/page',
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('img, script')).toBeNull();
    for (const link of dialog.querySelectorAll('a'))
      expect(link.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
    expect(dialog.textContent).not.toContain('# Welcome');
  });
});
