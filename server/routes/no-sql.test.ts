/**
 * Handlers read params, guard, call repositories and shape replies: SQL lives in `server/repositories/`.
 * This check fails when a file under `server/routes/` holds a SQL statement or runs a query itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROUTES = path.dirname(fileURLToPath(import.meta.url));

const SQL = [
  /\bSELECT\b[\s\S]{0,400}?\bFROM\b/,
  /\bINSERT\s+INTO\b/,
  /\bUPDATE\s+\w+\s+SET\b/,
  /\bDELETE\s+FROM\b/,
  /\.query(<[^>]*>)?\(/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The SQL-looking fragments of a source: template and quoted strings, and `.query(` calls. */
export function sqlIn(source: string): string[] {
  const strings = source.match(/`(?:[^`\\]|\\.)*`|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g) ?? [];
  const found = strings.filter((text) => SQL.slice(0, 4).some((pattern) => pattern.test(text)));
  const calls = source.match(/\.query(<[^>]*>)?\(/g) ?? [];
  return [...found, ...calls];
}

describe('route handlers', () => {
  const files = sourceFiles(ROUTES).map((file) => path.relative(ROUTES, file).split(path.sep).join('/'));

  it('hold no SQL and run no query', () => {
    const offenders = files.filter((file) => sqlIn(readFileSync(path.join(ROUTES, file), 'utf8')).length > 0);
    expect(offenders).toEqual([]);
  });

  it('recognises a statement in a template string and a query call', () => {
    expect(sqlIn('const a = `SELECT doc FROM users WHERE id = $1`;')).toHaveLength(1);
    expect(sqlIn("await q.query<{ n: number }>('x')")).toHaveLength(1);
    expect(sqlIn("tx.query('UPDATE adverts SET approved = true')")).toHaveLength(2);
    expect(sqlIn("const text = 'Select a file from your drive';")).toEqual([]);
  });
});
