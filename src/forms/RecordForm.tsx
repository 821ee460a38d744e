/**
 * The console's JSON-Schema form: @rjsf/mui inside the app's MUI theme, validated by Ajv with the contract's
 * own schema (the one the server validates the body with), errors in the server's plain-English words, and the
 * edit behaviour of `editState.ts` (dirty flag, Save/Create/Update + Cancel or Back/New, Delete, notices).
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { withTheme } from '@rjsf/core';
import { Theme } from '@rjsf/mui';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useMemo, type ReactNode } from 'react';
import { FORM_TEXTS, formButtons, type FormButton, type FormMode } from './editState';
import { plainErrors, uiSchemaFor, type FormSchema } from './formSchema';
import { useEditState } from './useEditState';
import { FORM_WIDGETS } from './widgets';

const ThemedForm = withTheme<Record<string, unknown>, RJSFSchema>(Theme);

export type FormData = Record<string, unknown>;

export interface RecordFormProps {
  /** A contract schema (from `schemas.gen.ts`). */
  schema: FormSchema;
  /** Merged over the uiSchema the schema implies (e.g. `ui:order`). */
  uiSchema?: UiSchema;
  /** The last saved copy; the form starts from it. */
  formData: FormData;
  mode: FormMode;
  submitVerb?: 'save' | 'update';
  /** Stores the data; resolves with the reply (a `msg` in it shows in red). */
  onSubmit: (data: FormData) => Promise<unknown>;
  onDelete?: () => Promise<unknown>;
  onBack: () => void;
  /** Offered while clean on a stored record. */
  onNew?: () => void;
  /** Shown beside a conflict (409) notice, e.g. a Reload button. */
  conflictAction?: ReactNode;
  /** Accessible name of the form. */
  label: string;
}

export function RecordForm({
  schema,
  uiSchema,
  formData,
  mode,
  submitVerb,
  onSubmit,
  onDelete,
  onBack,
  onNew,
  conflictAction,
  label,
}: RecordFormProps) {
  const state = useEditState<FormData>({ initial: formData, submit: onSubmit, remove: onDelete });
  const ui = useMemo(
    () => uiSchemaFor(schema, { 'ui:submitButtonOptions': { norender: true }, ...uiSchema }),
    [schema, uiSchema],
  );
  const buttons = formButtons({
    dirty: state.dirty,
    mode,
    submitVerb,
    canDelete: Boolean(onDelete),
    canCreate: Boolean(onNew),
  });
  const actions: Record<FormButton, ReactNode> = {
    save: submitButton(FORM_TEXTS.save),
    update: submitButton(FORM_TEXTS.update),
    create: submitButton(FORM_TEXTS.create),
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
      <Button key="delete" color="error" onClick={() => void state.remove()} disabled={state.busy}>
        {FORM_TEXTS.delete}
      </Button>
    ),
  };

  function submitButton(text: string) {
    return (
      <Button key="submit" type="submit" variant="contained" disabled={state.busy}>
        {text}
      </Button>
    );
  }

  return (
    <ThemedForm
      schema={schema as RJSFSchema}
      uiSchema={ui}
      formData={state.data}
      validator={validator}
      widgets={FORM_WIDGETS}
      transformErrors={plainErrors}
      showErrorList={false}
      noHtml5Validate
      disabled={state.busy}
      onChange={(event) => state.change((event.formData ?? {}) as FormData)}
      onSubmit={(event) => void state.save((event.formData ?? {}) as FormData)}
      aria-label={label}
    >
      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {buttons.map((button) => actions[button])}
        {state.notice && (
          <Typography
            role={state.notice.severity === 'error' ? 'alert' : 'status'}
            sx={{ color: state.notice.severity === 'error' ? 'error.main' : 'success.main', fontWeight: 600 }}
          >
            {state.notice.text}
          </Typography>
        )}
        {state.notice?.conflict && conflictAction}
      </Stack>
    </ThemedForm>
  );
}
