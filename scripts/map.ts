/**
 * The newcomer's map (`docs/map.md`): each page of the console with its route and file, the operations its code
 * calls, the server files that handle them and the repositories those handlers use; then the operations no page
 * calls. Read from the code itself, so it cannot drift: `npm run gen:map` writes it, and `scripts/map.test.ts`
 * fails while the file differs from {@link renderMap}.
 *
 * - Pages: the entries of the registry (`src/pages.tsx`), their routes from `src/paths.ts`.
 * - Page → operations: from the page's component, the walk follows what its code names (components, hooks,
 *   helpers; lazily imported modules too) through `src/`, but not into the console's frame (`src/layout/`,
 *   `src/authProvider/`, the terms gate, `App.tsx`, `main.tsx`, `boot.ts`), whose calls are listed once in a
 *   row of their own. A data provider method called on `dataProvider` or `dp` (`dataProvider.listDriveAccounts(…)`;
 *   react-admin's `useGetList` for `getList`; a method name passed as a string to a hook that picks the method,
 *   `useUserSection('getUserDomains', id)`) leads to the method in `src/dataProvider/`; a typed client call (`api.GET('/v2/drives/accounts')`,
 *   `uploadRaw('/v2/profilepicture')`) or an address the page uses (`/v2/public/blobs/${id}` as an image) is an
 *   operation of the contract (`openapi/dist/openapi.json`) by its path and method. A call whose address is not
 *   written in the code (`fetch(url)`) is listed as not resolved, not guessed.
 * - Operation → handler: the handler maps of `server/routes/` (object literals typed `HandlerMap`), by operationId.
 * - Handler → repositories: the repositories (`app.repos.users`, `repos.audit`, `createRepositories(tx).…`) the
 *   handler's code names, in its file and in the helpers it uses from its own area folder.
 *
 * The console side is read by `map-console.ts`, the server side by `map-server.ts`; this file joins and renders.
 */
import { fileURLToPath } from 'node:url';
import { COLLECTIONS } from '../common/api/collections.ts';
import { SourceGraph, SymbolWalker, symbolKey } from './source-graph.ts';
import {
  consoleReader,
  isRegistryFile,
  readPages,
  readProviderMethods,
  shown,
  type ConsoleFact,
} from './map-console.ts';
import { readHandlers, readOperations, type Handler, type Operation } from './map-server.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The console's frame: the shells, header, sidebar, menus and session. */
const FRAME_FILES = ['src/App.tsx', 'src/main.tsx', 'src/boot.ts'];
const FRAME_FOLDERS = ['src/layout/', 'src/authProvider/', 'src/owner/terms/'];
const inFrame = (file: string) =>
  FRAME_FILES.includes(file) || FRAME_FOLDERS.some((dir) => file.startsWith(dir));

interface Row {
  page: string;
  /** What the page column adds to the id (the collections a generic page shows). */
  detail?: string;
  route: string;
  files: { file: string; name: string }[];
  operations: string[];
  notes: string[];
}

export interface SiteMap {
  operations: Operation[];
  handlers: Map<string, Handler>;
  frame: Row;
  groups: { title: string; rows: Row[] }[];
}

