import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { COLLECTION_TEXTS } from './texts';
import { useSearchMode } from './useSearchMode';

/**
 * The search box and Go (staff-and-agents.md §2.2): Go is disabled while the text is neither a word, a building
 * code nor a query object. Remounted (by key) when the applied search in the URL changes.
 */
export function CollectionSearchBar({
  applied,
  onApply,
}: {
  applied: string;
  onApply: (text: string) => void;
}) {
  const [draft, setDraft] = useState(applied);
  const mode = useSearchMode(draft).kind;
  const invalid = mode === 'invalid';
  // A query object can be applied once the parser has checked it.
  const ready = !invalid && mode !== 'pending';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onApply(draft.trim());
  };

  return (
    <Stack
      component="form"
      role="search"
      direction="row"
      spacing={1}
      onSubmit={submit}
      sx={{ alignItems: 'flex-start' }}
    >
      <TextField
        label={COLLECTION_TEXTS.search}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        error={invalid}
        helperText={invalid ? COLLECTION_TEXTS.searchInvalid : COLLECTION_TEXTS.searchHelp}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', autoCorrect: 'off' } }}
      />
      <Button type="submit" variant="contained" disabled={!ready} sx={{ minWidth: 72 }}>
        {COLLECTION_TEXTS.go}
      </Button>
    </Stack>
  );
}
