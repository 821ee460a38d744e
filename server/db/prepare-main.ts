/**
 * The child process of `prepareNewPglite`: creates the embedded database in an empty folder, migrates it and,
 * when asked, seeds the demo world, closes it and sends what it did to the server. Its memory goes with it.
 */
import { seedDemo } from '../seed/demo.ts';
import { openDb } from './connection.ts';
import { migrate } from './migrate.ts';
import type { PrepareRequest, PrepareResult } from './prepare.ts';

const request = JSON.parse(process.argv[2] ?? '{}') as PrepareRequest;
const db = await openDb({ dataDir: request.dataDir });
let result: PrepareResult;
try {
  const migrations = await migrate(db);
  const seeded = request.seed ? await seedDemo(db, { blobDir: request.blobDir }) : false;
  result = { migrations, seeded };
} finally {
  await db.close();
}
process.send?.(result);
