/**
 * Voice request recordings, autotest runs and their history, child products and the user picker's lookup
 * (staff-and-agents.md §2.5, §2.9, §7).
 */
import { notFound } from '../../../lib/http-error.ts';
import { readDocument, RECORD_MESSAGES, type StoredDoc } from './access.ts';
import type { HandlerMap } from '../../types.ts';

/** Headsets that run Android; `platform=android` selects them all (per-location Android stats). */
export const ANDROID_PLATFORMS = ['quest2', 'quest3', 'pico4'];

interface AutotestFilters {
  user?: string;
  platform?: string;
  location?: string;
  position?: string;
}

/** WHERE clause and parameters of the autotest filters; every value is a bound parameter. */
function autotestWhere(filters: AutotestFilters): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (n: number) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(params.length));
  };
  if (filters.user) add((n) => `doc->>'user' = $${n}`, filters.user);
  if (filters.platform === 'android') add((n) => `doc->>'platform' = ANY($${n}::text[])`, ANDROID_PLATFORMS);
  else if (filters.platform) add((n) => `doc->>'platform' = $${n}`, filters.platform);
  if (filters.location) add((n) => `doc->>'location' = $${n}`, filters.location);
  if (filters.position) {
    const [x, y, z] = filters.position.split(',').map(Number);
    add((n) => `doc->'position' = $${n}::jsonb`, JSON.stringify({ x, y, z }));
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

const METRICS = ['gpu', 'updates', 'endofframe', 'frame', 'lights', 'vertices'] as const;

interface HistoryRow {
  build: number;
  count: number;
  latest: string;
  gpu: number | null;
  updates: number | null;
  endofframe: number | null;
  frame: number | null;
  lights: number | null;
  vertices: number | null;
}

export const adminRecordsMiscHandlers = {
  async getWitAudio(request, reply) {
    const { server } = request;
    const doc = await readDocument(
      server.db,
      'witrequests',
      request.params.id,
      RECORD_MESSAGES.voiceRequestNotFound,
    );
    const blob = typeof doc.audioblob === 'string' ? await server.blobs.open(doc.audioblob) : null;
    if (!blob) throw notFound(RECORD_MESSAGES.noRecording);
    return reply
      .type('application/octet-stream')
      .header('content-length', blob.size)
      .header('cache-control', 'private, max-age=3600')
      .send(blob.stream);
  },

  async listAutotests(request) {
    const { sql, params } = autotestWhere(request.query);
    const { rows } = await request.server.db.query<{ doc: StoredDoc }>(
      `SELECT doc FROM autotests ${sql} ORDER BY ts DESC, id DESC LIMIT 200`,
      params,
    );
    return { documents: rows.map((row) => row.doc) };
  },

  async getAutotestHistoricalStats(request) {
    const { sql, params } = autotestWhere(request.query);
    const averages = METRICS.map(
      (metric) => `avg((doc->'totals'->'${metric}'->>'median')::float8) AS ${metric}`,
    ).join(', ');
    const { rows } = await request.server.db.query<HistoryRow>(
      `SELECT (doc->>'build')::int AS build, count(*)::int AS count, max(ts) AS latest, ${averages}
       FROM autotests ${sql} ${sql ? 'AND' : 'WHERE'} doc->>'build' ~ '^[0-9]+$'
       GROUP BY 1 ORDER BY 1 LIMIT 1000`,
      params,
    );
    return {
      results: rows.map((row) => {
        const metrics = Object.fromEntries(
          METRICS.flatMap((metric) => {
            const value = row[metric];
            return value === null ? [] : [[metric, Math.round(Number(value) * 100) / 100]];
          }),
        );
        return { build: Number(row.build), count: Number(row.count), latest: String(row.latest), ...metrics };
      }),
    };
  },

  async listAdminChildProducts(request) {
    const { rows } = await request.server.db.query<{
      doc: { id: string; name?: string; root_domain: string };
    }>('SELECT doc FROM child_products ORDER BY id LIMIT 1000');
    return { products: rows.map((row) => row.doc) };
  },

  async getAdminChildProduct(request) {
    const { rows } = await request.server.db.query<{
      doc: { id: string; name?: string; root_domain: string };
    }>('SELECT doc FROM child_products WHERE id = $1', [request.params.id]);
    const product = rows[0]?.doc;
    if (!product) throw notFound(RECORD_MESSAGES.childProductNotFound);
    return product;
  },

  async findUsers(request) {
    const text = request.query.text;
    const { rows } = await request.server.db.query<{ doc: StoredDoc }>(
      `SELECT doc FROM users WHERE id = $1 OR lower(doc->>'email') = lower($1)
         OR lower(doc->>'name') = lower($1) OR lower(doc->>'nickname') = lower($1)
       ORDER BY (id = $1) DESC, id LIMIT 10`,
      [text],
    );
    return {
      users: rows.map(({ doc }) => ({
        id: doc.id,
        name: String(doc.name ?? ''),
        nickname: String(doc.nickname ?? ''),
        ...(typeof doc.email === 'string' && { email: doc.email }),
      })),
    };
  },
} satisfies HandlerMap;
