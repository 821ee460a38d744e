/**
 * `npm start`'s launcher (after the build), and `npm run worker`'s (its arguments passed on): runs the server as its
 * child, `node --import tsx server/server.ts`, as
 * the `tsx` command would, with glibc's allocator limited to two arenas unless MALLOC_ARENA_MAX is already set.
 * Signing in runs scrypt (16 MiB each) on libuv's worker threads; with an arena per thread, glibc keeps that memory
 * in each thread's arena after use, which held about 30–45 MiB more in the demo server after a few sign-ins
 * (`npm run bench -- memory`). The variable must be in the environment the process starts with, hence this
 * launcher; it does nothing on systems without glibc. Plain JavaScript, so Node runs it without a loader.
 */
import { spawn } from 'node:child_process';
import process from 'node:process';

const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { MALLOC_ARENA_MAX: '2', ...process.env },
});
// Passed on for a signal sent to this process alone (a terminal's Ctrl+C reaches both; the server closes once).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
