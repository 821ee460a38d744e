/**
 * The console's JSON-Schema form: @rjsf/mui inside the app's MUI theme, validated by Ajv with the contract's
 * own schema (the one the server validates the body with; its validator compiled by `npm run gen:api`, since the
 * console's Content-Security-Policy forbids compiling code in the browser, and loaded with the form: see
 * `useFormValidator.ts`; Save waits for it), errors in the server's plain-English words, and the
 * edit behaviour of `editState.ts` (dirty flag, Save/Create/Update + Cancel or Back/New, Delete after a
 * confirmation, notices). Fields marked `x-blob: image` upload an image (see `widgets.tsx`).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichDescription, withTheme } from '@rjsf/core';
import { Theme } from '@rjsf/mui';
import type { DescriptionFieldProps, RJSFSchema, TitleFieldProps, UiSchema } from '@rjsf/utils';
import { useMemo, useState, type ReactNode } from 'react';
import { ActionRefused, ConfirmDialog } from '../components/ConfirmDialog';
import { FORM_TEXTS, formButtons, type FormButton, type FormMode, type FormNotice } from './editState';
import { plainErrors, uiSchemaFor, type FormSchema } from './formSchema';
import { useEditState } from './useEditState';
import { useFormValidator } from './useFormValidator';
import { FORM_WIDGETS } from './widgets';

const ThemedForm = withTheme<Record<string, unknown>, RJSFSchema>(Theme);

/**
 * A field's description as a paragraph in the subtitle style: @rjsf/mui's own renders it as a subtitle, which
 * MUI makes an `<h6>` — a heading out of the page's heading order that screen readers list among the headings.
 */
function DescriptionField({ id, description, registry, uiSchema }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <Typography id={id} component="div" variant="subtitle2" sx={{ mt: 0.625 }}>
      <RichDescription description={description} registry={registry} uiSchema={uiSchema} />
    </Typography>
  );
}

/**
 * The title of a group of fields (an object or a list inside the record) as a second-level heading under the
 * page's title, in @rjsf/mui's look: its own is an `<h5>`, skipping levels after the page's `<h1>`.
 */
