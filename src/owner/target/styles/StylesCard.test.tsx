// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/errors';
import { renderPage } from '../../../dataProvider/testing';
import type { ContentItem } from '../../../dataProvider/drives';
import type { AppDataProvider } from '../../../dataProvider';
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

function renderCard(
  overrides: StyleVariables,
  saveStyleVariables = vi.fn(),
  more: Partial<AppDataProvider> = {},
) {
  renderPage(<StylesCard target={{ domain: 'd1' }} release="prod" disabled={false} />, {
    path: '/',
    url: '/',
    dataProvider: {
      styleSpec: async () => SPEC,
      styleVariables: async () => overrides,
      customStyle: async () => ({ release: 'prod', source: '' }),
      saveStyleVariables,
      ...more,
    },
  });
  return saveStyleVariables;
}

/** A content slot that takes pictures only, for the upload tests. */
async function withPoster(test: () => Promise<void>) {
  SPEC.variables.push({
    id: 'poster',
    name: 'Poster',
    description: 'A picture',
    type: 'content',
    default: '',
    accepts: ['image'],
  });
  SPEC.layout.push({ variables: ['poster'] });
  try {
    await test();
  } finally {
    SPEC.variables.pop();
    SPEC.layout.pop();
  }
}

const BLOB = 'b'.repeat(64);
const stored = (mimetype: string): ContentItem => ({
  id: 'c1',
  name: 'poster.png',
  mimetype,
  size: 4,
  blob: BLOB,
  folder: 'uploads',
  created: '2024-01-01T00:00:00.000Z',
});

/** Chooses `file` in the upload of the slot named `name`. */
async function uploadTo(name: string, file: File) {
  const button = await screen.findByRole('button', { name: `Upload File for ${name}` });
  const input = button.parentElement?.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('No file input beside the upload button');
  expect(input.accept).toBe('image/*');
  fireEvent.change(input, { target: { files: [file] } });
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
    // The dialogs' code is fetched when one first opens.
    const dialog = await screen.findByRole('dialog');
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

  it("offers the metaverse's locations for a door's location, by display name or URL name", async () => {
    const listEntities = vi.fn(async () => [
      { id: 'l1', name: 'beach', nickname: 'Sunny Beach' },
      { id: 'l2', name: 'gallery', nickname: 'Gallery' },
    ]);
    const save = renderCard(
      [],
      vi.fn(async () => []),
      {
        listEntities: listEntities as never,
        countEntities: (async () => 2) as never,
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Change Door' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'A location' }));
    const box = within(dialog).getByRole('combobox', { name: 'Location' });
    fireEvent.change(box, { target: { value: 'sunny' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Sunny Beach (beach)' }));
    expect(screen.queryByRole('option', { name: 'Gallery' })).toBeNull();
    expect(listEntities).toHaveBeenCalledWith('d1', 'locations', expect.anything(), expect.anything());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(save).toHaveBeenCalledWith({ domain: 'd1' }, 'prod', [
        { id: 'door', value: '[multiverse] beach' },
      ]),
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
      const dialog = within(await screen.findByRole('dialog'));
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
      within(await screen.findByRole('dialog')).getByText('Videos are not supported on your current plan...'),
    ).toBeTruthy();
  });

  it('uploads a file for a content slot into the metaverse’s content and uses it like a drive file', () =>
    withPoster(async () => {
      const uploadContent = vi.fn(async () => stored('image/png'));
      const save = renderCard(
        [],
        vi.fn(async () => []),
        { uploadContent },
      );
      const file = new File(['png!'], 'poster.png', { type: 'image/png' });
      await uploadTo('Poster', file);
      await vi.waitFor(() =>
        expect(save).toHaveBeenCalledWith({ domain: 'd1' }, 'prod', [
          { id: 'poster', value: `[image] ${BLOB}` },
        ]),
      );
      // The server refuses, before storing it, a file this slot does not take.
      expect(uploadContent).toHaveBeenCalledWith('d1', file, 'images');
    }));

  it('refuses a file the slot cannot show before sending it, and says the server’s refusal of the bytes', () =>
    withPoster(async () => {
      // The server read a video from bytes declared as a picture, and stored nothing.
      const uploadContent = vi.fn(async () => {
        throw new ApiError(415, 'Only pictures can be used here.');
      });
      const save = renderCard(
        [],
        vi.fn(async () => []),
        { uploadContent },
      );
      await uploadTo('Poster', new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Only pictures can be used here.');
      expect(uploadContent).not.toHaveBeenCalled();
      await uploadTo('Poster', new File(['mp4'], 'poster.png', { type: 'image/png' }));
      await vi.waitFor(() => expect(uploadContent).toHaveBeenCalledOnce());
      expect((await screen.findByRole('alert')).textContent).toBe('Only pictures can be used here.');
      expect(save).not.toHaveBeenCalled();
    }));
});
