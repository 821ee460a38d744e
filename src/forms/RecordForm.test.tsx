// @vitest-environment happy-dom
import { cleanup, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import type { AppDataProvider } from '../dataProvider';
import { deferred, renderPage } from '../dataProvider/testing';
import { blobUrl } from '../lib/images';
import { FORM_TEXTS } from './editState';
import type { FormSchema } from './formSchema';
import { RecordForm, type RecordFormProps } from './RecordForm';
import { useFormValidator } from './useFormValidator';

const { schema, slowValidator } = vi.hoisted(() => ({
  schema: {
    $id: 'TestRecord',
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      iconblob: { type: 'string', title: 'Icon', 'x-blob': 'image' },
    },
  } satisfies FormSchema,
  /** Hands over the validator of `SlowRecord` when the test chooses, and counts its loads. */
  slowValidator: {} as { resolve?: () => void; loads: number },
}));

// The form loads its schema's validator, compiled ahead of time, by the schema's $id (one file per schema); these
// are compiled here. SlowRecord's arrives when the test says, BrokenRecord's fails to load.
vi.mock('./validators/index.gen', async () => {
  const { default: createAjvInstance } = await import('@rjsf/validator-ajv8/lib/createAjvInstance.js');
  const compile = (name: string, maxLength?: number) =>
    createAjvInstance().compile({
      ...schema,
      $id: name,
      properties: {
        ...schema.properties,
        name: { ...schema.properties.name, ...(maxLength && { maxLength }) },
      },
    });
  slowValidator.loads = 0;
  return {
    FORM_VALIDATORS: {
      TestRecord: () => Promise.resolve({ TestRecord: compile('TestRecord') }),
      SlowRecord: () => {
        slowValidator.loads += 1;
        return new Promise((resolve) => {
          slowValidator.resolve = () => resolve({ SlowRecord: compile('SlowRecord', 12) });
        });
      },
      BrokenRecord: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
    },
  };
});
const stored = 'a'.repeat(64);
const uploaded = 'b'.repeat(64);

function open(props: Partial<RecordFormProps>, dataProvider: Partial<AppDataProvider> = {}) {
  const onSubmit = vi.fn((data: Record<string, unknown>) => Promise.resolve(data));
  renderPage(
    <RecordForm
      schema={schema}
      formData={{ name: 'Launch party' }}
      mode="existing"
      submitVerb="update"
      onSubmit={onSubmit}
      onBack={() => undefined}
      label="Edit record"
      {...props}
    />,
    { path: '/', url: '/', dataProvider },
  );
  return { onSubmit };
}

const picker = () => document.getElementById('root_iconblob') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(picker(), { target: { files: [file] } });
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'icon.png', { type: 'image/png' });

afterEach(cleanup);

describe('RecordForm image fields (x-blob: image)', () => {
  it('uploads the chosen file, shows its preview and saves its content address', async () => {
    const upload = deferred<Awaited<ReturnType<AppDataProvider['uploadAdminBlob']>>>();
    const uploadAdminBlob = vi.fn(() => upload.promise);
    const { onSubmit } = open({}, { uploadAdminBlob });

    const button = await screen.findByRole('button', { name: FORM_TEXTS.upload('Icon') });
    // A real button: reachable with Tab and pressed with Enter or Space; it tells what it accepts.
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      FORM_TEXTS.imageHint,
    );
    expect(screen.getByText(FORM_TEXTS.noImage)).toBeTruthy();
    expect(picker().accept).toContain('image/png');

    const file = png();
    choose(file);
    await waitFor(() => expect(uploadAdminBlob).toHaveBeenCalledWith(file));
    expect(await screen.findByRole('progressbar', { name: FORM_TEXTS.uploading })).toBeTruthy();
    upload.resolve({ blob: uploaded, contentType: 'image/png', size: 4 });

    const preview = await screen.findByRole('img', { name: FORM_TEXTS.preview('Icon') });
    expect(preview.getAttribute('src')).toBe(blobUrl(uploaded));
    expect(screen.getByRole('button', { name: FORM_TEXTS.replace('Icon') })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: FORM_TEXTS.update }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Launch party', iconblob: uploaded }));
  });

  it("shows the server's refusal next to the field and keeps the image it had", async () => {
    const refusal = 'The file is not a supported image (PNG, JPEG, GIF or WebP)';
    const uploadAdminBlob = vi.fn(() => Promise.reject(new ApiError(415, refusal)));
    open({ formData: { name: 'Launch party', iconblob: stored } }, { uploadAdminBlob });

    await screen.findByRole('img', { name: FORM_TEXTS.preview('Icon') });
    choose(new File(['not a picture'], 'notes.txt', { type: 'text/plain' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(refusal);
    // The refusal is the field's own description, read out with its button.
    const button = screen.getByRole('button', { name: FORM_TEXTS.replace('Icon') });
    expect(button.getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.getByRole('img', { name: FORM_TEXTS.preview('Icon') }).getAttribute('src')).toBe(
      blobUrl(stored),
    );
    // Nothing changed, so the form is still clean (Back, not Update).
    expect(screen.getByRole('button', { name: FORM_TEXTS.back })).toBeTruthy();
  });

  it('removes the image of an optional field', async () => {
    open({ formData: { name: 'Launch party', iconblob: stored } });
    fireEvent.click(await screen.findByRole('button', { name: FORM_TEXTS.remove('Icon') }));
    expect(await screen.findByText(FORM_TEXTS.noImage)).toBeTruthy();
    expect(screen.queryByRole('img', { name: FORM_TEXTS.preview('Icon') })).toBeNull();
    expect(screen.getByRole('button', { name: FORM_TEXTS.update })).toBeTruthy();
  });
});

describe('RecordForm Delete', () => {
  it('asks first, then deletes, shows "Deleted" and hands over', async () => {
    const onDelete = vi.fn(() => Promise.resolve({ id: 'rec-1' }));
    const onDeleted = vi.fn();
    open({ onDelete, onDeleted });

    fireEvent.click(await screen.findByRole('button', { name: FORM_TEXTS.delete }));
    let dialog = await screen.findByRole('dialog', { name: FORM_TEXTS.confirmDeleteTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: FORM_TEXTS.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: FORM_TEXTS.delete }));
    dialog = await screen.findByRole('dialog', { name: FORM_TEXTS.confirmDeleteTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: FORM_TEXTS.delete }));

    expect((await screen.findByRole('status')).textContent).toBe(FORM_TEXTS.deleted);
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onDeleted).toHaveBeenCalledTimes(1);
  });

  it('shows a msg in the reply in red and stays on the record', async () => {
    const onDelete = vi.fn(() => Promise.resolve({ msg: 'This correction is in use' }));
    const onDeleted = vi.fn();
    open({ onDelete, onDeleted });

    fireEvent.click(await screen.findByRole('button', { name: FORM_TEXTS.delete }));
    const dialog = await screen.findByRole('dialog', { name: FORM_TEXTS.confirmDeleteTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: FORM_TEXTS.delete }));

    expect((await screen.findByRole('alert')).textContent).toBe('This correction is in use');
    expect(onDeleted).not.toHaveBeenCalled();
  });
});

