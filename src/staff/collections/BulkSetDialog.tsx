import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ActionRefused, ConfirmDialog } from '../../components/ConfirmDialog';
import { FORM_SCHEMAS, type FormSchemaName } from '../../forms/schemas.gen';
import { COLLECTION_TEXTS as T } from './texts';

interface FieldSchema {
  type?: string;
  title?: string;
  enum?: readonly string[];
  'x-enum-labels'?: readonly string[];
}

/** The value typed for a field, as its schema's type reads it; a number that is not one is refused here. */
function parsed(schema: FieldSchema, text: string): unknown {
  if (schema.type === 'integer' || schema.type === 'number') {
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value)) throw new ActionRefused(T.notANumber);
    return value;
  }
  if (schema.type === 'boolean') return text === 'true';
  return text;
}

/**
 * Set a field on the selected records: a writable field of the collection's update schema (by its title), and
 * a value typed as that field takes it (a choice for a yes/no or a list of values). Each record's value is
 * checked by the server against the field's rule; the refused ones are listed by the page.
 */
export default function BulkSetDialog({
  schema: schemaName,
  count,
  onClose,
  onApply,
}: {
  schema: FormSchemaName;
  count: number;
  onClose: () => void;
  onApply: (field: string, value: unknown) => Promise<void>;
}) {
  const properties = FORM_SCHEMAS[schemaName].properties as Record<string, FieldSchema>;
  const names = Object.keys(properties).filter((name) => properties[name].type !== 'object');
  const [field, setField] = useState(names[0] ?? '');
  const [text, setText] = useState('');
  const schema = properties[field] ?? {};
  const title = schema.title ?? field;
  const choices: { value: string; label: string }[] | null =
    schema.type === 'boolean'
      ? [
          { value: 'true', label: T.bulkYes },
          { value: 'false', label: T.bulkNo },
        ]
      : schema.enum
        ? schema.enum.map((value, i) => ({ value, label: schema['x-enum-labels']?.[i] ?? value }))
        : null;
  return (
    <ConfirmDialog
      open
      title={T.bulkSetTitle(title, count)}
      confirmLabel={T.apply}
      confirmDisabled={field === '' || (choices !== null && text === '')}
      onClose={onClose}
      onConfirm={() => onApply(field, parsed(schema, text))}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <DialogContentText>{T.bulkSetBody}</DialogContentText>
        <TextField
          select
          label={T.bulkField}
          value={field}
          onChange={(event) => {
            setField(event.target.value);
            setText('');
          }}
        >
          {names.map((name) => (
            <MenuItem key={name} value={name}>
              {properties[name].title ?? name}
            </MenuItem>
          ))}
        </TextField>
        {choices ? (
          <TextField
            select
            label={T.bulkValue}
            value={text}
            onChange={(event) => setText(event.target.value)}
          >
            {choices.map((choice) => (
              <MenuItem key={choice.value} value={choice.value}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField label={T.bulkValue} value={text} onChange={(event) => setText(event.target.value)} />
        )}
      </Stack>
    </ConfirmDialog>
  );
}
