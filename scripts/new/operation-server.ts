/**
 * The server part of `npm run new -- operation`: the handler in its area's map, its API test and its entry in
 * the access matrices.
 */
import { isAdminAreaPermission } from '../../common/permission-rules.ts';
import { Refusal, type OperationArgs } from './args.ts';
import { AnchorMissing, type Changes } from './changes.ts';
import {
  appendTo,
  arrayLiteral,
  ensureImport,
  exportedConsts,
  hasName,
  objectLiteral,
  parse,
  propertyNames,
} from './ts-edit.ts';
import { HAS_BODY, operationNames } from './operation-contract.ts';

/** The handler's code: typed from the contract, reading the caller (and the metaverse), answering the schema. */
function handler(args: OperationArgs): string {
  const { access } = args;
  const body = HAS_BODY.has(args.method);
  // Who called, and what they sent: every value read is used, and the reply stays within its maxLength.
  const parts = [
    ...(access.mode === 'public'
      ? [args.params.length > 0 ? `\${request.params.${args.params[0]}}` : args.operationId]
      : ['${user.id}']),
    ...(access.mode === 'role' ? [' in ${domain.id}'] : []),
    ...(body ? [': ${request.body.message}'] : []),
  ];
  const usesRequest = access.mode !== 'public' || body || args.params.length > 0;
  const lines = [
    `  /** ${args.summary} */`,
    `  async ${args.operationId}(${usesRequest ? 'request' : ''}) {`,
  ];
  if (access.mode !== 'public') lines.push('    const user = signedInUser(request);');
  if (access.mode === 'role') lines.push('    const { domain } = grantedDomain(request);');
  lines.push(
    '    // To do: the rules of the specification, the data through a repository (request.server.repos), the real reply.',
  );
  const message =
    parts.length === 1 && /^\$\{[^}]+\}$/.test(parts[0]) ? parts[0].slice(2, -1) : `\`${parts.join('')}\``;
  lines.push(`    return { message: ${message} };`, '  }');
  return lines.join('\n');
}

export function server(changes: Changes, args: OperationArgs): void {
  const n = operationNames(args);
  const index = `${n.routeFolder}/index.ts`;
  const imports = (text: string) => {
    let out = text;
    if (args.access.mode !== 'public')
      out = ensureImport(out, index, '../../plugins/auth.ts', ['signedInUser']);
    if (args.access.mode === 'role')
      out = ensureImport(out, index, '../../authz/index.ts', ['grantedDomain']);
    return out;
  };
  if (changes.exists(index)) {
    const source = parse(changes.read(index), index);
    const maps = exportedConsts(source, /Handlers$/).filter((name) => {
      try {
        objectLiteral(source, name);
        return true;
      } catch {
        return false;
      }
    });
    if (maps.length === 0)
      throw new AnchorMissing(
        `${index} exports no handler map (\`export const …Handlers = { … } satisfies HandlerMap\`): add the handler to the area's map by hand.`,
      );
    if (propertyNames(objectLiteral(source, maps[0])).includes(args.operationId))
      throw new Refusal(`${index} already has a handler ${args.operationId}.`);
    changes.edit(index, (text) =>
      imports(appendTo(text, objectLiteral(parse(text, index), maps[0]), handler(args))),
    );
    return;
  }
  const registry = 'server/routes/index.ts';
  if (hasName(parse(changes.read(registry), registry), n.handlers))
    throw new Refusal(`${registry} already has a ${n.handlers}.`);
  changes.create(
    index,
    imports(
      [
        `/** The ${args.area} operations (to do: the specification's section they implement). */`,
        "import type { HandlerMap } from '../types.ts';",
        '',
        `export const ${n.handlers} = {`,
        `${handler(args)},`,
        '} satisfies HandlerMap;',
        '',
      ].join('\n'),
    ),
  );
  changes.edit(registry, (text) => {
    const out = ensureImport(text, registry, `./${args.area}/index.ts`, [n.handlers]);
    return appendTo(out, arrayLiteral(parse(out, registry), 'areas'), n.handlers);
  });
}

