/**
 * The server's side of the newcomer's map (`scripts/map.ts`): the contract's operations, the handler of each
 * (the `HandlerMap` entries of `server/routes/`) and the repositories the handler's code names.
 */
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { SymbolWalker, symbolKey, type Module, type SourceGraph, type SymbolRef } from './source-graph.ts';

const HANDLERS = 'server/routes/';
const CONTRACT = 'openapi/dist/openapi.json';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

export interface Operation {
  id: string;
  method: string;
  path: string;
  pattern: RegExp;
  /** Characters of the path outside its parameters: the more, the more specific. */
  literal: number;
}

export interface Handler {
  file: string;
  repositories: string[];
}

export function readOperations(root: string): Operation[] {
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
export function operationAt(operations: Operation[], method: string, address: string): Operation | undefined {
  return operations
    .filter((op) => op.method === method && (op.path === address || op.pattern.test(address)))
    .sort((a, b) => Number(b.path === address) - Number(a.path === address) || b.literal - a.literal)[0];
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

export function readHandlers(graph: SourceGraph): Map<string, Handler> {
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
