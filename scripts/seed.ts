/**
 * Builds a database for local use or benchmarks:
 *   npm run seed -- [--users 100000] [--data-dir DIR]
 * Opens PGlite in `<DIR>/db` (default DIR `./data`) or the PostgreSQL of DATABASE_URL, migrates, seeds the
 * demo world when the database is empty, then adds generated users up to the given number.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDb } from '../server/db/connection.ts';
import { migrate } from '../server/db/migrate.ts';
import { seedDemo } from '../server/seed/demo.ts';
import { seedLarge } from '../server/seed/large.ts';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '0' },
    'data-dir': { type: 'string', default: './data' },
  },
});

const users = Number(values.users);
if (!Number.isSafeInteger(users) || users < 0) {
  console.error('--users must be a whole number, 0 or more');
  process.exit(2);
}
const dataDir = resolve(values['data-dir']);
const databaseUrl = process.env.DATABASE_URL || undefined;

const started = performance.now();
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

const db = await openDb({ databaseUrl, dataDir: join(dataDir, 'db') });
try {
  const applied = await migrate(db);
  if (applied.length > 0) console.log(`migrated: ${applied.join(', ')}`);
  const demoStarted = performance.now();
  const seeded = await seedDemo(db, { blobDir: join(dataDir, 'blobs') });
  console.log(seeded ? `demo world seeded in ${seconds(demoStarted)}` : 'demo world already present');
  if (users > 0) {
    const largeStarted = performance.now();
    let reported = 0;
    const inserted = await seedLarge(db, {
      users,
      onProgress: (done, total) => {
        if (done - reported >= 10_000 || done === total) {
          reported = done;
          console.log(`  ${done} / ${total} users`);
        }
      },
    });
    console.log(
      `${inserted} generated users inserted (${users - inserted} already there) in ${seconds(largeStarted)}`,
    );
  }
  console.log(
    `done in ${seconds(started)} (${databaseUrl ? 'PostgreSQL' : `PGlite in ${join(dataDir, 'db')}`})`,
  );
} finally {
  await db.close();
}
