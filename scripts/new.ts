/**
 * `npm run new -- <kind> …`: writes what a recipe of CONTRIBUTING.md lists — an operation, an owner page or a
 * staff page — as compiling, tested code to fill in, then regenerates the contract's artefacts and the map.
 * Everything is computed before anything is written: a refusal (exit 2) or a missing anchor leaves the tree
 * as it was. See scripts/new/.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs, Refusal, USAGE } from './new/args.ts';
import { AnchorMissing, Changes } from './new/changes.ts';
import { planOperation } from './new/operation.ts';
import { planPage } from './new/pages.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

function run(command: string, args: string[]): void {
  execFileSync(command, args, { cwd: root, stdio: 'inherit' });
}

function main(argv: string[]): number {
  let changes: Changes;
  let gen: boolean;
  try {
    const args = parseArgs(argv);
    gen = args.gen;
    changes = new Changes(root);
    if (args.kind === 'operation') planOperation(changes, args);
    else planPage(changes, args);
  } catch (error) {
    if (error instanceof Refusal) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof AnchorMissing) {
      console.error(`Nothing was written: ${error.message}`);
      return 1;
    }
    throw error;
  }
  changes.apply();
  const files = changes.files();
  const formatted = files.map((f) => f.file).filter((file) => !file.endsWith('.md'));
  run('npx', ['prettier', '--write', '--log-level', 'warn', ...formatted]);
  if (gen) {
    run('npm', ['run', '--silent', 'gen:api']);
    run('npm', ['run', '--silent', 'gen:map']);
  }
  console.log('\nWritten:');
  for (const { file, created } of files) console.log(`  ${created ? 'new    ' : 'changed'} ${file}`);
  console.log(
    gen
      ? '  (and what npm run gen:api and npm run gen:map regenerate)'
      : '  (not regenerated: run npm run gen:api and npm run gen:map)',
  );
  console.log('\nTo fill in next:');
  for (const line of changes.next) console.log(`  - ${line}`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