function TitleField({ id, title, optionalDataControl }: TitleFieldProps) {
  return (
    <Box id={id} sx={{ mb: 1, mt: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h2">
          {title}
        </Typography>
        {optionalDataControl}
      </Stack>
      <Divider />
    </Box>
  );
}

const FORM_TEMPLATES = { DescriptionFieldTemplate: DescriptionField, TitleFieldTemplate: TitleField };

export type FormData = Record<string, unknown>;

export interface RecordFormProps {
  /** A contract schema (from `schemas.gen.ts`). */
  schema: FormSchema;
  /** Merged over the uiSchema the schema implies (e.g. `ui:order`); a function gets the data as edited. */
  uiSchema?: UiSchema | ((data: FormData) => UiSchema);
  /** The last saved copy; the form starts from it. */
  formData: FormData;
  mode: FormMode;
  submitVerb?: 'save' | 'update';
  /** Stores the data; resolves with the reply (a `msg` in it shows in red). */
  onSubmit: (data: FormData) => Promise<unknown>;
  /** Deletes the stored record (asked for after a confirmation); resolves with the reply (a `msg` is an error). */
  onDelete?: () => Promise<unknown>;
  /** Shown in the delete confirmation under its question (e.g. what goes with the record); mounted while it is open. */
  deleteDetails?: ReactNode;
  /**
   * Called once the record is deleted (e.g. to go back to its list), with the notice to carry over ("Deleted")
   * when the page replaces this form by another.
   */
  onDeleted?: (notice: FormNotice) => void;
  /** Back, offered while clean; left out for a form with nowhere to go back to (one of a list on a page). */
  onBack?: () => void;
  /** Offered while clean on a stored record. */
  onNew?: () => void;
  /** Shown beside a conflict (409) notice, e.g. a Reload button. */
  conflictAction?: ReactNode;
  /** Accessible name of the form. */
  label: string;
  /** The notice the form starts with (the one a replaced form left, e.g. "Deleted"). */
  notice?: FormNotice | null;
  /** Fields that follow from others (e.g. copying a picked record's values), applied to every change. */
  derive?: (next: FormData, previous: FormData) => FormData;
  /** The submit button's words where the page's spec names its own (e.g. Send to Server). */
  submitLabel?: string;
  /** Shows the submit button while nothing changed too, disabled (see `ButtonRules.submitAlways`). */
  submitAlways?: boolean;
  /** The page's own actions on the data as edited (e.g. Preview), after the form's buttons. */
  actions?: (data: FormData) => ReactNode;
  /** Shows the record without letting it be changed (the user may not save it). */
  readOnly?: boolean;
  /** The start of the fields' ids (`root` when left out): each form on a page needs its own. */
  idPrefix?: string;
}

export function RecordForm({
  schema,
  uiSchema,
  formData,
  mode,
  submitVerb,
  onSubmit,
  onDelete,
  deleteDetails,
  onDeleted,
  onBack,
  onNew,
  conflictAction,
  label,
  notice,
  derive,
  submitLabel,
  submitAlways = false,
  actions: pageActions,
  readOnly = false,
  idPrefix,
}: RecordFormProps) {
  const state = useEditState<FormData>({ initial: formData, submit: onSubmit, remove: onDelete, notice });
  const [confirming, setConfirming] = useState(false);
  const extraUi = typeof uiSchema === 'function' ? uiSchema(state.data) : uiSchema;
  const ui = useMemo(
    () => uiSchemaFor(schema, { 'ui:submitButtonOptions': { norender: true }, ...extraUi }),
    [schema, extraUi],
  );
  // The root title and description document the schema for developers; the page names the record itself.
  const shown = useMemo(() => {
    const { title: _title, description: _description, ...rest } = schema;
    return rest as RJSFSchema;
  }, [schema]);
  // The validator compiled for the schema (found by its $id, loaded with the form) and checked against the schema
  // the form is given. Until it has arrived the form takes input but is not submitted.
  const { validator, ready, failed } = useFormValidator<FormData>(shown);
  const buttons = formButtons({
    dirty: state.dirty,
    mode,
    submitVerb,
    canDelete: Boolean(onDelete),
    canCreate: Boolean(onNew),
    canGoBack: Boolean(onBack),
    submitAlways,
  });
  const actions: Record<FormButton, ReactNode> = {
    save: submitButton(submitLabel ?? FORM_TEXTS.save),
    update: submitButton(submitLabel ?? FORM_TEXTS.update),
    create: submitButton(submitLabel ?? FORM_TEXTS.create),
    cancel: (
      <Button key="cancel" onClick={state.cancel} disabled={state.busy}>
        {FORM_TEXTS.cancel}
      </Button>
    ),
    back: (
      <Button key="back" onClick={onBack} disabled={state.busy}>
        {FORM_TEXTS.back}
      </Button>
    ),
    new: (
      <Button key="new" onClick={onNew} disabled={state.busy}>
        {FORM_TEXTS.new}
      </Button>
    ),
    delete: (
      <Button key="delete" color="error" onClick={() => setConfirming(true)} disabled={state.busy}>
        {FORM_TEXTS.delete}
      </Button>
    ),
  };

  // A refused delete keeps the dialog open with its reason (the notice under the form says it too, with the
  // reload offered on a conflict once the dialog is closed).
  async function confirmDelete() {
    const result = await state.remove();
    if (result.severity === 'error') throw new ActionRefused(result.text);
    setConfirming(false);
    onDeleted?.(result);
  }

  function submitButton(text: string) {
    return (
      <Button
        key="submit"
        type="submit"
        variant="contained"
        disabled={state.busy || !state.dirty || readOnly || !ready}
      >
        {text}
      </Button>
    );
  }

  return (
    <ThemedForm
      schema={shown}
      uiSchema={ui}
      formData={state.data}
      validator={validator}
      widgets={FORM_WIDGETS}
      templates={FORM_TEMPLATES}
      transformErrors={(errors) => plainErrors(errors, schema)}
      showErrorList={false}
      noHtml5Validate
      disabled={state.busy || readOnly}
      idPrefix={idPrefix}
      onChange={(event) => {
        const next = (event.formData ?? {}) as FormData;
        state.change(derive ? derive(next, state.data) : next);
      }}
      onSubmit={(event) => {
        if (ready) void state.save((event.formData ?? {}) as FormData);
      }}
      aria-label={label}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {buttons.map((button) => actions[button])}
        {pageActions?.(state.data)}
        {state.notice && (
          <Typography
            role={state.notice.severity === 'error' ? 'alert' : 'status'}
            sx={{ color: state.notice.severity === 'error' ? 'error.main' : 'success.main', fontWeight: 600 }}
          >
            {state.notice.text}
          </Typography>
        )}
        {state.notice?.conflict && conflictAction}
        {failed && !readOnly && (
          <Typography role="alert" sx={{ color: 'error.main', fontWeight: 600 }}>
            {FORM_TEXTS.checksFailed}
          </Typography>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={FORM_TEXTS.confirmDeleteTitle}
        confirmLabel={FORM_TEXTS.delete}
        cancelLabel={FORM_TEXTS.cancel}
        destructive
        onClose={() => setConfirming(false)}
        onConfirm={confirmDelete}
      >
        <DialogContentText>{FORM_TEXTS.confirmDeleteText}</DialogContentText>
        {deleteDetails}
      </ConfirmDialog>
    </ThemedForm>
  );
}