describe('RecordForm', () => {
  it("leaves out the schema's own title and description, which document it for developers", async () => {
    open({
      schema: {
        ...schema,
        title: 'StringmatchInput',
        description: 'A new record (its id is given by the server).',
      },
    });
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeTruthy();
    expect(screen.queryByText('StringmatchInput')).toBeNull();
    expect(screen.queryByText(/its id is given by the server/)).toBeNull();
  });

  it('shows a field’s description as text, not as a heading', async () => {
    open({
      schema: {
        ...schema,
        properties: {
          ...schema.properties,
          name: { type: 'string', title: 'Name', description: 'Shown to players.' },
        },
      },
    });
    const description = await screen.findByText('Shown to players.');
    expect(description.closest('h1, h2, h3, h4, h5, h6')).toBeNull();
    expect(screen.queryAllByRole('heading')).toEqual([]);
  });
});

describe("RecordForm with the page's own actions", () => {
  it('names its submit button as the page says, offers the page actions on the data as edited, and no Back', async () => {
    const preview = vi.fn();
    const { onSubmit } = open({
      onBack: undefined,
      submitLabel: 'Send to Server',
      actions: (data) => (
        <button key="preview" type="button" onClick={() => preview(data.name)}>
          Preview
        </button>
      ),
    });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.queryByRole('button', { name: FORM_TEXTS.back })).toBeNull();
    fireEvent.change(name, { target: { value: 'Moon party' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(preview).toHaveBeenCalledWith('Moon party');
    expect(screen.queryByRole('button', { name: FORM_TEXTS.update })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send to Server' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Moon party' })),
    );
    expect(await screen.findByRole('status')).toHaveProperty('textContent', FORM_TEXTS.saved);
  });

  it('gives its fields ids of its own prefix, so several forms fit on a page', async () => {
    open({ idPrefix: 'prompt-greeting' });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name.id).toBe('prompt-greeting_name');
  });

  it('shows a read-only record that cannot be changed', async () => {
    open({ readOnly: true });
    const name = (await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement;
    expect(name.disabled).toBe(true);
  });
});

describe('RecordForm before its validator has arrived', () => {
  const slowSchema = { ...schema, $id: 'SlowRecord' };

  it('shows the record and takes changes, but is not submitted until the validator is here, then checks with it', async () => {
    const { onSubmit } = open({ schema: slowSchema, submitAlways: true });
    // A second form of the same schema shares the one load.
    open({ schema: slowSchema, idPrefix: 'second' });
    expect(slowValidator.loads).toBe(1);

    const [name] = await screen.findAllByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'A much too long name' } });
    const [update] = screen.getAllByRole('button', { name: FORM_TEXTS.update });
    expect(update).toHaveProperty('disabled', true);
    // Enter in a field submits the form natively: nothing is sent.
    fireEvent.submit(name.closest('form')!);
    await Promise.resolve();
    expect(onSubmit).not.toHaveBeenCalled();

    slowValidator.resolve?.();
    await waitFor(() => expect(update).toHaveProperty('disabled', false));
    fireEvent.click(update);
    // The schema's own validator refuses the name (at most 12 characters here).
    expect(await screen.findByText(/at most 12 characters/)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(name, { target: { value: 'Short name' } });
    fireEvent.click(update);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Short name' })),
    );
  });

  it('says so when the validator cannot be fetched, and keeps the form from being submitted', async () => {
    const { onSubmit } = open({ schema: { ...schema, $id: 'BrokenRecord' } });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect((await screen.findByRole('alert')).textContent).toBe(FORM_TEXTS.checksFailed);
    fireEvent.change(name, { target: { value: 'Moon party' } });
    expect(screen.getByRole('button', { name: FORM_TEXTS.update })).toHaveProperty('disabled', true);
    fireEvent.submit(name.closest('form')!);
    await Promise.resolve();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a schema no validator was compiled for', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unknown = { ...schema, $id: 'NoSuchSchema' } as RJSFSchema;
    expect(() => renderHook(() => useFormValidator(unknown))).toThrow(/NoSuchSchema/);
    quiet.mockRestore();
  });
});
