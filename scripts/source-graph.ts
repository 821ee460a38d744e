/**
 * A static reading of the project's TypeScript for `scripts/map.ts`, with the compiler's parser only (no type
 * checker, so it stays fast): each file's top-level declarations, imports and exports, and a walk from a symbol
 * to the top-level symbols its code names, across files. A symbol is a top-level declaration (a function, a
 * class, a `const`), or a part of one a caller picks (a method of an object literal).
 *
 * The walk is by name, not by scope: an identifier counts as a use of the top-level declaration or import of the
 * same name in its file. Types are skipped (`import type`, annotations, interfaces), since they call nothing.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { posix } from 'node:path';
import ts from 'typescript';

/** A top-level symbol of a file (or a part of one), with the nodes that hold its code. */
export interface SymbolRef {
  /** The file, relative to the repository root, with `/`. */
  file: string;
  name: string;
  nodes: readonly ts.Node[];
}

/** What a name stands for: a symbol of the project, an import from a package, or a namespace import. */
export type Target =
  | { kind: 'symbol'; ref: SymbolRef }
  | { kind: 'package'; module: string; name: string }
  | { kind: 'namespace'; file: string };

interface Binding {
  module: string;
  /** The file the module is, or null for a package. */
  file: string | null;
  /** The name exported there: a name, `default`, or `*` for a namespace import. */
  name: string;
}

export interface Module {
  file: string;
  source: ts.SourceFile;
  declarations: Map<string, ts.Node[]>;
  imports: Map<string, Binding>;
  /** Exported names: a local name, or a binding re-exported from another module. */
  exports: Map<string, { local: string } | Binding>;
  starExports: string[];
}

export const symbolKey = (ref: { file: string; name: string }): string => `${ref.file}#${ref.name}`;

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];
const PARSED = /\.(ts|tsx|js|mjs)$/;

function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);
}

/** Whether an identifier names something rather than declaring it or naming a property. */
export function isReference(id: ts.Identifier): boolean {
  const parent = id.parent;
  if (ts.isPropertyAccessExpression(parent)) return parent.expression === id;
  if (ts.isQualifiedName(parent)) return false;
  if (
    (ts.isPropertyAssignment(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isGetAccessorDeclaration(parent) ||
      ts.isSetAccessorDeclaration(parent) ||
      ts.isEnumMember(parent) ||
      ts.isVariableDeclaration(parent) ||
      ts.isFunctionDeclaration(parent) ||
      ts.isFunctionExpression(parent) ||
      ts.isClassDeclaration(parent) ||
      ts.isClassExpression(parent) ||
      ts.isParameter(parent) ||
      ts.isJsxAttribute(parent)) &&
    parent.name === id
  ) {
    return false;
  }
  if (ts.isBindingElement(parent)) return false;
  if (ts.isLabeledStatement(parent) || ts.isBreakOrContinueStatement(parent)) return false;
  if (ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent) || ts.isImportClause(parent)) return false;
  return true;
}

/** The parsed files of the repository at `root`, read when first asked for. */
export class SourceGraph {
  private readonly modules = new Map<string, Module | null>();

  constructor(readonly root: string) {}

  /** The file `spec` names from `from`, or null for a package (or a file that is not parsed). */
  resolve(from: string, spec: string): string | null {
    if (!spec.startsWith('.')) return null;
    const base = posix.join(posix.dirname(from), spec);
    const candidates = EXTENSIONS.map((ext) => base + ext);
    if (base.endsWith('.js')) candidates.unshift(base.replace(/\.js$/, '.ts'));
    for (const candidate of candidates) {
      const full = posix.join(this.root, candidate);
      if (PARSED.test(candidate) && existsSync(full) && statSync(full).isFile()) return candidate;
    }
    return null;
  }

  module(file: string): Module | undefined {
    if (!this.modules.has(file)) this.modules.set(file, this.parse(file));
    return this.modules.get(file) ?? undefined;
  }

