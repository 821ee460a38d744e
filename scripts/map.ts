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
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { COLLECTIONS } from '../common/api/collections.ts';
import { routes } from '../src/paths.ts';
import {
  isReference,
  SourceGraph,
  SymbolWalker,
  symbolKey,
  type Module,
  type SymbolRef,
} from './source-graph.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PAGES_FILE = 'src/pages.tsx';
const DATA_PROVIDER = 'src/dataProvider/';
const HANDLERS = 'server/routes/';
const CONTRACT = 'openapi/dist/openapi.json';

/** The console's frame: the shells, header, sidebar, menus and session. */
const FRAME_FILES = ['src/App.tsx', 'src/main.tsx', 'src/boot.ts'];
const FRAME_FOLDERS = ['src/layout/', 'src/authProvider/', 'src/custom/terms/'];
const inFrame = (file: string) =>
  FRAME_FILES.includes(file) || FRAME_FOLDERS.some((dir) => file.startsWith(dir));

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** react-admin's hooks, by the data provider method they call. */
const REACT_ADMIN_HOOKS: Record<string, string> = {
  useGetList: 'getList',
  useInfiniteGetList: 'getList',
  useListController: 'getList',
  useGetOne: 'getOne',
  useShowController: 'getOne',
  useEditController: 'getOne',
  useGetMany: 'getMany',
  useGetManyReference: 'getManyReference',
  useCreate: 'create',
  useUpdate: 'update',
  useUpdateMany: 'updateMany',
  useDelete: 'delete',
  useDeleteMany: 'deleteMany',
};
/** How the console names the data provider where it calls a method (`dataProvider.x(…)`, `dp.x(…)`). */
const PROVIDER_NAME = /^(dataProvider|dp)$/;

interface Operation {
  id: string;
  method: string;
  path: string;
  pattern: RegExp;
  /** Characters of the path outside its parameters: the more, the more specific. */
  literal: number;
}

interface Handler {
  file: string;
  repositories: string[];
}

type ConsoleFact =
  | { kind: 'operation'; id: string }
  /** A method named in a string the code passes on (`useUserSection('getUserDomains', id)`). */
  | { kind: 'named method' }
  /** A method chosen at run time (`dataProvider[method](…)`): resolved by the names passed, if any. */
  | { kind: 'dynamic'; text: string; file: string }
  | { kind: 'unresolved'; text: string; file: string }
  | { kind: 'outside'; address: string; file: string };

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

function readOperations(root: string): Operation[] {
  const doc = JSON.parse(readFileSync(`${root}/${CONTRACT}`, 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const id = item[method]?.operationId;
      if (!id) return [];
      const source = path
        .split(/\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
        .join('[^/]+');
      return [
        {
          id,
          method: method.toUpperCase(),
          path,
          pattern: new RegExp(`^${source}$`),
          literal: path.replace(/\{[^}]+\}/g, '').length,
        },
      ];
    }),
  );
}

/** The operation an address (or a path template) reaches with `method`: the most specific path it fits. */
function operationAt(operations: Operation[], method: string, address: string): Operation | undefined {
  return operations
    .filter((op) => op.method === method && (op.path === address || op.pattern.test(address)))
    .sort((a, b) => Number(b.path === address) - Number(a.path === address) || b.literal - a.literal)[0];
}

const PLACEHOLDER = '\u0001';

