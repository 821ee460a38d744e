import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { eventSlug, TARGET_TEXTS } from '../../../common/targetRules';
import type { Domain } from '../../api/types';
import { failureReason } from '../../components/ConfirmDialog';
import { useEntity } from '../../dataProvider/entities.queries';
import { useSettled } from '../../lib/settled';
import { useCreateEvent, useSuggestEventName } from '../../dataProvider/targets.queries';
import { ApiError } from '../../api/errors';
import { NavAnchor } from '../../layout/navigation';
import { paths } from '../../paths';
import { DomainGate } from '../metaverses/DomainGate';
import { TARGET_PAGE_TEXTS as T } from './texts';

/** Typing is debounced by a second before a URL name is asked for (single-target-and-flows.md §4, §9). */
export const EVENT_NAME_DEBOUNCE_MS = 1000;

/** `/domains/{uri}/createevent`: Name Your Event! (single-target-and-flows.md §2, §4, §5); `copy` is passed on. */
export function CreateEventPage() {
  return (
    <DomainGate failedText={T.notManager} notManagerText={T.notManager}>
      {({ domain }) => <CreateEventForm key={domain.id} domain={domain} />}
    </DomainGate>
  );
}

/** The event `copy` names (its display name once read), or that it is not in the metaverse. */
function useCopiedEvent(domainId: string, copy: string | undefined) {
  const source = useEntity(domainId, 'events', copy ?? '', copy !== undefined);
  const missing = source.error instanceof ApiError && source.error.status === 404;
  return { name: source.data ? (source.data.nickname ?? source.data.name) : null, missing };
}

function CreateEventForm({ domain }: { domain: Domain }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const copy = params.get('copy') ?? undefined;
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  // Why the last Go! failed, said above it until the name changes or Go! is pressed again.
  const [failure, setFailure] = useState<string | null>(null);
  const suggest = useSuggestEventName(domain.id);
  const create = useCreateEvent(domain.id);
  const { mutateAsync: suggestName } = suggest;
  const slug = eventSlug(name);
  const settledSlug = useSettled(slug, EVENT_NAME_DEBOUNCE_MS);

  useEffect(() => {
    // Only a name that has stopped changing is asked about; typing on drops a reply still on its way.
    if (settledSlug === '' || settledSlug !== slug) return;
    let current = true;
    suggestName(settledSlug).then(
      (suggested) => {
        if (!current) return;
        setUrl(suggested);
        setWaiting(false);
      },
      (error: unknown) => {
        // single-target-and-flows.md §8: event name errors are only logged.
        console.error('Event name suggestion failed', error);
        if (current) setWaiting(false);
      },
    );
    return () => {
      current = false;
    };
  }, [settledSlug, slug, suggestName]);

  const empty = name.trim() === '';
  const source = useCopiedEvent(domain.id, copy);
  const canGo =
    !empty && url !== null && !waiting && !suggest.isPending && !create.isPending && !source.missing;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!canGo || url === null) return;
    setFailure(null);
    try {
      const created = await create.mutateAsync({ name: url, nickname: name.trim(), ...(copy && { copy }) });
      void navigate(paths.domain.entity(domain.uri, 'events', created));
    } catch (error) {
      // Logged (single-target-and-flows.md §8), and said where the user acted; Go! is enabled again.
      console.error('Event creation failed', error);
      setFailure(failureReason(error));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3, m: 2, maxWidth: 720 }}>
      <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate>
        <Typography variant="h4" component="h1">
          {T.createEventTitle}
        </Typography>
        <Typography>{T.eventNote}</Typography>
        {copy !== undefined &&
          (source.missing ? (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" component={NavAnchor} href={paths.domain.createEvent(domain.uri)}>
                  {T.createWithoutCopy}
                </Button>
              }
            >
              {T.copyMissing}
            </Alert>
          ) : (
            <Alert severity="info">{T.copyOf(source.name)}</Alert>
          ))}
        <TextField
          label={T.name}
          value={name}
          required
          onChange={(event) => {
            setName(event.target.value);
            setTouched(true);
            setUrl(null);
            setFailure(null);
            setWaiting(eventSlug(event.target.value) !== '');
          }}
          error={touched && empty}
          helperText={touched && empty ? TARGET_TEXTS.nameEmpty : undefined}
        />
        <Typography role="status">{url !== null ? T.eventUrl(domain.uri, url) : ''}</Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Stack direction="row">
          <Button type="submit" variant="contained" disabled={!canGo}>
            {T.go}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
