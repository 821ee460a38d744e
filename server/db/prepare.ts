/**
 * First start on the embedded database: an empty folder is created (initdb), migrated and, in demo mode,
 * seeded by a short-lived child process, and the server then opens the finished folder. Creating a PGlite data
 * directory and seeding leave the process that did it holding about 130 MiB more resident memory, and 350 MiB
 * more at its peak, than a process that opens an existing folder (buffers the allocator keeps after they are
 * freed); a process that exits gives all of it back, so a first start holds what a restart holds.
 */
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export interface PrepareRequest {
  dataDir: string;
  seed: boolean;
  blobDir?: string;
}

export interface PrepareResult {
  migrations: string[];
  seeded: boolean;
}

/** Whether `dataDir` is a PGlite folder that holds no database yet. */
export function isNewPgliteFolder(dataDir: string): boolean {
  return !dataDir.startsWith('memory://') && !existsSync(join(dataDir, 'PG_VERSION'));
}

/**
 * Creates, migrates and (when `seed`) seeds the database in the empty folder `dataDir` in a child process
 * (started like this one, so TypeScript loads the same way). Answers what it did, or null when the folder
 * already holds a database.
 */
export async function prepareNewPglite(request: PrepareRequest): Promise<PrepareResult | null> {
  if (!isNewPgliteFolder(request.dataDir)) return null;
  const child = fork(new URL('./prepare-main.ts', import.meta.url), [JSON.stringify(request)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // Started by tsx (npm start, the journeys' servers), the child loads TypeScript the same way; under a test
    // runner with its own loader it gets tsx's.
    execArgv: process.execArgv.some((arg) => arg.includes('tsx')) ? process.execArgv : ['--import', 'tsx'],
  });
  return new Promise<PrepareResult>((resolve, reject) => {
    let result: PrepareResult | null = null;
    child.once('message', (message) => {
      result = message as PrepareResult;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (result && code === 0) resolve(result);
      else reject(new Error(`Creating the new database stopped (exit code ${code})`));
    });
  });
}
