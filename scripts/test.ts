/**
 * `npm test`: every check the project has, in order, stopping at the first failure, with each step's time
 * and the total at the end. Set TEST_DATABASE_URL to run the database tests on that real PostgreSQL and the
 * API suite a second time against it.
 *
 * The static checks (contract, types, lint) run side by side: each is mostly one core's work and they do not
 * depend on each other. The Vitest projects run in one Vitest run, so files of every project share the workers
 * and no project waits for the slowest file of the one before.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureChromium } from './chromium.ts';

type Command = { name: string; cmd: string; args: string[]; env?: Record<string, string> };
/** A step is one command, or several run side by side (their output printed as each ends). */
type Step = { name: string; commands: Command[] };

const one = (command: Command): Step => ({ name: command.name, commands: [command] });

const steps: Step[] = [
  {
    name: 'contract, type check, lint and format',
    commands: [
      { name: 'contract is current and lints clean', cmd: 'npm', args: ['run', '--silent', 'check:api'] },
      { name: 'type check', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
      { name: 'lint and format', cmd: 'npm', args: ['run', '--silent', 'lint'] },
    ],
  },
  one({
    name: 'unit, page component, database and API tests',
    cmd: 'npx',
    args: [
      'vitest',
      'run',
      '--project',
      'unit',
      '--project',
      'components',
      '--project',
      'db',
      '--project',
      'api',
    ],
  }),
];
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  steps.push(
    one({
      name: 'API tests on PostgreSQL',
      cmd: 'npx',
      args: ['vitest', 'run', '--project', 'api'],
      env: { DATABASE_URL: pgUrl },
    }),
  );
}
steps.push(one({ name: 'console build', cmd: 'npm', args: ['run', '--silent', 'build'] }));
steps.push(
  one({ name: 'browser journeys (Playwright, Chromium, axe)', cmd: 'npx', args: ['playwright', 'test'] }),
);

const runStarted = Date.now();
const timings: string[] = [];
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
const summary = () => [...timings, `  ${'total (wall time)'.padEnd(50)}${seconds(runStarted)}s`].join('\n');

/** Runs one command; alone it writes to the terminal, beside others its output is printed when it ends. */
function run(command: Command, alone: boolean): Promise<{ command: Command; status: number; took: string }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command.cmd, command.args, {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...command.env },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const took = seconds(started);
      if (!alone) {
        console.log(`\n── ${command.name} (${took}s)`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ command, status: code ?? 1, took });
    });
  });
}

for (const step of steps) {
  if (step.name.startsWith('browser')) {
    const problem = ensureChromium();
    if (problem) {
      console.error(problem);
      process.exit(1);
    }
  }
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const alone = step.commands.length === 1;
  const results = await Promise.all(step.commands.map((command) => run(command, alone)));
  if (!alone) for (const r of results) timings.push(`  ${`  ${r.command.name}`.padEnd(50)}${r.took}s`);
  const took = seconds(started);
  timings.push(`  ${step.name.padEnd(50)}${took}s`);
  const failed = results.filter((r) => r.status !== 0);
  if (failed.length > 0) {
    console.error(`\n✖ ${failed.map((r) => r.command.name).join(', ')} failed after ${took}s\n${summary()}`);
    process.exit(failed[0].status);
  }
  console.log(`✔ ${step.name} (${took}s)`);
}
console.log(`\nTimes:\n${summary()}`);
if (!pgUrl && existsSync('.ci/run')) {
  console.log(
    '\n(API tests ran on PGlite only; set TEST_DATABASE_URL to also run them on PostgreSQL, as .ci/run does.)',
  );
}
