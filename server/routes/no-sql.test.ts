/**
 * Handlers read params, guard, call repositories and shape replies, and providers wrap external services:
 * SQL lives in `server/repositories/`. This check fails when a file under `server/routes/` or
 * `server/providers/` holds a SQL statement or runs a query itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROUTES = path.dirname(fileURLToPath(import.meta.url));
const PROVIDERS = path.join(ROUTES, '..', 'providers');

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

/** The files under `dir` holding SQL, relative to it. */
function offendersIn(dir: string): string[] {
  return sourceFiles(dir)
    .filter((file) => sqlIn(readFileSync(file, 'utf8')).length > 0)
    .map((file) => path.relative(dir, file).split(path.sep).join('/'));
}

describe('route handlers and providers', () => {
  it('route handlers hold no SQL and run no query', () => {
    expect(sourceFiles(ROUTES).length).toBeGreaterThan(0);
    expect(offendersIn(ROUTES)).toEqual([]);
  });

  it('providers hold no SQL and run no query', () => {
    expect(sourceFiles(PROVIDERS).length).toBeGreaterThan(0);
    expect(offendersIn(PROVIDERS)).toEqual([]);
  });

  it('recognises a statement in a template string and a query call', () => {
    expect(sqlIn('const a = `SELECT doc FROM users WHERE id = $1`;')).toHaveLength(1);
    expect(sqlIn("await q.query<{ n: number }>('x')")).toHaveLength(1);
    expect(sqlIn("tx.query('UPDATE adverts SET approved = true')")).toHaveLength(2);
    expect(sqlIn("const text = 'Select a file from your drive';")).toEqual([]);
  });
});
