/**
 * The custom style (CSS) editor of one release, shared by the manage page's styles card and the staff location
 * page (staff-and-agents.md §5): editable until saved; Save is enabled only when the text changed.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { canSaveStyle, editorText } from '../lib/styleDraft';

/** The custom CSS of one release: editable, saved with Save, which is enabled only when the text changed. */
export function CustomStyleEditor({
  label,
  helperText,
  saveLabel,
  stored,
  disabled = false,
  onSave,
}: {
  label: string;
  helperText: string;
  saveLabel: string;
  stored: string;
  disabled?: boolean;
  onSave: (source: string) => Promise<void>;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const text = editorText(stored, draft);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label={label}
        helperText={helperText}
        disabled={disabled}
        value={text}
        onChange={(event) => setDraft(event.target.value)}
        multiline
        minRows={6}
        fullWidth
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <Button
        variant="contained"
        disabled={disabled || !canSaveStyle(stored, draft, saving)}
        onClick={async () => {
          setSaving(true);
          try {
            await onSave(text);
            setDraft(null);
          } catch {
            // The client shows the server's message; the draft stays for another try.
          } finally {
            setSaving(false);
          }
        }}
      >
        {saveLabel}
      </Button>
    </Stack>
  );
}
