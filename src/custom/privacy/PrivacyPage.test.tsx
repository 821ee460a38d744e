import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../dataProvider/testing';
import { PRIVACY_TEXTS } from '../home/texts';
import { PrivacyPage } from './PrivacyPage';

afterEach(cleanup);

describe('PrivacyPage', () => {
  it('shows the text paragraph by paragraph', async () => {
    const getPrivacyText = vi.fn(() => Promise.resolve('First part.\n\nSecond part.'));
    renderPage(<PrivacyPage />, { path: '/privacy', url: '/privacy', dataProvider: { getPrivacyText } });
    expect(screen.getByLabelText(PRIVACY_TEXTS.loading)).toBeTruthy();
    expect(await screen.findByText('First part.')).toBeTruthy();
    expect(screen.getByText('Second part.')).toBeTruthy();
  });

  it('says when the text could not be loaded, and loads it again on request', async () => {
    const getPrivacyText = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('Now it is here.');
    renderPage(<PrivacyPage />, { path: '/privacy', url: '/privacy', dataProvider: { getPrivacyText } });
    expect(await screen.findByText(PRIVACY_TEXTS.failed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: PRIVACY_TEXTS.retry }));
    expect(await screen.findByText('Now it is here.')).toBeTruthy();
    expect(getPrivacyText).toHaveBeenCalledTimes(2);
  });
});
