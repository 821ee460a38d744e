/**
 * `npm run new -- operation …`: what "add an operation" of CONTRIBUTING.md lists — the contract's path item and
 * schemas, the handler in its area's map, its API test, its access-matrix entry, the console's typed method and
 * its hook — as compiling code whose reply satisfies the contract, for the newcomer to fill in.
 */
import { PERMISSIONS } from '../../common/permissions.ts';
import { checkPermission, type OperationArgs } from './args.ts';
import type { Changes } from './changes.ts';
import { contract, HAS_BODY, operationNames } from './operation-contract.ts';
import { hooks, methods } from './operation-console.ts';
import { matrices, server, apiTestFile } from './operation-server.ts';

/** Plans the whole change; nothing is written. */
export function planOperation(changes: Changes, args: OperationArgs): void {
  if (args.access.mode === 'permission')
    checkPermission(
      args.access.permission,
      PERMISSIONS.filter((p) => !p.deprecated).map((p) => p.name),
    );
  const n = operationNames(args);
  contract(changes, args);
  server(changes, args);
  changes.create(n.testFile, apiTestFile(args));
  matrices(changes, args, n.testFile);
  methods(changes, args);
  hooks(changes, args);
  const verb = args.method === 'GET' ? 'read' : 'change';
  changes.next.push(
    `${n.pathsFile}: the summary and description in the specification's words; ${n.schemasFile}: the real ${n.reply}${HAS_BODY.has(args.method) ? ` and ${n.request}` : ''} fields with their real limits (then npm run gen:api).`,
    `${n.routeFolder}/index.ts: ${args.operationId}'s rules, its data through a repository in server/repositories/ (no SQL in routes), the real reply; texts in the area's texts.ts.`,
    `${n.testFile}: a test for each rule (bad input, someone else's object).`,
    `${n.queriesFile}: ${n.hook(args.method === 'GET')} — use it from the page that ${verb}s this, then npm run gen:map.`,
  );
}
