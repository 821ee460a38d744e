/**
 * A large user table for benchmarks (`npm run seed -- --users 100000`). Generated users are numbered; running
 * it again with the same number adds nothing, a larger number adds the difference.
 */
import type { Db } from '../db/connection.ts';
import { insertDocuments, type SeedDocument } from './insert.ts';
import { at, capitalize, DAY, MINUTE, Random, stableId } from './random.ts';
import { ADJECTIVES, NOUNS } from './words.ts';

/** Options of `seedLarge`. */
export interface SeedLargeOptions {
  /** How many generated users the table should hold. */
  users: number;
  /** The clock the dates are relative to; default: now. */
  now?: Date;
  /** Called after each batch with the number of users done so far. */
  onProgress?: (done: number, total: number) => void;
}

const BATCH_SIZE = 2000;
const SPAN_MS = 3 * 365 * DAY;

/** The generated user number `n` (1-based): deterministic from `n` and `now`. */
export function largeUser(n: number, total: number, now: Date): SeedDocument {
  const random = new Random(n * 7919);
  const adjective = ADJECTIVES[random.int(0, ADJECTIVES.length - 1)];
  const noun = NOUNS[random.int(0, NOUNS.length - 1)];
  const name = `${adjective}${noun}${n}`;
  // Spread over three years, newest first, with jitter so timestamps are not in id order.
  const age = Math.floor((n / total) * SPAN_MS) + random.int(0, 600) * MINUTE;
  return {
    id: stableId('large-user', n),
    name,
    nickname: `${capitalize(adjective)} ${capitalize(noun)} ${n}`,
    email: `${name}@bench.example.test`,
    permissions: random.chance(0.02) ? ['create_domains'] : [],
    auth0userid: `auth0|${stableId('large-identity', n)}`,
    acceptedtandcs: true,
    currency: random.int(0, 1000) * 10,
    inescrow: 0,
    showdeveloper: false,
    created: at(now, -age - random.int(1, 30) * DAY),
    timestamp: at(now, -age),
  };
}

/**
 * Inserts generated users numbered 1 to `users` (skipping those already present) in batches of one
 * multi-row INSERT per transaction, then runs VACUUM ANALYZE so the planner has statistics and index-only
 * scans can skip the heap.
 * @returns how many users were inserted
 */
export async function seedLarge(db: Db, options: SeedLargeOptions): Promise<number> {
  const { users } = options;
  if (!Number.isSafeInteger(users) || users < 0)
    throw new RangeError('users must be a whole number, 0 or more');
  const now = options.now ?? new Date();
  let inserted = 0;
  for (let start = 1; start <= users; start += BATCH_SIZE) {
    const end = Math.min(users, start + BATCH_SIZE - 1);
    const batch: SeedDocument[] = [];
    for (let n = start; n <= end; n += 1) batch.push(largeUser(n, users, now));
    inserted += await db.transaction((tx) => insertDocuments(tx, 'users', batch));
    options.onProgress?.(end, users);
  }
  await db.exec('VACUUM ANALYZE users');
  return inserted;
}
