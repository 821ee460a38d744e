/**
 * The log of a voice request (staff-and-agents.md §2.5): reduced and text-index destinations, the visibility
 * query, prior matches (input, output, score, uses), the potential match lists (id, nickname, path, rating) and
 * what was known before the query (rooms, friends, people). Anything else the log holds follows as JSON, so
 * nothing recorded is hidden.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { DataTable } from '../../components/DataTable';
import { RecordRef } from '../collections/RecordRef';
import { WIT_TEXTS as T } from './texts';

interface PriorMatch {
  input?: string;
  output?: string;
  score?: number;
  uses?: number;
}

interface PotentialMatch {
  id?: string;
  nickname?: string;
  path?: string;
  rating?: number;
}

interface VoiceLog {
  reduceddestination?: string;
  textindexdestination?: string;
  visibilityquery?: unknown;
  priormatches?: PriorMatch[];
  potentialmatches?: Record<string, PotentialMatch[]>;
  prequery?: { rooms?: string[]; friends?: string[]; people?: string[] };
}

const KNOWN = new Set([
  'reduceddestination',
  'textindexdestination',
  'visibilityquery',
  'priormatches',
  'potentialmatches',
  'prequery',
]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function Json({ value }: { value: unknown }) {
  return (
    <Box component="pre" tabIndex={0} sx={{ m: 0, fontSize: 13, overflowX: 'auto' }}>
      {JSON.stringify(value ?? null, null, 2)}
    </Box>
  );
}

function Heading({ id, children }: { id: string; children: string }) {
  return (
    <Typography id={id} component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
      {children}
    </Typography>
  );
}

/** A list of people or rooms: user ids as their names linking to their records, other values as text. */
function NameList({ values, users }: { values: readonly string[] | undefined; users?: boolean }) {
  if (!values || values.length === 0) return <Typography>{T.none}</Typography>;
  return (
    <Box component="ul" sx={{ m: 0 }}>
      {values.map((value, index) => (
        <li key={`${value}-${index}`}>{users ? <RecordRef collection="users" id={value} /> : value}</li>
      ))}
    </Box>
  );
}

function PotentialList({ name, matches }: { name: string; matches: PotentialMatch[] }) {
  const id = useId();
  return (
    <>
      <Typography id={id} component="h4" variant="subtitle2" sx={{ mt: 1 }}>
        {T.potentialList(name)}
      </Typography>
      <DataTable<PotentialMatch>
        labelledBy={id}
        rows={matches}
        empty={T.none}
        rowKey={(match, index) => `${match.id ?? ''}-${index}`}
        columns={[
          { heading: T.columns.id, cell: (m) => m.id ?? '', nowrap: true },
          { heading: T.columns.nickname, cell: (m) => m.nickname ?? '' },
          { heading: T.columns.path, cell: (m) => m.path ?? '' },
          { heading: T.columns.rating, cell: (m) => m.rating ?? '', align: 'right' },
        ]}
      />
    </>
  );
}

export function VoiceRequestLog({ log }: { log: unknown }) {
  const ids = { prior: useId(), potential: useId(), pre: useId(), visibility: useId(), other: useId() };
  if (!isObject(log)) return <Json value={log} />;
  const entry = log as VoiceLog;
  const potential = isObject(entry.potentialmatches) ? entry.potentialmatches : {};
  const others = Object.fromEntries(Object.entries(log).filter(([key]) => !KNOWN.has(key)));
  return (
    <>
      <Typography>
        {T.reducedDestination}: {entry.reduceddestination ?? ''}
      </Typography>
      <Typography>
        {T.textIndexDestination}: {entry.textindexdestination ?? ''}
      </Typography>
      <Heading id={ids.visibility}>{T.visibilityQuery}</Heading>
      <Json value={entry.visibilityquery} />
      <Heading id={ids.prior}>{T.priorMatches}</Heading>
      <DataTable<PriorMatch>
        labelledBy={ids.prior}
        rows={Array.isArray(entry.priormatches) ? entry.priormatches : []}
        empty={T.none}
        rowKey={(match, index) => `${match.input ?? ''}-${index}`}
        columns={[
          { heading: T.columns.input, cell: (m) => m.input ?? '' },
          { heading: T.columns.output, cell: (m) => m.output ?? '' },
          { heading: T.columns.score, cell: (m) => m.score ?? '', align: 'right' },
          { heading: T.columns.uses, cell: (m) => m.uses ?? '', align: 'right' },
        ]}
      />
      <Heading id={ids.potential}>{T.potentialMatches}</Heading>
      {Object.keys(potential).length === 0 && <Typography>{T.none}</Typography>}
      {Object.entries(potential).map(([name, matches]) => (
        <PotentialList key={name} name={name} matches={Array.isArray(matches) ? matches : []} />
      ))}
      <Heading id={ids.pre}>{T.preQuery}</Heading>
      <Typography component="h4" variant="subtitle2">
        {T.rooms}
      </Typography>
      <NameList values={entry.prequery?.rooms} />
      <Typography component="h4" variant="subtitle2">
        {T.friends}
      </Typography>
      <NameList values={entry.prequery?.friends} users />
      <Typography component="h4" variant="subtitle2">
        {T.people}
      </Typography>
      <NameList values={entry.prequery?.people} users />
      {Object.keys(others).length > 0 && (
        <>
          <Heading id={ids.other}>{T.otherLog}</Heading>
          <Json value={others} />
        </>
      )}
    </>
  );
}