/** The text of a string or template literal, `${…}` parts as a placeholder; undefined for anything else. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => PLACEHOLDER + span.literal.text).join('');
  }
  return undefined;
}

/** The path part of a literal address: no query or fragment; text joined on with `+` is a placeholder. */
function addressPath(node: ts.Node, text: string): string {
  const joined =
    ts.isBinaryExpression(node.parent) &&
    node.parent.operatorToken.kind === ts.SyntaxKind.PlusToken &&
    node.parent.left === node
      ? text + PLACEHOLDER
      : text;
  return joined.split(/[?#]/)[0];
}

const shown = (text: string) => text.replaceAll(PLACEHOLDER, '…');
const excerpt = (node: ts.Node) => {
  const text = node.getText().replace(/\s+/g, ' ');
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
};

/** The data provider's methods by name: each a property of an object spread into the provider (`driveMethods`). */
function readProviderMethods(graph: SourceGraph): { methods: Map<string, SymbolRef>; holders: Set<string> } {
  const methods = new Map<string, SymbolRef>();
  const holders = new Set<string>();
  const files = readdirSync(`${graph.root}/${DATA_PROVIDER}`)
    .sort()
    .filter((name) => /\.ts$/.test(name) && !/\.(queries|test)\.ts$/.test(name))
    .map((name) => DATA_PROVIDER + name);
  for (const file of files) {
    const module = graph.module(file);
    for (const [name, nodes] of module?.declarations ?? []) {
      const isHolder =
        name.endsWith('Methods') || (file.endsWith('/index.ts') && ['custom', 'dataProvider'].includes(name));
      const declaration = nodes[0];
      if (!isHolder || !ts.isVariableDeclaration(declaration) || !declaration.initializer) continue;
      const object = unwrap(declaration.initializer);
      if (!ts.isObjectLiteralExpression(object)) continue;
      holders.add(symbolKey({ file, name }));
      for (const property of object.properties) {
        if (ts.isSpreadAssignment(property) || !property.name) continue;
        const method = property.name.getText();
        if (!methods.has(method)) methods.set(method, { file, name: `${name}.${method}`, nodes: [property] });
      }
    }
  }
  return { methods, holders };
}

function unwrap(node: ts.Expression): ts.Expression {
  while (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) {
    node = node.expression;
  }
  return node;
}

/** Reads the console's code: operations called and addresses used, data provider methods, unresolved calls. */
function consoleReader(
  graph: SourceGraph,
  operations: Operation[],
  methods: Map<string, SymbolRef>,
): (node: ts.Node, module: Module) => { facts?: ConsoleFact[]; uses?: SymbolRef[] } | undefined {
  const consumed = new WeakSet<ts.Node>();
  const addressRoots = [
    '/v2/',
    ...new Set(operations.filter((op) => !op.path.startsWith('/v2/')).map((op) => op.path)),
  ];
  const call = (arg: ts.Expression, method: string, module: Module, callee: string): ConsoleFact => {
    consumed.add(arg);
    const text = literalText(arg);
    const found = text === undefined ? undefined : operationAt(operations, method, addressPath(arg, text));
    if (found) return { kind: 'operation', id: found.id };
    return { kind: 'unresolved', text: `${callee}(${excerpt(arg)})`, file: module.file };
  };
  return (node, module) => {
    if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const callee = node.expression;
      const first = node.arguments[0];
      if (
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'api' &&
        HTTP_METHODS.includes(callee.name.text.toLowerCase())
      ) {
        return { facts: [call(first, callee.name.text, module, `api.${callee.name.text}`)] };
      }
      if (ts.isIdentifier(callee) && callee.text === 'uploadRaw') {
        return { facts: [call(first, 'POST', module, 'uploadRaw')] };
      }
      if (ts.isIdentifier(callee) && callee.text === 'fetch' && literalText(first) === undefined) {
        if (graph.local(module.file, 'fetch')) return undefined;
        return { facts: [{ kind: 'unresolved', text: `fetch(${excerpt(first)})`, file: module.file }] };
      }
    }
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      const name = node.name.text;
      const providerLike = PROVIDER_NAME.test(node.expression.text);
      const method = methods.get(name);
      if (providerLike && method) return { uses: [method] };
      if (providerLike && ts.isCallExpression(node.parent) && node.parent.expression === node) {
        return { facts: [{ kind: 'unresolved', text: `${excerpt(node)}(…)`, file: module.file }] };
      }
    }
    if (
      ts.isElementAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      PROVIDER_NAME.test(node.expression.text)
    ) {
      return { facts: [{ kind: 'dynamic', text: excerpt(node), file: module.file }] };
    }
    if (
      ts.isStringLiteral(node) &&
      ts.isCallExpression(node.parent) &&
      node.parent.arguments.includes(node)
    ) {
      const method = methods.get(node.text);
      if (method) return { facts: [{ kind: 'named method' }], uses: [method] };
    }
    if (ts.isIdentifier(node) && isReference(node)) {
      const target = graph.local(module.file, node.text);
      const base =
        target?.kind === 'package' && target.module === 'react-admin' && REACT_ADMIN_HOOKS[target.name];
      const method = base && methods.get(base);
      return method ? { uses: [method] } : undefined;
    }
    const text = literalText(node);
    if (text !== undefined && !consumed.has(node) && addressRoots.some((root) => text.startsWith(root))) {
      if (text === '/v2/' || ts.isPropertyAssignment(node.parent)) return undefined;
      const address = addressPath(node, text);
      const found = operationAt(operations, 'GET', address);
      return {
        facts: [
          found ? { kind: 'operation', id: found.id } : { kind: 'outside', address, file: module.file },
        ],
      };
    }
    return undefined;
  };
}

/** The files under `dir` (relative to the root), recursively. */
function filesUnder(root: string, dir: string): string[] {
  return readdirSync(`${root}/${dir}`, { recursive: true, encoding: 'utf8' })
    .map((name) => dir + name.split('\\').join('/'))
    .sort();
}

