/** The generators' pure parts: names, the command line and its refusals, and the edits, without writing a file. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkPermission, parseArgs, Refusal, splitArgs, type OperationArgs, type PageArgs } from './args.ts';
import { AnchorMissing, Changes } from './changes.ts';
import { camel, constant, kebab, pascal, title, words } from './names.ts';
import { pathItem, yamlString } from './operation-contract.ts';
import { apiTestFile } from './operation-server.ts';
import { planOperation } from './operation.ts';
import { builder, pageNames, planPage } from './pages.ts';
import { appendTo, ensureImport, objectLiteral, parse } from './ts-edit.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const operation = (...rest: string[]) => parseArgs(['operation', ...rest]) as OperationArgs;
const refusal = (argv: string[]) => {
  try {
    parseArgs(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(Refusal);
    return (error as Error).message;
  }
  throw new Error(`${argv.join(' ')} was not refused`);
};

describe('names', () => {
  it('spells a name in each case', () => {
    expect(words('getDomainNote')).toEqual(['get', 'domain', 'note']);
    expect(words('HTTPReply')).toEqual(['http', 'reply']);
    expect(kebab('getDomainNote')).toBe('get-domain-note');
    expect(pascal('domain-notes')).toBe('DomainNotes');
    expect(camel('domain-notes')).toBe('domainNotes');
    expect(camel('RedeemCodeReport')).toBe('redeemCodeReport');
    expect(constant('domain-notes')).toBe('DOMAIN_NOTES');
    expect(constant('adminEvents')).toBe('ADMIN_EVENTS');
  });

  it('writes titles users read, saying "metaverse" for "domain"', () => {
    expect(title('DomainNotes')).toBe('Metaverse notes');
    expect(title('RedeemCodeReport')).toBe('Redeem code report');
  });
});

describe('the command line', () => {
  it('reads an operation', () => {
    const args = operation(
      'domain-notes',
      'getDomainNote',
      'get',
      '/v2/domains/{domain}/notes/{noteId}',
      '--summary=The note.',
      '--role',
      'manager',
      '--no-gen',
    );
    expect(args).toMatchObject({
      area: 'domain-notes',
      method: 'GET',
      params: ['domain', 'noteId'],
      summary: 'The note.',
      access: { mode: 'role', role: 'manager' },
      gen: false,
    });
    expect(operation('notes', 'listNotes', 'GET', '/v2/notes', '--summary', 'x').access).toEqual({
      mode: 'signed-in',
    });
    expect(
      operation('n', 'getNote', 'GET', '/v2/admin/n', '--summary', 'x', '--signed-in', ' Players see it. ')
        .access,
    ).toEqual({ mode: 'signed-in', reason: 'Players see it.' });
    expect(
      operation('notes', 'listNotes', 'GET', '/v2/public/notes', '--summary', 'x', '--public').access,
    ).toEqual({
      mode: 'public',
    });
  });

  it('splits options and refuses unknown or empty ones', () => {
    expect(splitArgs(['a', '--label', 'Two words', '--domain']).values.label).toBe('Two words');
    expect(() => splitArgs(['--sumary', 'x'])).toThrow('Unknown option --sumary.');
    expect(() => splitArgs(['--summary'])).toThrow('--summary needs a value.');
    expect(() => splitArgs(['--role', '--public'])).toThrow('--role needs a value.');
    expect(() => splitArgs(['--domain=yes'])).toThrow('--domain takes no value.');
  });

  const base = ['operation', 'notes', 'getNote', 'GET', '/v2/notes', '--summary', 'x'];
  it.each([
    [['operation', 'Notes', 'getNote', 'GET', '/v2/notes', '--summary', 'x'], 'should be kebab-case'],
    [['operation', 'notes', 'GetNote', 'GET', '/v2/notes', '--summary', 'x'], 'should be camelCase'],
    [['operation', 'notes', 'getNote', 'FETCH', '/v2/notes', '--summary', 'x'], 'is not one of GET'],
    [['operation', 'notes', 'getNote', 'GET', 'v2/notes', '--summary', 'x'], 'is not an API path'],
    [
      ['operation', 'notes', 'getNote', 'GET', '/v2/notes/{a}x', '--summary', 'x'],
      'should be a whole parameter',
    ],
    [['operation', 'notes', 'getNote', 'GET', '/v2/notes'], '--summary "<text>" is required'],
    [['operation', 'notes', 'getNote', 'GET'], 'takes 4 arguments'],
    [[...base, '--role', 'manager'], '--role needs a metaverse in the path'],
    [[...base, '--role', 'viewer', '--public'], 'at most one of'],
    [
      ['operation', 'n', 'getNote', 'GET', '/v2/domains/{domain}/n', '--summary', 'x', '--role', 'boss'],
      'is not one of member',
    ],
    [
      ['operation', 'n', 'getNote', 'GET', '/v2/domains/{domain}/n', '--summary', 'x'],
      'must say who may call it',
    ],
    [['operation', 'n', 'getNote', 'GET', '/v2/admin/n', '--summary', 'x'], 'needs --permission'],
    [
      ['operation', 'n', 'getNote', 'GET', '/v2/notes', '--summary', 'x', '--signed-in', 'Players see it.'],
      '--signed-in is for a path under /v2/admin/',
    ],
    [
      ['operation', 'n', 'putNote', 'PUT', '/v2/admin/n', '--summary', 'x', '--signed-in', 'Players see it.'],
      '--signed-in goes with GET',
    ],
    [
      ['operation', 'n', 'getNote', 'GET', '/v2/admin/n', '--summary', 'x', '--signed-in', ' '],
      'needs its reason',
    ],
    [
      [
        'operation',
        'n',
        'getNote',
        'GET',
        '/v2/admin/n',
        '--summary',
        'x',
        '--signed-in',
        'Players see it.',
        '--permission',
        'developer',
      ],
      'at most one of',
    ],
    [
      [
        'operation',
        'n',
        'getNote',
        'GET',
        '/v2/admin/users/{id}/n',
        '--summary',
        'x',
        '--permission',
        'developer',
      ],
      'x-target-user',
    ],
    [[...base, '--label', 'x'], 'operation does not take --label'],
    [['owner-page', 'notes', 'notes', '/notes'], 'should be PascalCase'],
    [['owner-page', 'notes', 'Notes', '/admin/notes'], 'use staff-page'],
    [['owner-page', 'notes', 'Notes', '/notes', '--domain'], 'lives under /domains/:uri/'],
    [['owner-page', 'notes', 'Notes', '/domains/:uri/notes'], 'add --domain'],
    [['owner-page', 'notes', 'Notes', '/notes/:id?'], 'should be a whole parameter'],
    [['staff-page', 'notes', 'Notes', '/admin/notes'], 'needs --permission'],
    [
      ['staff-page', 'notes', 'Notes', '/notes', '--permission', 'developer'],
      'A staff page lives under /admin/',
    ],
    [
      ['staff-page', 'notes', 'Notes', '/admin/notes', '--permission', 'developer', '--domain'],
      'does not take --domain',
    ],
    [['page', 'notes'], 'Unknown kind page'],
  ])('refuses %j', (argv, message) => {
    expect(refusal(argv)).toContain(message);
  });

  it('refuses a permission the catalogue does not have', () => {
    expect(() => checkPermission('admin_everything', ['developer'])).toThrow(Refusal);
    expect(() => checkPermission('developer', ['developer'])).not.toThrow();
  });
});

describe('what an operation writes', () => {
  it('quotes a YAML scalar only when it must', () => {
    expect(yamlString('The note of a metaverse.')).toBe('The note of a metaverse.');
    expect(yamlString("Ours: a note's text")).toBe("'Ours: a note''s text'");
    expect(yamlString('yes')).toBe("'yes'");
  });

  it('declares the replies its access and input call for', () => {
    const pub = pathItem(
      operation('n', 'getNote', 'GET', '/v2/public/n', '--summary', 'x', '--public'),
      'getNote',
      'n',
    );
    expect(pub).toContain('x-public: true\n    security: []');
    expect(pub).not.toMatch(/'401'|'403'|'404'|'413'|'414'/);
    const staff = pathItem(
      operation('n', 'putNote', 'PUT', '/v2/admin/n/{id}', '--summary', 'x', '--permission', 'developer'),
      'putNote',
      'n',
    );
    for (const status of ['400', '401', '403', '404', '413', '414', '415', '431'])
      expect(staff).toContain(`'${status}':`);
    expect(staff).toContain('$ref: ../openapi.yaml#/components/schemas/PutNoteRequest');
    const open = pathItem(
      operation(
        'n',
        'getNote',
        'GET',
        '/v2/admin/n',
        '--summary',
        'x',
        '--signed-in',
        'Players see it: the note.',
      ),
      'getNote',
      'n',
    );
    expect(open).toContain("x-signed-in: 'Players see it: the note.'");
    expect(open).toContain("'401':");
    expect(open).not.toContain("'403':");
  });

  it('tests a staff operation as a user holding just its permission, with administrator for an admin one', () => {
    const test = apiTestFile(
      operation('n', 'putNote', 'PUT', '/v2/admin/n', '--summary', 'x', '--permission', 'admin_build'),
    );
    expect(test).toContain("permissions: ['administrator', 'admin_build']");
    expect(test).toContain("invalidBody: { message: '' }");
    expect(test).toContain('401');
  });

  it('refuses an operationId the contract has, writing nothing', () => {
    const changes = new Changes(ROOT);
    const args = operation(
      'redeem-codes',
      'listRedeemCodes',
      'GET',
      '/v2/admin/x',
      '--summary',
      'x',
      '--permission',
      'admin_redeem_codes',
    );
    expect(() => planOperation(changes, args)).toThrow('The operationId listRedeemCodes already exists');
    expect(changes.files()).toEqual([]);
  });

  it('refuses a path the contract has and a permission it does not know', () => {
    const taken = operation(
      'notes',
      'getNotesNow',
      'GET',
      '/v2/admin/redeemcodes',
      '--summary',
      'x',
      '--permission',
      'admin_redeem_codes',
    );
    expect(() => planOperation(new Changes(ROOT), taken)).toThrow(
      'The path /v2/admin/redeemcodes already exists',
    );
    const unknown = operation(
      'notes',
      'getNotesNow',
      'GET',
      '/v2/admin/notes',
      '--summary',
      'x',
      '--permission',
      'admin_notes',
    );
    expect(() => planOperation(new Changes(ROOT), unknown)).toThrow('is not in the catalogue');
  });
});

describe('what a page writes', () => {
  const page = (...argv: string[]) => parseArgs(argv) as PageArgs;

  it('names the page, its route and its builder', () => {
    const args = page('owner-page', 'domain-notes', 'DomainNotesPage', '/domains/:uri/notes/:id', '--domain');
    expect(pageNames(args)).toMatchObject({
      component: 'DomainNotesPage',
      routeKey: 'domainNotes',
      builder: 'paths.domain.notes',
      id: 'domain.notes',
      texts: 'DOMAIN_NOTES_TEXTS',
      journey: 'tests/e2e/domain-notes-domain-notes.spec.ts',
    });
    expect(builder(args)).toBe('(uri: string, id: string) => `${domain.home(uri)}/notes/${enc(id)}`');
    const staff = page('staff-page', 'notes', 'AdminNotes', '/admin/notes', '--permission', 'developer');
    expect(pageNames(staff)).toMatchObject({
      id: 'admin.notes',
      builder: 'paths.admin.notes',
      access: 'staff',
    });
    expect(builder(staff)).toBe('() => routes.adminNotes');
  });

  it('refuses a route the console has, writing nothing', () => {
    const changes = new Changes(ROOT);
    expect(() => planPage(changes, page('owner-page', 'notes', 'Notes', '/profile'))).toThrow(
      'the route /profile is already profile',
    );
    expect(changes.files()).toEqual([]);
    expect(existsSync(join(ROOT, 'src/owner/notes'))).toBe(false);
  });
});

describe('edits of TypeScript files', () => {
  const file = 'x.ts';
  it('adds to an import of the module, or a new import after the last', () => {
    const text =
      "/** A file. */\nimport { a } from './a';\nimport type { T } from './t';\n\nexport const x = a;\n";
    expect(ensureImport(text, file, './a', ['a', 'b'])).toContain("import { a, b } from './a';");
    expect(ensureImport(text, file, './t', ['U'], true)).toContain("import type { T, U } from './t';");
    expect(ensureImport(text, file, './c', ['c'])).toContain(
      "import type { T } from './t';\nimport { c } from './c';",
    );
    expect(ensureImport(text, file, './a', ['a'])).toBe(text);
  });

  it('adds an element after the last one, with or without a trailing comma', () => {
    for (const text of ['const o = { a: 1, b: 2 } as const;', 'const o = {\n  a: 1,\n  b: 2,\n};']) {
      const out = appendTo(text, objectLiteral(parse(text, file), 'o'), '  c: 3');
      expect(out.replace(/\s+/g, ' ')).toMatch(/a: 1, b: 2, c: 3, }/);
    }
  });

  it('fails loudly when what it edits is not there', () => {
    expect(() => objectLiteral(parse('const o = [];', file), 'o')).toThrow(AnchorMissing);
    expect(() => objectLiteral(parse('const p = {};', file), 'o')).toThrow(AnchorMissing);
  });
});
