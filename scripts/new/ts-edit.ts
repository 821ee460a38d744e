/**
 * Edits of TypeScript files found through the compiler's syntax tree: an element added to a named object or
 * array literal, a named import added. Each fails loudly when what it edits is not there; the layout is left to
 * Prettier, which the generator runs on every file it writes.
 */
import ts from 'typescript';
import { AnchorMissing } from './changes.ts';

export function parse(text: string, file: string): ts.SourceFile {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

/** The expression under `as const`, `satisfies …`, a type assertion or parentheses. */
function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isParenthesizedExpression(current) ||
    ts.isTypeAssertionExpression(current)
  )
    current = current.expression;
  return current;
}

/** The initializer of the variable `name` (anywhere in the file), unwrapped. */
function initializerOf(source: ts.SourceFile, name: string): ts.Expression | undefined {
  // A top-level declaration first, then any (the handler list inside a function).
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations)
      if (ts.isIdentifier(d.name) && d.name.text === name && d.initializer) return unwrap(d.initializer);
  }
  let found: ts.Expression | undefined;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === name &&
      node.initializer
    )
      found = unwrap(node.initializer);
    else ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function objectLiteral(source: ts.SourceFile, name: string): ts.ObjectLiteralExpression {
  const found = initializerOf(source, name);
  if (!found || !ts.isObjectLiteralExpression(found))
    throw new AnchorMissing(`${source.fileName}: no object literal \`${name} = { … }\` to add to.`);
  return found;
}

export function arrayLiteral(source: ts.SourceFile, name: string): ts.ArrayLiteralExpression {
  const found = initializerOf(source, name);
  if (!found || !ts.isArrayLiteralExpression(found))
    throw new AnchorMissing(`${source.fileName}: no array literal \`${name} = [ … ]\` to add to.`);
  return found;
}

/** The names of the variables exported as `export const <name> = …` whose name matches. */
export function exportedConsts(source: ts.SourceFile, pattern: RegExp): string[] {
  const names: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations)
      if (ts.isIdentifier(declaration.name) && pattern.test(declaration.name.text))
        names.push(declaration.name.text);
  }
  return names;
}

/** The property names of an object literal. */
export function propertyNames(object: ts.ObjectLiteralExpression): string[] {
  return object.properties.flatMap((property) =>
    property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
      ? [property.name.text]
      : [],
  );
}

/** Where a new last element of a list goes, and whether a comma must come first. */
function afterLast(
  list: ts.NodeArray<ts.Node>,
  opening: number,
  text: string,
): { at: number; comma: boolean } {
  if (list.length === 0) return { at: opening + 1, comma: false };
  const last = list[list.length - 1];
  if (list.hasTrailingComma) return { at: text.indexOf(',', last.end) + 1, comma: false };
  return { at: last.end, comma: true };
}

/** Adds `element` as the last element of the literal (an object's property or an array's element). */
export function appendTo(
  text: string,
  literal: ts.ObjectLiteralExpression | ts.ArrayLiteralExpression,
  element: string,
): string {
  const list = ts.isObjectLiteralExpression(literal) ? literal.properties : literal.elements;
  const { at, comma } = afterLast(list, literal.getStart(), text);
  return `${text.slice(0, at)}${comma ? ',' : ''}\n${element},${text.slice(at)}`;
}

/** Adds `element` right after `after`, an element of a list literal with elements after it or a trailing comma. */
export function insertAfterElement(text: string, after: ts.Node, element: string): string {
  const comma = text.indexOf(',', after.end);
  return `${text.slice(0, comma + 1)}\n${element},${text.slice(comma + 1)}`;
}

/** Adds `element` right before `before`, an element of a list literal. */
export function insertBeforeElement(text: string, before: ts.Node, element: string): string {
  const at = before.getStart();
  return `${text.slice(0, at)}${element},\n${text.slice(at)}`;
}

/** Whether the file imports (or declares at its top level) the name. */
export function hasName(source: ts.SourceFile, name: string): boolean {
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const bindings = statement.importClause?.namedBindings;
      if (statement.importClause?.name?.text === name) return true;
      if (bindings && ts.isNamedImports(bindings) && bindings.elements.some((e) => e.name.text === name))
        return true;
    } else if (ts.isVariableStatement(statement)) {
      if (statement.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === name))
        return true;
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement)) &&
      statement.name?.text === name
    )
      return true;
  }
  return false;
}

/**
 * Imports `names` from `module` (type-only imports with `typeOnly`): added to an import of that module of the
 * same kind when there is one, else a new import after the last one.
 */
export function ensureImport(
  text: string,
  file: string,
  module: string,
  names: string[],
  typeOnly = false,
): string {
  const source = parse(text, file);
  const missing = names.filter((name) => !hasName(source, name));
  if (missing.length === 0) return text;
  const imports = source.statements.filter(ts.isImportDeclaration);
  const same = imports.find(
    (statement) =>
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text === module &&
      (statement.importClause?.isTypeOnly ?? false) === typeOnly &&
      statement.importClause?.namedBindings !== undefined &&
      ts.isNamedImports(statement.importClause.namedBindings),
  );
  if (same) {
    const bindings = same.importClause!.namedBindings as ts.NamedImports;
    const last = bindings.elements[bindings.elements.length - 1];
    const at = last ? last.end : bindings.getStart() + 1;
    return `${text.slice(0, at)}${last ? ', ' : ' '}${missing.join(', ')}${text.slice(at)}`;
  }
  const line = `import ${typeOnly ? 'type ' : ''}{ ${missing.join(', ')} } from '${module}';\n`;
  if (imports.length === 0) {
    // After the file's opening comment, if it has one.
    const comment = /^\/\*\*[\s\S]*?\*\/\n/.exec(text);
    const at = comment ? comment[0].length : 0;
    return `${text.slice(0, at)}${line}${text.slice(at)}`;
  }
  const at = imports[imports.length - 1].end;
  return `${text.slice(0, at)}\n${line.trimEnd()}${text.slice(at)}`;
}
