import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { FeaturedItem } from '../../dataProvider/adminPages';
import { useLookupFeaturedItem } from '../../dataProvider/adminPages.queries';
import { errorText } from '../../dataProvider/queries';
import { FEATURED_TEXTS as T } from './texts';

/** Finds a metaverse, location or event by id, uri or path, then adds it to the list. */
export function FeaturedAdd({
  listed,
  onAdd,
}: {
  listed: ReadonlySet<string>;
  onAdd(item: FeaturedItem): void;
}) {
  const lookup = useLookupFeaturedItem();
  const [text, setText] = useState('');
  const [found, setFound] = useState<FeaturedItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = lookup.isPending;

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setFound(null);
    try {
      setFound(await lookup.mutateAsync(text.trim()));
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <Stack spacing={1} component="section" aria-labelledby="featured-add-heading">
      <Typography variant="h6" component="h2" id="featured-add-heading">
        {T.addHeading}
      </Typography>
      <Stack direction="row" spacing={1} component="form" onSubmit={(event) => void find(event)}>
        <TextField
          size="small"
          label={T.lookup}
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={{ minWidth: 320 }}
        />
        <Button type="submit" variant="outlined" disabled={busy || text.trim() === ''}>
          {T.find}
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {found && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography>
            {found.type}: {found.nickname || found.name} ({found.uri})
          </Typography>
          <Button
            variant="contained"
            size="small"
            disabled={listed.has(found.id)}
            onClick={() => {
              onAdd(found);
              setFound(null);
              setText('');
            }}
          >
            {listed.has(found.id) ? T.alreadyListed : T.add}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