  private parse(file: string): Module | null {
    const full = posix.join(this.root, file);
    if (!existsSync(full)) return null;
    const kind = file.endsWith('.tsx')
      ? ts.ScriptKind.TSX
      : file.endsWith('.ts')
        ? ts.ScriptKind.TS
        : ts.ScriptKind.JS;
    const source = ts.createSourceFile(file, readFileSync(full, 'utf8'), ts.ScriptTarget.Latest, true, kind);
    const module: Module = {
      file,
      source,
      declarations: new Map(),
      imports: new Map(),
      exports: new Map(),
      starExports: [],
    };
    const declare = (name: string, node: ts.Node, exported: boolean) => {
      module.declarations.set(name, [...(module.declarations.get(name) ?? []), node]);
      if (exported) module.exports.set(name, { local: name });
    };
    const bind = (spec: ts.Expression, name: string): Binding => {
      const text = (spec as ts.StringLiteral).text;
      return { module: text, file: this.resolve(file, text), name };
    };
    for (const statement of source.statements) {
      const exported = hasModifier(statement, ts.SyntaxKind.ExportKeyword);
      const isDefault = hasModifier(statement, ts.SyntaxKind.DefaultKeyword);
      if (ts.isImportDeclaration(statement)) {
        const clause = statement.importClause;
        if (!clause || clause.isTypeOnly) continue;
        if (clause.name) module.imports.set(clause.name.text, bind(statement.moduleSpecifier, 'default'));
        const named = clause.namedBindings;
        if (named && ts.isNamespaceImport(named)) {
          module.imports.set(named.name.text, bind(statement.moduleSpecifier, '*'));
        } else if (named) {
          for (const element of named.elements) {
            if (element.isTypeOnly) continue;
            const imported = (element.propertyName ?? element.name).text;
            module.imports.set(element.name.text, bind(statement.moduleSpecifier, imported));
          }
        }
      } else if (ts.isExportDeclaration(statement)) {
        if (statement.isTypeOnly) continue;
        const clause = statement.exportClause;
        if (!clause && statement.moduleSpecifier) {
          const target = this.resolve(file, (statement.moduleSpecifier as ts.StringLiteral).text);
          if (target) module.starExports.push(target);
        } else if (clause && ts.isNamedExports(clause)) {
          for (const element of clause.elements) {
            if (element.isTypeOnly) continue;
            const local = (element.propertyName ?? element.name).text;
            module.exports.set(
              element.name.text,
              statement.moduleSpecifier ? bind(statement.moduleSpecifier, local) : { local },
            );
          }
        }
      } else if (ts.isExportAssignment(statement)) {
        declare('default', statement.expression, true);
      } else if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) {
        if (statement.name) declare(statement.name.text, statement, exported && !isDefault);
        if (isDefault) declare('default', statement, true);
      } else if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          const names = ts.isIdentifier(declaration.name)
            ? [declaration.name.text]
            : bindingNames(declaration.name);
          for (const name of names) declare(name, declaration, exported);
        }
      } else if (ts.isEnumDeclaration(statement)) {
        declare(statement.name.text, statement, exported);
      }
    }
    return module;
  }

  /** What `name` stands for in `file`: its own top-level declaration, or what it imports. */
  local(file: string, name: string): Target | undefined {
    const module = this.module(file);
    if (!module) return undefined;
    const nodes = module.declarations.get(name);
    if (nodes) return { kind: 'symbol', ref: { file, name, nodes } };
    const binding = module.imports.get(name);
    return binding && this.follow(binding);
  }

  /** What `file` exports as `name`, following re-exports. */
  exported(file: string, name: string, seen = new Set<string>()): Target | undefined {
    const module = this.module(file);
    if (!module || seen.has(file)) return undefined;
    seen.add(file);
    const entry = module.exports.get(name);
    if (entry) return 'local' in entry ? this.local(file, entry.local) : this.follow(entry);
    for (const star of module.starExports) {
      const found = this.exported(star, name, seen);
      if (found) return found;
    }
    return undefined;
  }

  /** Every name `file` exports (its own and those it re-exports). */
  exportedNames(file: string, seen = new Set<string>()): string[] {
    const module = this.module(file);
    if (!module || seen.has(file)) return [];
    seen.add(file);
    return [
      ...module.exports.keys(),
      ...module.starExports.flatMap((star) => this.exportedNames(star, seen)),
    ];
  }

  private follow(binding: Binding): Target | undefined {
    if (binding.file === null) return { kind: 'package', module: binding.module, name: binding.name };
    if (binding.name === '*') return { kind: 'namespace', file: binding.file };
    return this.exported(binding.file, binding.name);
  }

  /** A whole file as one symbol: its statements other than imports and types (what runs when it loads). */
  fileSymbol(file: string): SymbolRef | undefined {
    const module = this.module(file);
    if (!module) return undefined;
    const nodes = module.source.statements.filter(
      (s) => !ts.isImportDeclaration(s) && !ts.isInterfaceDeclaration(s) && !ts.isTypeAliasDeclaration(s),
    );
    return { file, name: '(file)', nodes };
  }
}

