/**
 * Writes `.vite/routes.json` beside Vite's manifest: each route of the page registry (`src/pages.tsx`) with the
 * module its page is loaded from and the built file holding it, and the paths the light shell serves. The server (`server/lib/preloads.ts`)
 * resolves a requested path to its registry entry and, through the manifest, to the files that page needs, and
 * names them in the console's HTML as `<link rel="modulepreload">`, so they download in parallel with the entry
 * instead of one after another.
 *
 * The registry is read from its source (the entries name their modules as `import('…')` literals, the paths as
 * `routes.…` or the collections' helper), so nothing in it is declared twice. An entry the reader does not
 * understand fails the build rather than leaving a page without its hints.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { COLLECTIONS } from '../../common/api/collections.ts';
import { LIGHT_SHELL_PATHS, paths, routes } from '../../src/paths.ts';

export interface RouteModules {
  /** The console's lazily loaded root module. */
  app: string;
  /** Paths the light shell serves to visitors (no console, so no console hints). */
  lightShell: readonly string[];
  /** Each route pattern (react-router syntax) with the module of its page, as Vite's manifest names it. */
  routes: { path: string; module: string }[];
}

const REGISTRY = 'src/pages.tsx';
const APP = 'src/App.tsx';

/** Resolves an import specifier of `from` to the project-relative file name Vite's manifest uses. */
function resolveModule(root: string, from: string, specifier: string): string {
  const base = posix.join(posix.dirname(from), specifier);
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`])
    if (/\.tsx?$/.test(candidate) && existsSync(join(root, candidate))) return candidate;
  throw new Error(`${from}: cannot find the module '${specifier}'`);
}

/** One file of the registry as the reader needs it: its loaders, the collections' elements, arrays, imports. */
interface RegistryFile {
  fail: (node: ts.Node, what: string) => never;
  loadedModule: (node: ts.Expression) => string;
  elements: Map<string, string>;
  arrays: Map<string, ts.ArrayLiteralExpression>;
  /** Each imported name with the file it comes from. */
  imports: Map<string, string>;
}

function readRegistryFile(root: string, file: string): RegistryFile {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const fail = (node: ts.Node, what: string): never => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    throw new Error(`${file}:${line + 1}: ${what} (route preloads cannot read it)`);
  };
  const loaders = new Map<string, string>();
  const elements = new Map<string, string>();
  const arrays = new Map<string, ts.ArrayLiteralExpression>();
  const imports = new Map<string, string>();

  /** `() => import('x')` → the module of x. */
  const importOf = (node: ts.Node): string | undefined => {
    if (!ts.isArrowFunction(node) || !ts.isCallExpression(node.body)) return undefined;
    const call = node.body;
    if (call.expression.kind !== ts.SyntaxKind.ImportKeyword) return undefined;
    const [specifier] = call.arguments;
    if (!specifier || !ts.isStringLiteral(specifier)) return fail(node, 'an import without a literal path');
    return resolveModule(root, file, specifier.text);
  };
  /** `load(loader, 'Name')` → the loader's module. */
  const loadedModule = (node: ts.Expression): string => {
    if (!ts.isCallExpression(node) || node.expression.getText() !== 'load')
      return fail(node, 'an element that is not load(…)');
    const [loader] = node.arguments;
    if (ts.isIdentifier(loader)) return loaders.get(loader.text) ?? fail(loader, 'an unknown loader');
    return importOf(loader) ?? fail(loader, 'a loader that is not () => import(…)');
  };

  for (const statement of source.statements) {
    if (
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text.startsWith('.') &&
      statement.importClause?.namedBindings &&
      ts.isNamedImports(statement.importClause.namedBindings)
    ) {
      const from = resolveModule(root, file, statement.moduleSpecifier.text);
      for (const named of statement.importClause.namedBindings.elements) imports.set(named.name.text, from);
    }
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
      const name = declaration.name.text;
      let init = declaration.initializer;
      if (ts.isAsExpression(init)) init = init.expression;
      const loader = importOf(init);
      if (loader) loaders.set(name, loader);
      if (name === 'COLLECTION_ELEMENTS' && ts.isObjectLiteralExpression(init))
        for (const property of init.properties)
          if (ts.isPropertyAssignment(property))
            elements.set(property.name.getText(), loadedModule(property.initializer));
      if (ts.isArrayLiteralExpression(init)) arrays.set(name, init);
    }
  }
  return { fail, loadedModule, elements, arrays, imports };
}

/**
 * Reads the registry's routes and their page modules from the source of `src/pages.tsx`, whose `PAGES` spreads
 * the arrays of `src/registry/`.
 */
export function readRegistry(root: string): RouteModules {
  const found: RouteModules['routes'] = [];
  const readArray = (registry: RegistryFile, list: ts.ArrayLiteralExpression): void => {
    const { fail, elements } = registry;
    for (const entry of list.elements) {
      if (ts.isSpreadElement(entry) && ts.isIdentifier(entry.expression)) {
        // Another file's entries: `...OWNER_PAGES`.
        const name = entry.expression.text;
        const from = registry.imports.get(name) ?? fail(entry, 'a spread of an unknown array');
        const other = readRegistryFile(root, from);
        readArray(other, other.arrays.get(name) ?? other.fail(entry, `no ${name} array`));
        continue;
      }
      if (ts.isSpreadElement(entry)) {
        // The staff collections: `...COLLECTIONS.map((name) => collection(name, …))`, each a list and a record page.
        if (!entry.expression.getText().startsWith('COLLECTIONS.map('))
          fail(entry, 'a spread other than the collections');
        const listModule = elements.get('list') ?? fail(entry, 'no COLLECTION_ELEMENTS.list');
        const show = elements.get('show') ?? fail(entry, 'no COLLECTION_ELEMENTS.show');
        for (const collection of COLLECTIONS) {
          const path = paths.admin.collection(collection);
          found.push({ path, module: listModule }, { path: `${path}/:id`, module: show });
        }
        continue;
      }
      if (!ts.isObjectLiteralExpression(entry)) return fail(entry, 'an entry that is not an object');
      const property = (key: string) =>
        entry.properties.find(
          (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === key,
        )?.initializer;
      const element = property('element');
      // A planned page has no route; a page imported as it is (the privacy page) is in the entry already.
      if (!element || ts.isIdentifier(element)) continue;
      const pathNode = property('path') ?? fail(entry, 'a page without a path');
      const match = /^routes\.(\w+)$/.exec(pathNode.getText());
      const path = match ? (routes as Record<string, string>)[match[1]] : undefined;
      if (path === undefined) return fail(pathNode, 'a path that is not routes.…');
      found.push({ path, module: registry.loadedModule(element) });
    }
  };
  const registry = readRegistryFile(root, REGISTRY);
  const pages = registry.arrays.get('PAGES');
  if (!pages) throw new Error(`${REGISTRY}: no PAGES array (route preloads cannot read it)`);
  readArray(registry, pages);
  if (found.length === 0) registry.fail(pages, 'no route pages');
  return { app: APP, lightShell: LIGHT_SHELL_PATHS, routes: found };
}

/** What `.vite/routes.json` holds: the registry with each module's built file (the chunk that holds it). */
export interface RouteFiles {
  app: { module: string; file: string };
  lightShell: readonly string[];
  routes: { path: string; module: string; file: string }[];
}

/** The Vite plugin: writes `.vite/routes.json` into the build output. */
export function routeModules(): Plugin {
  let root = process.cwd();
  return {
    name: 'multiverse-route-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const registry = readRegistry(root);
      // A page module also imported statically elsewhere shares a chunk named otherwise, which Vite's manifest
      // lists under that chunk's name: so each module is looked up in the chunks that hold it.
      const fileOf = new Map<string, string>();
      for (const output of Object.values(bundle))
        if (output.type === 'chunk')
          for (const id of output.moduleIds)
            fileOf.set(relative(root, id).split('\\').join('/'), output.fileName);
      const file = (module: string) => {
        const found = fileOf.get(module);
        // A renamed or moved page fails the build instead of losing its hints.
        if (!found) throw new Error(`route preloads: ${module} is not in the build`);
        return found;
      };
      const routeFiles: RouteFiles = {
        app: { module: registry.app, file: file(registry.app) },
        lightShell: registry.lightShell,
        routes: registry.routes.map((route) => ({ ...route, file: file(route.module) })),
      };
      this.emitFile({
        type: 'asset',
        fileName: '.vite/routes.json',
        source: JSON.stringify(routeFiles, null, 2),
      });
    },
  };
}
