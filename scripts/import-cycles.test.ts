/**
 * No import cycle at run time, in the console, the server or common/: a module's static imports never lead
 * back to it (type-only imports and lazily loaded modules, `import()`, do not count). In a cycle, one module
 * runs before another it needs has finished, so what it reads at load time is still undefined.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['src', 'server', 'common'];
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(file));
}

/** The specifiers a module needs when it runs: value imports and re-exports, not types, not `import()`. */
export function runtimeImports(text: string, file = 'module.ts'): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) found.push(statement.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      !statement.isTypeOnly &&
      !(
        statement.exportClause &&
        ts.isNamedExports(statement.exportClause) &&
        statement.exportClause.elements.every((element) => element.isTypeOnly)
      )
    ) {
      found.push(statement.moduleSpecifier.text);
    }
  }
  return found;
}

function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = join(dirname(from), specifier);
  return EXTENSIONS.map((ending) => base + ending).find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );
}

/** The cycles of the graph: each strongly connected set of more than one module, or a module importing itself. */
export function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const members: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      members.push(member);
    } while (member !== node);
    if (members.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(members.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('imports', () => {
  it('reads value imports and re-exports, and leaves out types and lazy loading', () => {
    const text = [
      "import a from './a';",
      "import { b, type B } from './b';",
      "import type { C } from './c';",
      "import { type D } from './d';",
      "import './e';",
      "export { f } from './f';",
      "export type { G } from './g';",
      "const h = () => import('./h');",
    ].join('\n');
    expect(runtimeImports(text)).toEqual(['./a', './b', './e', './f']);
  });

  it('finds a cycle, and none where there is none', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
      ['e', ['e']],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('no module of the console, the server or common/ needs itself at run time', () => {
    const graph = new Map<string, string[]>();
    for (const folder of FOLDERS) {
      for (const file of sourceFiles(join(ROOT, folder))) {
        const targets = runtimeImports(readFileSync(file, 'utf8'), file).flatMap(
          (specifier) => resolve(file, specifier) ?? [],
        );
        graph.set(file, targets);
      }
    }
    expect(graph.size).toBeGreaterThan(500);
    const found = cycles(graph).map((members) => members.map((file) => relative(ROOT, file)));
    expect(found).toEqual([]);
  });
});