function bindingNames(pattern: ts.BindingName): string[] {
  if (ts.isIdentifier(pattern)) return [pattern.text];
  return pattern.elements.flatMap((element) =>
    ts.isOmittedExpression(element) ? [] : bindingNames(element.name),
  );
}

/** A use of another symbol found in a symbol's code; `dynamic` when it is a lazily imported module's. */
export interface Use {
  ref: SymbolRef;
  dynamic: boolean;
}

/** What a walk records of one node: facts of its own kind, and further symbols the node uses. */
export interface Reading<Fact> {
  facts?: readonly Fact[];
  uses?: readonly SymbolRef[];
}

/**
 * Reads symbols once each with a reader of facts (`read` is called for every node of the symbol's code), and
 * walks from roots to every symbol they use that `enters` lets in. Roots are always entered.
 */
export class SymbolWalker<Fact> {
  private readonly summaries = new Map<string, { facts: Fact[]; uses: Use[] }>();

  constructor(
    readonly graph: SourceGraph,
    private readonly read: (node: ts.Node, module: Module) => Reading<Fact> | undefined,
  ) {}

  private summary(ref: SymbolRef): { facts: Fact[]; uses: Use[] } {
    const key = symbolKey(ref);
    const known = this.summaries.get(key);
    if (known) return known;
    const found = { facts: [] as Fact[], uses: [] as Use[] };
    this.summaries.set(key, found);
    const module = this.graph.module(ref.file);
    if (!module) return found;
    const addUse = (target: Target | undefined, dynamic: boolean, member?: string) => {
      if (!target) return;
      if (target.kind === 'symbol') found.uses.push({ ref: target.ref, dynamic });
      if (target.kind === 'namespace') {
        const names = member ? [member] : this.graph.exportedNames(target.file);
        for (const name of names) addUse(this.graph.exported(target.file, name), dynamic);
      }
    };
    const visit = (node: ts.Node): void => {
      if (
        ts.isTypeNode(node) ||
        ts.isInterfaceDeclaration(node) ||
        ts.isTypeAliasDeclaration(node) ||
        ts.isImportDeclaration(node)
      ) {
        return;
      }
      const reading = this.read(node, module);
      if (reading?.facts) found.facts.push(...reading.facts);
      for (const ref of reading?.uses ?? []) found.uses.push({ ref, dynamic: false });
      if (ts.isIdentifier(node) && isReference(node)) {
        const target = this.graph.local(ref.file, node.text);
        const member =
          ts.isPropertyAccessExpression(node.parent) && node.parent.expression === node
            ? node.parent.name.text
            : undefined;
        addUse(target, false, member);
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const spec = node.arguments[0];
        const file = spec && ts.isStringLiteralLike(spec) ? this.graph.resolve(ref.file, spec.text) : null;
        if (file) {
          // `(await import('./X')).Name`: that export; otherwise every export of the module.
          const awaited = node.parent;
          const wrapped = ts.isAwaitExpression(awaited) ? awaited.parent : undefined;
          const access = wrapped && ts.isParenthesizedExpression(wrapped) ? wrapped.parent : undefined;
          const names =
            access && ts.isPropertyAccessExpression(access)
              ? [access.name.text]
              : this.graph.exportedNames(file);
          for (const name of names) addUse(this.graph.exported(file, name), true);
        }
      }
      ts.forEachChild(node, visit);
    };
    for (const node of ref.nodes) visit(node);
    return found;
  }

  /**
   * The facts of the roots and of every symbol reached from them through symbols `enters` lets in; a lazily
   * imported module is followed only from a file `followsDynamic` names. Returns the facts and the symbols read.
   */
  walk(
    roots: readonly SymbolRef[],
    enters: (ref: SymbolRef) => boolean,
    followsDynamic: (file: string) => boolean = () => true,
  ): { facts: Fact[]; visited: Set<string> } {
    const visited = new Set<string>();
    const facts: Fact[] = [];
    const queue = [...roots];
    for (const root of roots) visited.add(symbolKey(root));
    while (queue.length > 0) {
      const ref = queue.shift() as SymbolRef;
      const summary = this.summary(ref);
      facts.push(...summary.facts);
      for (const { ref: next, dynamic } of summary.uses) {
        const key = symbolKey(next);
        if (visited.has(key) || (dynamic && !followsDynamic(ref.file)) || !enters(next)) continue;
        visited.add(key);
        queue.push(next);
      }
    }
    return { facts, visited };
  }
}
