/**
 * `npm test`: every check the project has, in order, stopping at the first failure, with each step's time
 * and the total at the end. Set TEST_DATABASE_URL to run the database tests on that real PostgreSQL and the
 * API suite a second time against it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureChromium } from './chromium.ts';

type Step = { name: string; cmd: string; args: string[]; env?: Record<string, string> };

const steps: Step[] = [
  { name: 'contract is current and lints clean', cmd: 'npm', args: ['run', '--silent', 'check:api'] },
  { name: 'type check', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint and format', cmd: 'npm', args: ['run', '--silent', 'lint'] },
  { name: 'unit tests', cmd: 'npx', args: ['vitest', 'run', '--project', 'unit'] },
  { name: 'page component tests', cmd: 'npx', args: ['vitest', 'run', '--project', 'components'] },
  { name: 'database tests', cmd: 'npx', args: ['vitest', 'run', '--project', 'db'] },
  { name: 'API tests on embedded PGlite', cmd: 'npx', args: ['vitest', 'run', '--project', 'api'] },
];
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  steps.push({
    name: 'API tests on PostgreSQL',
    cmd: 'npx',
    args: ['vitest', 'run', '--project', 'api'],
    env: { DATABASE_URL: pgUrl },
  });
}
steps.push({ name: 'console build', cmd: 'npm', args: ['run', '--silent', 'build'] });
steps.push({
  name: 'browser journeys (Playwright, Chromium, axe)',
  cmd: 'npx',
  args: ['playwright', 'test'],
});

const runStarted = Date.now();
const timings: string[] = [];
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
const summary = () => [...timings, `  ${'total (wall time)'.padEnd(46)}${seconds(runStarted)}s`].join('\n');

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
  const result = spawnSync(step.cmd, step.args, {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const took = seconds(started);
  timings.push(`  ${step.name.padEnd(46)}${took}s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed after ${took}s\n${summary()}`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${step.name} (${took}s)`);
}
console.log(`\nTimes:\n${summary()}`);
if (!pgUrl && existsSync('.ci/run')) {
  console.log(
    '\n(API tests ran on PGlite only; set TEST_DATABASE_URL to also run them on PostgreSQL, as .ci/run does.)',
  );
}
