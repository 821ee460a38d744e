import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useState, type KeyboardEvent } from 'react';
import { TITLE_MAX_LENGTH, isHighlightedTitle, isValidTitle } from '../../lib/title';
import { PROFILE_TEXTS } from './texts';

export interface NicknameEditorProps {
  nickname: string;
  /** Saves the new nickname; rejects when the server refuses it (the error toast shows why). */
  onSave: (nickname: string) => Promise<void>;
}

/**
 * The nickname field (owner-console.md §5): letters, digits, whitespace and apostrophes only; invalid text is
 * highlighted light red only when non-empty; Enter confirms, Escape cancels.
 */
export function NicknameEditor({ nickname, onSave }: NicknameEditorProps) {
  // null: the field shows the saved nickname.
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const value = draft ?? nickname;
  const dirty = draft !== null && draft.trim() !== nickname;
  const invalid = isHighlightedTitle(value);
  const canSave = dirty && isValidTitle(value) && !saving;

  const cancel = () => setDraft(null);
  const confirm = async () => {
    if (!canSave) return;
    setSaving(true);
    try {
      await onSave(value.trim());
      setDraft(null);
      setSaved(true);
    } catch {
      // The error toast shows the server's text; the draft stays for another try.
    } finally {
      setSaving(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void confirm();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };

  return (
    <Stack spacing={1}>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {nickname}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          label={PROFILE_TEXTS.nickname}
          value={value}
          size="small"
          disabled={saving}
          onChange={(event) => {
            setSaved(false);
            setDraft(event.target.value);
          }}
          onKeyDown={onKeyDown}
          error={invalid}
          helperText={invalid ? PROFILE_TEXTS.nicknameRule : dirty ? PROFILE_TEXTS.nicknameHint : ' '}
          slotProps={{ htmlInput: { maxLength: TITLE_MAX_LENGTH, autoComplete: 'nickname' } }}
          sx={
            invalid
              ? {
                  '& .MuiInputBase-root': {
                    bgcolor: (theme) =>
                      theme.palette.mode === 'dark' ? alpha(theme.palette.error.main, 0.16) : '#ffebee',
                  },
                }
              : undefined
          }
        />
        {dirty && (
          <>
            <Button variant="contained" onClick={() => void confirm()} disabled={!canSave}>
              {PROFILE_TEXTS.saveNickname}
            </Button>
            <Button onClick={cancel} disabled={saving}>
              {PROFILE_TEXTS.cancelNickname}
            </Button>
          </>
        )}
      </Stack>
      <Typography variant="body2" role="status" sx={{ minHeight: '1.5em' }}>
        {saved ? PROFILE_TEXTS.nicknameSaved : ''}
      </Typography>
    </Stack>
  );
}