/** The values the API test calls with: the demo metaverse, a sample for other parameters. */
function callInput(args: OperationArgs, body: string): string {
  const parts: string[] = [];
  if (args.params.length > 0) parts.push('path');
  if (HAS_BODY.has(args.method)) parts.push(body);
  return parts.join(', ');
}

/** The API test: success for the least caller, 401 without a session, 403 below, 400 for a bad body. */
export function apiTestFile(args: OperationArgs): string {
  const { access } = args;
  const op = args.operationId;
  const hasBody = HAS_BODY.has(args.method);
  const input = (extra: string) => {
    const fields = [callInput(args, 'body'), extra].filter((part) => part !== '').join(', ');
    return `{ ${fields} }`;
  };
  const roles = new Set<string>();
  const tests: string[] = [];
  const pathValues = args.params.map((p) => `${p}: ${p === 'domain' ? "'demo-business'" : "'sample'"}`);
  const header = [
    `/**`,
    ` * ${op}, ${args.method} ${args.path}:`,
    ` * who may call it and the shape of its reply. To do: a test for each rule of the specification — bad input,`,
    ` * someone else's object, the empty and refused states.`,
    ` */`,
    "import { describe, expect, it } from 'vitest';",
    "import { apiTest } from '../api-test.ts';",
    '',
  ];
  let caller: string;
  if (access.mode === 'role') {
    const below = { member: null, host: 'member', manager: 'host', owner: 'manager' }[access.role];
    roles.add(access.role);
    if (below) roles.add(below);
    caller = `'${access.role}'`;
    tests.push(
      `  it('answers the ${access.role}', async () => {`,
      `    const reply = await api.op('${op}', ${input(`as: ${caller}`)}, 200);`,
      '    expect(reply.json.message).toEqual(expect.any(String));',
      '  });',
      '',
      below
        ? `  it('refuses ${below === 'member' ? 'a plain member' : `a ${below}`} with 403', async () => {\n    await api.op('${op}', ${input(`as: '${below}'`)}, 403);\n  });`
        : `  it('refuses a signed-in stranger with 403', async () => {\n    await api.op('${op}', ${input('as: await api.signup()')}, 403);\n  });`,
      '',
      `  it('answers 404 for an unknown metaverse', async () => {`,
      `    await api.op('${op}', ${input(`as: ${caller}`).replace('path', "path: { ...path, domain: 'no-such-metaverse' }")}, 404);`,
      '  });',
    );
  } else if (access.mode === 'permission') {
    roles.add('superuser');
    roles.add('member');
    const granted = isAdminAreaPermission(access.permission)
      ? `['administrator', '${access.permission}']`
      : `['${access.permission}']`;
    tests.push(
      `  it('answers a user holding just ${access.permission}', async () => {`,
      '    const account = await api.signup();',
      '    await api.op(',
      "      'setAdminUserPermissions',",
      `      { path: { id: account.id }, body: { permissions: ${granted} }, as: 'superuser' },`,
      '      200,',
      '    );',
      "    const holder = await api.login(String(account.user.email), 'a-long-password');",
      `    const reply = await api.op('${op}', ${input('as: holder')}, 200);`,
      '    expect(reply.json.message).toEqual(expect.any(String));',
      '  });',
      '',
      `  it('refuses a plain member with 403', async () => {`,
      `    await api.op('${op}', ${input("as: 'member'")}, 403);`,
      '  });',
    );
    caller = "'superuser'";
  } else if (access.mode === 'public') {
    caller = 'null';
    tests.push(
      `  it('answers anyone, without a session', async () => {`,
      `    const reply = await api.op('${op}', ${input('as: null')}, 200);`,
      '    expect(reply.json.message).toEqual(expect.any(String));',
      '  });',
    );
  } else {
    roles.add('member');
    caller = "'member'";
    tests.push(
      `  it('answers a signed-in user', async () => {`,
      `    const reply = await api.op('${op}', ${input("as: 'member'")}, 200);`,
      '    expect(reply.json.message).toEqual(expect.any(String));',
      '  });',
    );
  }
  if (access.mode !== 'public')
    tests.push(
      '',
      `  it('refuses a caller without a session with 401', async () => {`,
      `    await api.op('${op}', ${input('as: null')}, 401);`,
      '  });',
    );
  if (hasBody)
    tests.push(
      '',
      `  it('refuses a bad body with 400', async () => {`,
      `    await api.op('${op}', ${input(`as: ${caller}`).replace('body', "invalidBody: { message: '' }")}, 400);`,
      '  });',
    );
  const consts = [
    `const api = apiTest(${roles.size > 0 ? `{ roles: [${[...roles].map((r) => `'${r}'`).join(', ')}] }` : ''});`,
    ...(args.params.length > 0 ? [`const path = { ${pathValues.join(', ')} };`] : []),
    ...(hasBody ? ["const body = { message: 'Hello' };"] : []),
    '',
  ];
  return [...header, ...consts, `describe('${op}', () => {`, ...tests, '});', ''].join('\n');
}

