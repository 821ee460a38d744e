// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../dataProvider/testing';
import type { StyleSpec, StyleVariables } from '../../../dataProvider/targetStyles';
import { StylesCard } from './StylesCard';

afterEach(cleanup);

const SPEC: StyleSpec = {
  release: 'prod',
  template: 'location',
  plan: 'free',
  variables: [
    { id: 'door', name: 'Door', description: 'Where it leads', type: 'location', default: '' },
    {
      id: 'screen',
      name: 'Screen',
      description: 'A screen',
      type: 'content',
      default: '',
      accepts: ['hls', 'youtube'],
    },
    { id: 'sound', name: 'Sound', description: 'Not known here', type: 'sound', default: '' },
  ],
  layout: [{ header: 'Doors' }, { variables: ['door', 'screen'] }, { variables: ['sound', 'missing'] }],
};

function renderCard(overrides: StyleVariables, saveStyleVariables = vi.fn()) {
  renderPage(<StylesCard target={{ domain: 'd1' }} release="prod" disabled={false} />, {
    path: '/',
    url: '/',
    dataProvider: {
      styleSpec: async () => SPEC,
      styleVariables: async () => overrides,
      customStyle: async () => ({ release: 'prod', source: '' }),
      saveStyleVariables,
    },
  });
  return saveStyleVariables;
}

describe('the styles card', () => {
  it('shows an error heading for an unknown variable or type', async () => {
    renderCard([]);
    expect(await screen.findByRole('heading', { name: 'Unknown variable or type: sound' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Unknown variable or type: missing' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Doors', level: 3 })).toBeTruthy();
  });

  it('keeps the door dialog’s Save disabled until the value changes, and saves the formatted value', async () => {
    const save = renderCard(
      [{ id: 'door', value: '[multiverse] demo/locations/beach' }],
      vi.fn(async () => []),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Change Door' }));
    const dialog = screen.getByRole('dialog');
    // A multiverse value naming /locations/ opens as custom.
    expect((within(dialog).getByRole('radio', { name: 'Custom value' }) as HTMLInputElement).checked).toBe(
      true,
    );
    const saveButton = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(saveButton.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'A headset app' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Headset app id (digits only)' }), {
      target: { value: '42' },
    });
    expect(saveButton.disabled).toBe(false);
    fireEvent.click(saveButton);
    await vi.waitFor(() =>
      expect(save).toHaveBeenCalledWith({ domain: 'd1' }, 'prod', [{ id: 'door', value: '[oculus] 42' }]),
    );
  });

  it('says in the YouTube dialog that a target holds one video when another variable has it', async () => {
    SPEC.plan = 'premium';
    SPEC.variables.push({ ...SPEC.variables[1], id: 'screen2', name: 'Second screen' });
    SPEC.layout.push({ variables: ['screen2'] });
    try {
      renderCard([{ id: 'screen2', value: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }]);
      const [first, second] = await screen.findAllByRole('button', { name: 'YouTube Link' });
      fireEvent.click(first);
      const dialog = within(screen.getByRole('dialog'));
      expect(dialog.getByText('Only one YouTube video is allowed')).toBeTruthy();
      fireEvent.change(dialog.getByRole('textbox'), { target: { value: 'https://youtu.be/dQw4w9WgXcQ' } });
      expect(dialog.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
      fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
      // The variable holding the video may change it.
      fireEvent.click(second);
      expect(
        within(await screen.findByRole('dialog')).queryByText('Only one YouTube video is allowed'),
      ).toBeNull();
    } finally {
      SPEC.plan = 'free';
      SPEC.variables.pop();
      SPEC.layout.pop();
    }
  });

  it('says a free plan has no videos in the YouTube and HLS dialogs', async () => {
    renderCard([]);
    fireEvent.click(await screen.findByRole('button', { name: 'YouTube Link' }));
    expect(
      within(screen.getByRole('dialog')).getByText('Videos are not supported on your current plan...'),
    ).toBeTruthy();
  });
});