/** The handler of every operation (the map entry's code) and the map variables themselves. */
function readHandlerMaps(graph: SourceGraph): {
  entries: Map<string, { file: string; node: ts.Node }>;
  maps: Set<string>;
} {
  const entries = new Map<string, { file: string; node: ts.Node }>();
  const maps = new Set<string>();
  const files = filesUnder(graph.root, HANDLERS).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  for (const file of files) {
    const module = graph.module(file);
    if (!module) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isObjectLiteralExpression(node) && isHandlerMap(node)) {
        const holder = ts.isVariableDeclaration(node.parent) ? node.parent : node.parent.parent;
        if (ts.isVariableDeclaration(holder) && ts.isIdentifier(holder.name)) {
          maps.add(symbolKey({ file, name: holder.name.text }));
        }
        for (const property of node.properties) {
          if (ts.isSpreadAssignment(property) || !property.name) continue;
          entries.set(property.name.getText(), { file: handlerFile(graph, file, property), node: property });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(module.source);
  }
  return { entries, maps };
}

function isHandlerMap(node: ts.ObjectLiteralExpression): boolean {
  const parent = node.parent;
  if (ts.isSatisfiesExpression(parent)) return parent.type.getText() === 'HandlerMap';
  return ts.isVariableDeclaration(parent) && parent.type?.getText() === 'HandlerMap';
}

/** The file holding a handler's code: the map's, or where the function it names is declared. */
function handlerFile(graph: SourceGraph, file: string, property: ts.ObjectLiteralElementLike): string {
  const value = ts.isShorthandPropertyAssignment(property)
    ? property.name
    : ts.isPropertyAssignment(property)
      ? property.initializer
      : undefined;
  if (!value || !ts.isIdentifier(value)) return file;
  const target = graph.local(file, value.text);
  return target?.kind === 'symbol' ? target.ref.file : file;
}

/** The repository names (`Repositories` in `server/repositories/index.ts`). */
function readRepositoryNames(graph: SourceGraph): Set<string> {
  const module = graph.module('server/repositories/index.ts');
  const names = new Set<string>();
  module?.source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'Repositories') {
      for (const member of node.members) if (member.name) names.add(member.name.getText());
    }
  });
  return names;
}