/** Reads the code, the contract and the handler maps into the map's rows. */
export function buildMap(root = ROOT): SiteMap {
  const graph = new SourceGraph(root);
  const operations = readOperations(root);
  const handlers = readHandlers(graph);
  const { methods, holders } = readProviderMethods(graph);
  const walker = new SymbolWalker(graph, consoleReader(graph, operations, methods));
  const pages = readPages(graph);
  const elementKeys = new Set(
    pages.flatMap((page) => page.elements.flatMap((e) => (e.ref ? [symbolKey(e.ref)] : []))),
  );

  const row = (
    page: string,
    route: string,
    files: Row['files'],
    facts: ConsoleFact[],
    notes: string[],
  ): Row => {
    const short = (file: string) => file.replace(/^src\//, '');
    const named = facts.some((f) => f.kind === 'named method');
    return {
      page,
      route,
      files,
      operations: [...new Set(facts.flatMap((f) => (f.kind === 'operation' ? [f.id] : [])))].sort(),
      notes: [
        ...notes,
        ...new Set(
          facts.flatMap((f) =>
            f.kind === 'unresolved' || (f.kind === 'dynamic' && !named)
              ? [`not resolved: \`${f.text}\` in ${short(f.file)}`]
              : f.kind === 'outside'
                ? [`not in the contract: \`${shown(f.address)}\` in ${short(f.file)}`]
                : [],
          ),
        ),
      ],
    };
  };

  // The frame: everything the shells reach, short of the pages' own code.
  const frameRoots = FRAME_FILES.flatMap((file) => graph.fileSymbol(file) ?? []);
  const frameWalk = walker.walk(
    frameRoots,
    (ref) =>
      ref.file.startsWith('src/') &&
      !isRegistryFile(ref.file) &&
      !holders.has(symbolKey(ref)) &&
      !elementKeys.has(symbolKey(ref)),
  );
  const frame = row(
    'the console’s frame',
    'every page',
    [...FRAME_FILES, ...FRAME_FOLDERS].map((file) => ({ file, name: '' })),
    frameWalk.facts,
    [],
  );

  const pageRows = pages.map((page) => {
    const roots = page.elements.flatMap((e) => (e.ref ? [e.ref] : []));
    const { facts } = walker.walk(
      roots,
      (ref) =>
        ref.file.startsWith('src/') &&
        !inFrame(ref.file) &&
        !isRegistryFile(ref.file) &&
        !holders.has(symbolKey(ref)),
    );
    const missing = page.elements.filter((e) => !e.ref).map((e) => `element not resolved: \`${e.name}\``);
    return {
      access: page.access,
      id: page.id,
      row: {
        ...row(page.id, page.route, page.elements, facts, [...(page.note ? [page.note] : []), ...missing]),
        ...(page.detail && { detail: page.detail }),
      },
    };
  });
  const group = (title: string, test: (page: { access: string; id: string }) => boolean) => ({
    title,
    rows: pageRows.filter(test).map((page) => page.row),
  });
  return {
    operations,
    handlers,
    frame,
    groups: [
      group('Pages of users', (p) => p.access !== 'staff' && !p.id.startsWith('domain.')),
      group('Pages of a metaverse', (p) => p.access !== 'staff' && p.id.startsWith('domain.')),
      group('Staff pages', (p) => p.access === 'staff'),
    ],
  };
}

const cell = (items: string[]) => (items.length > 0 ? items.join(', ') : '—').replaceAll('|', '\\|');
const code = (text: string) => `\`${text}\``;
const link = (file: string, text = file.replace(/^(src|server\/routes)\//, '')) => `[${text}](../${file})`;

function renderRow(row: Row, handlers: Map<string, Handler>): string {
  const handled = row.operations.flatMap((op) => handlers.get(op) ?? []);
  const files = row.files.map((f) => {
    const base = f.file.replace(/^.*\//, '').replace(/\.tsx?$/, '');
    return f.name && f.name !== base && f.name !== 'default' ? `${link(f.file)} (${f.name})` : link(f.file);
  });
  const unhandled = row.operations.filter((op) => !handlers.has(op)).map((op) => `no handler: ${code(op)}`);
  return `| ${[
    row.detail ? `${code(row.page)} (${row.detail})` : code(row.page),
    row.route.split(', ').map(code).join(', '),
    cell(files),
    cell([...row.operations.map(code), ...row.notes, ...unhandled]),
    cell([...new Set(handled.map((h) => h.file))].sort().map((file) => link(file))),
    cell([...new Set(handled.flatMap((h) => h.repositories))].sort().map(code)),
  ].join(' | ')} |`;
}

const HEADER = [
  '| Page | Route | File | Operations | Handlers | Repositories |',
  '| ---- | ----- | ---- | ---------- | -------- | ------------ |',
];

/** `docs/map.md`, from the map read now (or from `map`). */
export function renderMap(map: SiteMap = buildMap()): string {
  const rows = [map.frame, ...map.groups.flatMap((g) => g.rows)];
  const called = new Set(rows.flatMap((row) => row.operations));
  const fromPages = new Set(map.groups.flatMap((g) => g.rows.flatMap((row) => row.operations)));
  const uncalled = map.operations.filter((op) => !called.has(op.id));
  const unresolved = rows.filter((row) => row.notes.some((note) => note.startsWith('not resolved')));
  const pageCount = map.groups.reduce((sum, g) => sum + g.rows.length, 0);
  const lines = [
    '# Map: pages, operations, handlers, repositories',
    '',
    '<!-- Generated by `npm run gen:map` (scripts/map.ts); do not edit. scripts/map.test.ts fails while it is out of date. -->',
    '',
    'Where a page of the console gets its data, down to the server: the page (its id in the registry,',
    '[`src/pages.tsx`](../src/pages.tsx)), its route ([`src/paths.ts`](../src/paths.ts)) and file, the operations of',
    'the contract its code calls, the files of `server/routes/` that handle them, and the repositories those handlers',
    'use. It is read from the code by [`scripts/map.ts`](../scripts/map.ts), which says how; in short:',
    '',
    '- a page’s operations are those its own code reaches: its component and the components, hooks and helpers it',
    '  uses in `src/` (lazily loaded ones too), the data provider methods they call and the addresses they use',
    '  (an image’s `/v2/public/blobs/…`); what the frame calls (the shells, header, sidebar, menus, session and',
    `  terms gate: ${[...FRAME_FOLDERS, ...FRAME_FILES].map((f) => code(f.replace(/^src\//, ''))).join(', ')}) is in the`,
    '  first row only;',
    '- a call whose address is not in the code is listed as not resolved, and an address that is no operation of',
    '  the contract (a WebSocket) as not in the contract;',
    '- a handler’s repositories are those its code names (`app.repos.users`, `repos.audit`), in its file and the',
    '  helpers it uses from its own area folder; repositories reached through providers are not listed.',
    '',
    `${pageCount} rows: the registry’s pages, its ${COLLECTIONS.length} staff collections in one row. Of the`,
    `contract’s ${map.operations.length} operations, ${fromPages.size} are called from pages,`,
    `${called.size - fromPages.size} more only from the frame, and ${uncalled.length} from no page (last table).`,
    `Rows holding a call that is not resolved: ${unresolved.length}.`,
    '',
    '## The console’s frame',
    '',
    ...HEADER,
    renderRow(map.frame, map.handlers),
    ...map.groups.flatMap((g) => [
      '',
      `## ${g.title}`,
      '',
      ...HEADER,
      ...g.rows.map((r) => renderRow(r, map.handlers)),
    ]),
    '',
    '## Operations no page calls',
    '',
    'Called by the VR clients, other services, links the server sends, or staff tools not in the console yet.',
    '',
    '| Operation | Method and path | Handler | Repositories |',
    '| --------- | --------------- | ------- | ------------ |',
    ...uncalled.map((op) => {
      const handler = map.handlers.get(op.id);
      return `| ${[
        code(op.id),
        code(`${op.method} ${op.path}`),
        handler ? link(handler.file) : 'no handler',
        cell((handler?.repositories ?? []).map(code)),
      ].join(' | ')} |`;
    }),
    '',
  ];
  return lines.join('\n');
}
