/**
 * Deterministic ledger rows for the statistics dashboard: inventory transactions (purchases, spending,
 * rewards, …) and building-world slot trades spread over a period before `now`. The demo world gets ten days
 * of them; the statistics benchmark a million over a year. Same inputs, same rows.
 */
import type { Queryable } from '../db/connection.ts';
import { demoUserId } from './demo-accounts.ts';
import { DAY, Random, stableId } from './random.ts';

/** What the demo world holds: ten days of activity, so the seven-day charts are full. */
export const DEMO_LEDGER = { inventory: 3000, infiniverse: 600, spanMs: 10 * DAY } as const;

// Weighted kinds of inventory transaction; purchases are what revenue and biggest spenders count.
const INVENTORY_KINDS: readonly [string, number][] = [
  ['purchase', 0.2],
  ['spend', 0.35],
  ['reward', 0.15],
  ['commission', 0.1],
  ['consumable', 0.1],
  ['property', 0.05],
  ['admin', 0.05],
];
const PACKS = [100, 500, 1000, 2500, 5000, 10000];
const INFINIVERSE_KINDS = ['buy_slot', 'buy_slot', 'sell_slot', 'sell_slot', 'buy_store', 'sell_store'];
const CELL_OFFSET = 2147483647;
const BATCH = 5000;

function pickKind(random: Random): string {
  let roll = random.next();
  for (const [kind, weight] of INVENTORY_KINDS) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'spend';
}

/** Options of {@link seedLedgers}. */
export interface LedgerOptions {
  /** Users the transactions belong to; the first ones trade most often. */
  userIds: readonly string[];
  /** Users whose purchases are developers' test purchases. */
  devUserIds?: readonly string[];
  inventory: number;
  infiniverse: number;
  /** The rows spread over this many ms before `now`, oldest first. */
  spanMs: number;
  now: Date;
  /** Distinguishes the ids of two seedings (the demo world and a benchmark). */
  key?: string;
  onProgress?: (done: number, total: number) => void;
}

/** Index of a user, skewed so a few users make many transactions (as spenders do). */
const skewedUser = (random: Random, count: number) => Math.floor(count * random.next() ** 3);

/** Inserts the ledger rows in batches; returns how many rows were written. */
export async function seedLedgers(q: Queryable, options: LedgerOptions): Promise<number> {
  const { userIds, inventory, infiniverse, spanMs, now, key = 'demo' } = options;
  if (userIds.length === 0) return 0;
  const devUsers = new Set(options.devUserIds ?? []);
  const random = new Random(20240601);
  const start = now.getTime() - spanMs;
  const balances = new Map<string, number>();
  const total = inventory + infiniverse;
  let written = 0;

  for (let first = 0; first < inventory; first += BATCH) {
    const rows = { id: [] as string[], user: [] as string[], ts: [] as string[], type: [] as string[] };
    const numbers = { added: [] as number[], currency: [] as number[], dev: [] as boolean[] };
    for (let n = first; n < Math.min(inventory, first + BATCH); n += 1) {
      const user = userIds[skewedUser(random, userIds.length)];
      const type = pickKind(random);
      const balance = balances.get(user) ?? 5000;
      const amount = type === 'purchase' ? random.pick(PACKS) : random.int(1, 50) * 10;
      const added =
        type === 'purchase' || type === 'reward' || type === 'commission'
          ? amount
          : -Math.min(amount, balance);
      balances.set(user, balance + added);
      rows.id.push(stableId(`ledger-inventory-${key}`, n));
      rows.user.push(user);
      rows.ts.push(new Date(start + ((n + random.next()) / inventory) * spanMs).toISOString());
      rows.type.push(type);
      numbers.added.push(added);
      numbers.currency.push(balance + added);
      numbers.dev.push(type === 'purchase' && devUsers.has(user));
    }
    await q.query(
      `INSERT INTO inventory_transactions (id, user_id, ts, type, added, newcurrency, newinescrow, devtransaction)
       SELECT id, user_id, ts, type, added, newcurrency, 0, dev
       FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::text[], $5::bigint[], $6::bigint[], $7::boolean[])
         AS t (id, user_id, ts, type, added, newcurrency, dev)
       ON CONFLICT (id) DO NOTHING`,
      [rows.id, rows.user, rows.ts, rows.type, numbers.added, numbers.currency, numbers.dev],
    );
    written += rows.id.length;
    options.onProgress?.(written, total);
  }

  for (let first = 0; first < infiniverse; first += BATCH) {
    const rows = { id: [] as string[], user: [] as string[], ts: [] as string[], type: [] as string[] };
    const amounts: number[] = [];
    const slots: number[] = [];
    const buildings: string[] = [];
    const docs: string[] = [];
    for (let n = first; n < Math.min(infiniverse, first + BATCH); n += 1) {
      const building = random.int(0, 39);
      const cellx = random.int(-20, 20);
      const celly = random.int(-20, 20);
      rows.id.push(stableId(`ledger-infiniverse-${key}`, n));
      rows.user.push(userIds[skewedUser(random, userIds.length)]);
      rows.ts.push(new Date(start + ((n + random.next()) / infiniverse) * spanMs).toISOString());
      rows.type.push(random.pick(INFINIVERSE_KINDS));
      amounts.push(random.int(1, 200) * 100);
      slots.push(random.int(0, 70000));
      buildings.push(stableId('ledger-building', building));
      docs.push(
        JSON.stringify({
          building: { name: `Tower ${building + 1}`, centrex: cellx * 300 + 150, centrey: celly * 300 + 150 },
          cellx: cellx + CELL_OFFSET,
          celly: celly + CELL_OFFSET,
          subdistrictid: building % 9,
          buildingid: building,
        }),
      );
    }
    await q.query(
      `INSERT INTO infiniverse_transactions (id, user_id, ts, type, amount, slot, building_id, doc)
       SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::text[], $5::bigint[], $6::integer[],
                            $7::text[], $8::jsonb[])
       ON CONFLICT (id) DO NOTHING`,
      [rows.id, rows.user, rows.ts, rows.type, amounts, slots, buildings, docs],
    );
    written += rows.id.length;
    options.onProgress?.(written, total);
  }
  return written;
}

/** The demo world's ten days of ledger rows; the developer account's purchases are test purchases. */
export function seedDemoLedgers(q: Queryable, users: readonly { id: string }[], now: Date): Promise<number> {
  return seedLedgers(q, {
    userIds: users.map((user) => user.id),
    devUserIds: [demoUserId('developer@demo.test')],
    ...DEMO_LEDGER,
    now,
  });
}
