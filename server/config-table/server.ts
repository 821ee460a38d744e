/**
 * Rows of the configuration table (`server/config-table.ts`): where the server listens and keeps its data
 * (the embedded database or PostgreSQL, uploaded blobs on disk or in S3), its background jobs, and the demo world.
 */
import type { ConfigRow } from './types.ts';

/** Listening, storage, background jobs and the demo world, in the order `docs/configuration.md` shows them. */
export const SERVER_ROWS = [
  {
    variables: [{ name: 'PORT', parse: { kind: 'int', min: 0, max: 65535 }, default: '8080' }],
    meaning: 'HTTP port of console + API',
  },
  {
    variables: [{ name: 'HOST', parse: { kind: 'string' }, default: '0.0.0.0' }],
    meaning: 'listen address',
  },
  {
    variables: [{ name: 'DATA_DIR', parse: { kind: 'string' }, default: './data' }],
    meaning: 'embedded database (`db/`), uploaded blobs (`blobs/`) and the generated session secret',
  },
  {
    variables: [{ name: 'DATABASE_URL', parse: { kind: 'string' } }],
    meaning: 'use this PostgreSQL instead of the embedded one (same SQL, same migrations)',
  },
  {
    variables: [
      { name: 'DATABASE_BULK_CONNECTIONS', parse: { kind: 'int', min: 1, max: 100 }, default: '2' },
    ],
    meaning:
      "with `DATABASE_URL`, the connections of each instance's pool for long reads (list pages, their counts, exports), apart from the pool of 10 for everything else, so a read by id or a write never waits behind them",
  },
  {
    variables: [{ name: 'JOB_WORKERS', parse: { kind: 'bool' }, default: '1' }],
    meaning:
      '`0` leaves the background jobs (Knowledge Base indexing, building-world regeneration) to `npm run worker` processes on the same `DATABASE_URL`; needs `DATABASE_URL` (on the embedded database the server runs its jobs itself)',
  },
  {
    variables: [
      { name: 'S3_BUCKET', parse: { kind: 'string', minLength: 3 } },
      { name: 'S3_REGION', parse: { kind: 'string' }, default: 'us-east-1' },
      { name: 'S3_ENDPOINT', parse: { kind: 'url' }, defaultText: "the region's AWS endpoint" },
      { name: 'S3_FORCE_PATH_STYLE', parse: { kind: 'bool' }, default: '0' },
    ],
    meaning:
      'keep uploaded blobs in this S3-compatible bucket instead of `DATA_DIR/blobs` (required when running several instances); `S3_ENDPOINT` for other S3-compatible stores, `S3_FORCE_PATH_STYLE=1` for stores without bucket host names',
  },
  {
    variables: [
      { name: 'S3_ACCESS_KEY_ID', parse: { kind: 'string' } },
      { name: 'S3_SECRET_ACCESS_KEY', parse: { kind: 'string' }, secret: true },
    ],
    meaning:
      "with `S3_BUCKET`, the bucket's access key (both together; without them the AWS SDK's usual credentials: environment, profile, instance role)",
    together: true,
  },
  {
    variables: [
      {
        name: 'DEMO',
        parse: { kind: 'bool' },
        defaultText: 'on with the embedded database, off with `DATABASE_URL`',
      },
    ],
    meaning:
      '`1` seeds the demo world into an empty database and lists demo accounts on the sign-in page; `0` never',
  },
] as const satisfies readonly ConfigRow[];
