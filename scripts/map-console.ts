/**
 * The console's side of the newcomer's map (`scripts/map.ts`): the registry's pages, and what a page's code
 * calls (operations of the contract, data provider methods, addresses), read with the source graph.
 */
import { readdirSync } from 'node:fs';
import ts from 'typescript';
import { COLLECTIONS } from '../common/api/collections.ts';
import { routes } from '../src/paths.ts';
import { isReference, symbolKey, type Module, type SourceGraph, type SymbolRef } from './source-graph.ts';
import { HTTP_METHODS, operationAt, type Operation } from './map-server.ts';

export const PAGES_FILE = 'src/pages.tsx';
const DATA_PROVIDER = 'src/dataProvider/';

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

export type ConsoleFact =
  | { kind: 'operation'; id: string }
  /** A method named in a string the code passes on (`useUserSection('getUserDomains', id)`). */
  | { kind: 'named method' }
  /** A method chosen at run time (`dataProvider[method](…)`): resolved by the names passed, if any. */
  | { kind: 'dynamic'; text: string; file: string }
  | { kind: 'unresolved'; text: string; file: string }
  | { kind: 'outside'; address: string; file: string };

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

export const shown = (text: string) => text.replaceAll(PLACEHOLDER, '…');
const excerpt = (node: ts.Node) => {
  const text = node.getText().replace(/\s+/g, ' ');
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
};

/** The data provider's methods by name: each a property of an object spread into the provider (`driveMethods`). */
export function readProviderMethods(graph: SourceGraph): {
  methods: Map<string, SymbolRef>;
  holders: Set<string>;
} {
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
export function consoleReader(
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

export interface PageEntry {
  id: string;
  route: string;
  access: string;
  elements: { file: string; name: string; ref?: SymbolRef }[];
  detail?: string;
  note?: string;
}

/** Whether a file is the page registry's: `src/pages.tsx` and the arrays it spreads from `src/registry/`. */
export const isRegistryFile = (file: string) => file === PAGES_FILE || file.startsWith('src/registry/');

/** The registry's entries, read from the `PAGES` array of `src/pages.tsx` and the arrays it spreads. */
export function readPages(graph: SourceGraph, file = PAGES_FILE, name = 'PAGES'): PageEntry[] {
  const module = graph.module(file);
  const declaration = module?.declarations.get(name)?.[0];
  if (!declaration || !ts.isVariableDeclaration(declaration) || !declaration.initializer) {
    throw new Error(`${file} has no ${name} array`);
  }
  const list = unwrap(declaration.initializer);
  if (!ts.isArrayLiteralExpression(list)) throw new Error(`${file}: ${name} is not an array literal`);
  const element = (expression: ts.Expression): PageEntry['elements'][number] => {
    if (ts.isIdentifier(expression)) {
      const target = graph.local(file, expression.text);
      if (target?.kind === 'symbol') return { file: target.ref.file, name: target.ref.name, ref: target.ref };
    }
    if (ts.isCallExpression(expression) && expression.getChildCount() > 0) {
      const [loader, exported] = expression.arguments;
      const spec = loaderModule(loader);
      const pageFile = spec && graph.resolve(file, spec);
      if (pageFile && exported && ts.isStringLiteral(exported)) {
        const target = graph.exported(pageFile, exported.text);
        return {
          file: pageFile,
          name: exported.text,
          ...(target?.kind === 'symbol' && { ref: target.ref }),
        };
      }
    }
    return { file, name: excerpt(expression) };
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
  return list.elements.flatMap((item): PageEntry | PageEntry[] => {
    if (ts.isSpreadElement(item) && ts.isIdentifier(item.expression)) {
      // Another file's entries: `...OWNER_PAGES`.
      const target = graph.local(file, item.expression.text);
      if (target?.kind === 'symbol') return readPages(graph, target.ref.file, target.ref.name);
    }
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