/** Reads the repositories a handler's code names. */
function repositoryReader(
  names: Set<string>,
): (node: ts.Node, module: Module) => { facts?: string[] } | undefined {
  const perFile = new Map<string, Set<string>>();
  /** Variables and parameters holding a set of repositories in a file (`const repos = createRepositories(tx)`). */
  const holders = (module: Module): Set<string> => {
    let found = perFile.get(module.file);
    if (found) return found;
    found = new Set(['repos']);
    const visit = (node: ts.Node): void => {
      if (
        (ts.isVariableDeclaration(node) && node.initializer && isCreateRepositories(node.initializer)) ||
        (ts.isParameter(node) && node.type?.getText() === 'Repositories')
      ) {
        if (ts.isIdentifier(node.name)) (found as Set<string>).add(node.name.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(module.source);
    perFile.set(module.file, found);
    return found;
  };
  const isCreateRepositories = (node: ts.Expression) =>
    ts.isCallExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'createRepositories';
  const holdsRepositories = (node: ts.Expression, module: Module): boolean =>
    (ts.isIdentifier(node) && holders(module).has(node.text)) ||
    (ts.isPropertyAccessExpression(node) && node.name.text === 'repos') ||
    isCreateRepositories(node);
  return (node, module) => {
    if (
      ts.isPropertyAccessExpression(node) &&
      names.has(node.name.text) &&
      holdsRepositories(node.expression, module)
    ) {
      return { facts: [node.name.text] };
    }
    if (
      ts.isVariableDeclaration(node) &&
      ts.isObjectBindingPattern(node.name) &&
      node.initializer &&
      holdsRepositories(node.initializer, module)
    ) {
      const bound = node.name.elements.map((element) => (element.propertyName ?? element.name).getText());
      return { facts: bound.filter((name) => names.has(name)) };
    }
    return undefined;
  };
}

/** The folder of a handler's area (`server/routes/drives/`), or the file itself when it is not in one. */
function areaOf(file: string): string {
  const [area, ...rest] = file.slice(HANDLERS.length).split('/');
  return rest.length > 0 ? `${HANDLERS}${area}/` : file;
}

function readHandlers(graph: SourceGraph): Map<string, Handler> {
  const { entries, maps } = readHandlerMaps(graph);
  const walker = new SymbolWalker(graph, repositoryReader(readRepositoryNames(graph)));
  const handlers = new Map<string, Handler>();
  for (const [operation, entry] of entries) {
    const area = areaOf(entry.file);
    const root: SymbolRef = { file: entry.file, name: `handler:${operation}`, nodes: [entry.node] };
    const { facts } = walker.walk([root], (ref) => ref.file.startsWith(area) && !maps.has(symbolKey(ref)));
    handlers.set(operation, { file: entry.file, repositories: [...new Set(facts)].sort() });
  }
  return handlers;
}

interface PageEntry {
  id: string;
  route: string;
  access: string;
  elements: { file: string; name: string; ref?: SymbolRef }[];
  detail?: string;
  note?: string;
}

/** The registry's entries, read from the `PAGES` array of `src/pages.tsx`. */
function readPages(graph: SourceGraph): PageEntry[] {
  const module = graph.module(PAGES_FILE);
  const declaration = module?.declarations.get('PAGES')?.[0];
  if (!declaration || !ts.isVariableDeclaration(declaration) || !declaration.initializer) {
    throw new Error(`${PAGES_FILE} has no PAGES array`);
  }
  const list = unwrap(declaration.initializer);
  if (!ts.isArrayLiteralExpression(list)) throw new Error(`${PAGES_FILE}: PAGES is not an array literal`);
  const element = (expression: ts.Expression): PageEntry['elements'][number] => {
    if (ts.isIdentifier(expression)) {
      const target = graph.local(PAGES_FILE, expression.text);
      if (target?.kind === 'symbol') return { file: target.ref.file, name: target.ref.name, ref: target.ref };
    }
    if (ts.isCallExpression(expression) && expression.getChildCount() > 0) {
      const [loader, exported] = expression.arguments;
      const spec = loaderModule(loader);
      const file = spec && graph.resolve(PAGES_FILE, spec);
      if (file && exported && ts.isStringLiteral(exported)) {
        const target = graph.exported(file, exported.text);
        return { file, name: exported.text, ...(target?.kind === 'symbol' && { ref: target.ref }) };
      }
    }
    return { file: PAGES_FILE, name: excerpt(expression) };
  };
  const loaderModule = (loader: ts.Expression | undefined): string | undefined => {
    if (loader && ts.isIdentifier(loader)) {
      const local = module?.declarations.get(loader.text)?.[0];
      return local && ts.isVariableDeclaration(local) && local.initializer
        ? loaderModule(local.initializer)
        : undefined;
    }
    if (loader && ts.isArrowFunction(loader) && ts.isCallExpression(loader.body)) {
      const [spec] = loader.body.arguments;
      return loader.body.expression.kind === ts.SyntaxKind.ImportKeyword && spec && ts.isStringLiteral(spec)
        ? spec.text
        : undefined;
    }
    return undefined;
  };
  const routeOf = (expression: ts.Expression): string => {
    if (ts.isStringLiteral(expression)) return expression.text;
    if (ts.isPropertyAccessExpression(expression) && expression.expression.getText() === 'routes') {
      const route = (routes as Record<string, string>)[expression.name.text];
      if (route) return route;
    }
    return excerpt(expression);
  };
  return list.elements.map((item): PageEntry => {
    if (ts.isSpreadElement(item) && item.expression.getText().includes('COLLECTIONS')) {
      const elements = module?.declarations.get('COLLECTION_ELEMENTS')?.[0];
      const object =
        elements &&
        ts.isVariableDeclaration(elements) &&
        elements.initializer &&
        unwrap(elements.initializer);
      const parts =
        object && ts.isObjectLiteralExpression(object)
          ? object.properties.flatMap((p) => (ts.isPropertyAssignment(p) ? [element(p.initializer)] : []))
          : [];
      return {
        id: 'collection.*',
        route: '/admin/:collection, /admin/:collection/:id',
        access: 'staff',
        elements: parts,
        detail: COLLECTIONS.join(', '),
      };
    }
    if (!ts.isObjectLiteralExpression(item)) {
      return { id: excerpt(item), route: '', access: '', elements: [], note: 'not read by the map' };
    }
    const value = (name: string) =>
      item.properties.find(
        (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === name,
      )?.initializer;
    const text = (name: string) => {
      const found = value(name);
      return found && ts.isStringLiteral(found) ? found.text : '';
    };
    const path = value('path');
    const shownElement = value('element');
    return {
      id: text('id'),
      route: path ? routeOf(path) : '',
      access: text('access'),
      elements: shownElement ? [element(shownElement)] : [],
      ...(text('kind') === 'planned' && { note: 'planned: not built yet' }),
    };
  });
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
      ref.file !== PAGES_FILE &&
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
        ref.file !== PAGES_FILE &&
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
