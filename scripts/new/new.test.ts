/**
 * The generators stay true: in a copy of the repository, each kind writes its change (an operation for a
 * manager on a new area, a staff operation on an existing area, an owner page, a staff page), and the copy then
 * type-checks, lints, and passes the generated tests, the access matrices' completeness, the map and the page
 * registry's tests. One copy, one type check, one Vitest run: it is the slowest unit test, so it has its own
 * generous limits (a busy machine stretches every step).
 */
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MINUTE = 60_000;

/** The child's environment without the outer Vitest's own variables (the inner run is a run of its own). */
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));

interface Result {
  status: number;
  output: string;
}

/** Runs a command in the copy, with its output kept for the failure message. */
function run(copy: string, command: string, args: string[]): Promise<Result> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: copy, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => resolve({ status: code ?? 1, output: Buffer.concat(output).toString() }));
  });
}

/** The repository's files (tracked, and new ones not ignored), copied; node_modules linked. */
function copyRepository(): string {
  const copy = mkdtempSync(join(tmpdir(), 'new-generators-'));
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    maxBuffer: 64 * 1024 * 1024,
  })
    .toString()
    .split('\0')
    .filter((file) => file !== '');
  for (const file of listed) {
    const from = join(ROOT, file);
    try {
      if (!statSync(from).isFile()) continue;
    } catch {
      continue; // deleted in the working tree
    }
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(from, join(copy, file));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

/** The files a generator's report lists as written. */
const writtenFiles = (output: string) =>
  [...output.matchAll(/^ {2}(?:new|changed) +(\S+)$/gm)].map((match) => match[1]);

const COMMANDS = [
  [
    'operation',
    'domain-notes',
    'getDomainNote',
    'GET',
    '/v2/domains/{domain}/notes/{noteId}',
    '--summary',
    'The note of a metaverse.',
    '--role',
    'manager',
  ],
  [
    'operation',
    'redeem-codes',
    'countRedeemCodes',
    'POST',
    '/v2/admin/redeemcodes/count',
    '--summary',
    "Counts a batch's redeem codes.",
    '--permission',
    'admin_redeem_codes',
  ],
  [
    'operation',
    'redeem-codes',
    'getRedeemCodeHelp',
    'GET',
    '/v2/admin/redeemcodes/help',
    '--summary',
    'How redeem codes work.',
    '--signed-in',
    'Every player may read how codes are redeemed.',
  ],
  ['owner-page', 'domain-notes', 'DomainNotes', '/domains/:uri/notes', '--domain', '--label', 'Notes'],
  [
    'staff-page',
    'redeemcodes',
    'RedeemCodeReport',
    '/admin/redeemcodes/report',
    '--permission',
    'admin_redeem_codes',
    '--label',
    'Code report',
  ],
];

describe('npm run new', () => {
  let copy = '';
  const written = new Set<string>();

  beforeAll(async () => {
    copy = copyRepository();
    // The contract and the map are regenerated once, by the last generator.
    for (const [index, command] of COMMANDS.entries()) {
      const last = index === COMMANDS.length - 1;
      const result = await run(copy, 'npx', [
        'tsx',
        'scripts/new.ts',
        ...command,
        ...(last ? [] : ['--no-gen']),
      ]);
      expect(result.status, result.output).toBe(0);
      for (const file of writtenFiles(result.output)) written.add(file);
    }
  }, 10 * MINUTE);

  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('writes each part the recipes list', () => {
    expect([...written]).toEqual(
      expect.arrayContaining([
        'openapi/paths/domain-notes.yaml',
        'openapi/schemas/DomainNotes.yaml',
        'server/routes/domain-notes/index.ts',
        'server/test/routes/domain-notes-get-domain-note.test.ts',
        'server/test/routes/owner-access-matrix-rows-metaverse.ts',
        'src/dataProvider/domainNotes.ts',
        'src/dataProvider/domainNotes.queries.ts',
        'server/routes/redeem-codes/index.ts',
        'server/test/routes/redeem-codes-count-redeem-codes.test.ts',
        'server/test/routes/redeem-codes-get-redeem-code-help.test.ts',
        'server/test/routes/staff-access-matrix-rows.ts',
        'src/owner/domain-notes/DomainNotesPage.tsx',
        'src/registry/ownerPages.tsx',
        'tests/e2e/page-samples.ts',
        'tests/e2e/domain-notes-domain-notes.spec.ts',
        'src/staff/redeemcodes/RedeemCodeReportPage.tsx',
        'src/registry/staffPages.tsx',
      ]),
    );
    expect(readFileSync(join(copy, 'openapi/paths/redeem-codes.yaml'), 'utf8')).toContain(
      'x-signed-in: Every player may read how codes are redeemed.',
    );
    const rows = readFileSync(join(copy, 'server/test/routes/staff-access-matrix-rows.ts'), 'utf8');
    expect(rows.slice(rows.indexOf('export const SIGNED_IN'))).toContain("'getRedeemCodeHelp'");
    expect(readFileSync(join(copy, 'src/registry/staffPages.tsx'), 'utf8')).toContain(
      "permission: 'admin_redeem_codes',\n    element: load(() => import('../staff/redeemcodes/RedeemCodeReportPage')",
    );
  });

  it(
    'refuses an operation that exists, and writes nothing',
    async () => {
      const contract = readFileSync(join(copy, 'openapi/openapi.yaml'), 'utf8');
      const result = await run(copy, 'npx', ['tsx', 'scripts/new.ts', ...COMMANDS[0], '--no-gen']);
      expect(result.status, result.output).toBe(2);
      expect(result.output).toContain('The operationId getDomainNote already exists');
      expect(readFileSync(join(copy, 'openapi/openapi.yaml'), 'utf8')).toBe(contract);
    },
    2 * MINUTE,
  );

  it(
    'writes code that type-checks, lints and is formatted',
    async () => {
      const code = [...written].filter((file) => /\.tsx?$/.test(file));
      const [types, lint, format] = await Promise.all([
        run(copy, 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']),
        run(copy, 'npx', ['eslint', '--max-warnings', '0', ...code]),
        run(copy, 'npx', ['prettier', '--check', ...[...written].filter((file) => !file.endsWith('.md'))]),
      ]);
      expect(types.status, types.output).toBe(0);
      expect(lint.status, lint.output).toBe(0);
      expect(format.status, format.output).toBe(0);
    },
    15 * MINUTE,
  );

  it(
    'passes the generated tests, the matrices, the map and the page registry',
    async () => {
      const generated = [...written].filter((file) => /\.test\.tsx?$/.test(file));
      // The matrices run only their completeness checks and the generated operations' rows; the other tests run whole.
      const pattern = [
        'getDomainNote',
        'countRedeemCodes',
        'getRedeemCodeHelp',
        'staff paths open to any signed-in user',
        'completeness',
        'needing admin_redeem_codes',
        'docs/',
        'page registry',
        'data provider areas',
        'Page',
        'route handlers hold no SQL',
        'check no permission or role themselves',
      ].join('|');
      const result = await run(copy, 'npx', [
        'vitest',
        'run',
        ...generated,
        'server/test/routes/owner-access-matrix.test.ts',
        'server/test/routes/staff-access-matrix.test.ts',
        'scripts/map.test.ts',
        'src/pages.test.ts',
        'src/dataProvider/areas.test.ts',
        'server/routes/no-sql.test.ts',
        'server/routes/no-authz-in-routes.test.ts',
        '-t',
        pattern,
      ]);
      expect(result.status, result.output).toBe(0);
      for (const file of generated) expect(result.output, file).toContain(file);
    },
    20 * MINUTE,
  );
});