const STAFF_MATRIX = 'server/test/routes/staff-access-matrix-rows.ts';
const OWNER_ROWS = 'server/test/routes/owner-access-matrix-rows-metaverse.ts';
const OWNER_COVERAGE = 'server/test/routes/owner-access-matrix-coverage.ts';

export function matrices(changes: Changes, args: OperationArgs, testFile: string): void {
  const { access } = args;
  const op = args.operationId;
  const staffArea = args.path.startsWith('/v2/admin/');
  if (access.mode === 'permission')
    changes.edit(STAFF_MATRIX, (text) =>
      appendTo(text, objectLiteral(parse(text, STAFF_MATRIX), 'MATRIX'), `  ${op}: '${access.permission}'`),
    );
  if (access.mode === 'signed-in' && staffArea)
    changes.edit(STAFF_MATRIX, (text) =>
      appendTo(text, arrayLiteral(parse(text, STAFF_MATRIX), 'SIGNED_IN'), `  '${op}'`),
    );
  if (access.mode === 'public' || staffArea) return;
  if (access.mode === 'role' && access.role !== 'host') {
    const path = args.params.map((p) => (p === 'domain' ? '...d(tg)' : `${p}: 'sample'`));
    const call = [
      `path: { ${path.join(', ')} }`,
      ...(HAS_BODY.has(args.method) ? ["body: { message: 'Hello' }"] : []),
    ];
    changes.edit(OWNER_ROWS, (text) =>
      appendTo(
        text,
        arrayLiteral(parse(text, OWNER_ROWS), 'METAVERSE_ROWS'),
        `  row('${op}')({ role: '${access.role}', call: (tg) => ({ ${call.join(', ')} }) })`,
      ),
    );
    return;
  }
  if (access.mode === 'signed-in') {
    changes.edit(OWNER_COVERAGE, (text) =>
      appendTo(text, arrayLiteral(parse(text, OWNER_COVERAGE), 'ACCOUNT_OPERATIONS'), `  '${op}'`),
    );
    changes.next.push(
      `${OWNER_COVERAGE}: ${op} is listed among ACCOUNT_OPERATIONS; add its row (someone else's object, bad input) to an owner-access-matrix-account*.test.ts table.`,
    );
    return;
  }
  // A host's operation (the matrix's roles are member, manager and owner) or a permission outside /v2/admin.
  const why =
    access.mode === 'role'
      ? "Hosts only (the matrix's roles are member, manager and owner)"
      : `The ${access.permission} permission, a row of the staff access matrix`;
  changes.edit(OWNER_COVERAGE, (text) =>
    appendTo(
      text,
      arrayLiteral(parse(text, OWNER_COVERAGE), 'EXCLUDED'),
      `  // ${why}: its own access tests\n  // are in ${testFile}.\n  '${op}'`,
    ),
  );
}
