import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULE = fileURLToPath(new URL('./background-priority.ts', import.meta.url));

/** In a child process (this one keeps its priority): lowers it, starts a thread, and reads every thread's nice. */
const SCRIPT = `
import { readdirSync, readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
const { lowerProcessPriority } = await import(${JSON.stringify(MODULE)});
const lowered = lowerProcessPriority();
const worker = new Worker('setTimeout(() => {}, 200)', { eval: true });
await new Promise((resolve) => worker.once('online', resolve));
// The 19th field of a thread's stat (after the name in parentheses) is its nice value.
const nice = readdirSync('/proc/self/task').map((tid) =>
  Number(readFileSync('/proc/self/task/' + tid + '/stat', 'utf8').split(') ')[1].split(' ')[16]),
);
console.log(JSON.stringify({ lowered, nice }));
await worker.terminate();
`;

describe('a job worker at background priority', () => {
  it.skipIf(!existsSync('/proc/self/task'))(
    'lowers every thread the process has, and the threads it starts after inherit it',
    () => {
      const output = execFileSync(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', SCRIPT],
        {
          encoding: 'utf8',
        },
      );
      const { lowered, nice } = JSON.parse(output.trim().split('\n').at(-1)!) as {
        lowered: number;
        nice: number[];
      };
      expect(lowered).toBeGreaterThan(1);
      expect(nice.length).toBeGreaterThan(lowered);
      expect(new Set(nice)).toEqual(new Set([19]));
    },
  );
});
