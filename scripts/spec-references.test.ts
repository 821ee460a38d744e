/**
 * Every reference to the specification resolves: `§N` in code, contract and docs names its document
 * (`owner-console.md §2.8`), or follows one on the same line (`staff-and-agents.md §2.4, §2.7`), and that
 * document in `docs/spec/` has a heading numbered N.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOCUMENTS = ['owner-console.md', 'single-target-and-flows.md', 'staff-and-agents.md'] as const;
const NAMED = new RegExp(`(${DOCUMENTS.map((name) => name.replace(/\./g, '\\.')).join('|')}) §`, 'g');
const SECTION = /§(\d+(?:\.\d+)*)/g;

/** The numbered headings of one document: `## 7. The calls it makes` gives 7, `### 2.8 Create Metaverse` 2.8. */
export function headings(text: string): Set<string> {
  const numbers = new Set<string>();
  for (const match of text.matchAll(/^#{2,4}\s+(\d+(?:\.\d+)*)\.?\s/gm)) numbers.add(match[1]);
  return numbers;
}

export interface Reference {
  line: number;
  document: string | null;
  section: string;
}

/** The `§` references of one file, each with the document named before it on its line (null when none is). */
export function references(text: string): Reference[] {
  const found: Reference[] = [];
  text.split('\n').forEach((line, index) => {
    const named = [...line.matchAll(NAMED)].map((match) => ({ at: match.index, document: match[1] }));
    for (const match of line.matchAll(SECTION)) {
      const before = named.filter((name) => name.at < match.index);
      found.push({ line: index + 1, document: before.at(-1)?.document ?? null, section: match[1] });
    }
  });
  return found;
}

function trackedFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return listed
    .split('\0')
    .filter(
      (file) =>
        /\.(ts|tsx|mjs|js|json|ya?ml|md|css|html)$/.test(file) &&
        !file.startsWith('docs/spec/') &&
        existsSync(join(ROOT, file)),
    );
}

describe('references to the specification', () => {
  it('reads which document and section a reference names', () => {
    expect(references('see (owner-console.md §2.8, §5)\n §9 alone')).toEqual([
      { line: 1, document: 'owner-console.md', section: '2.8' },
      { line: 1, document: 'owner-console.md', section: '5' },
      { line: 2, document: null, section: '9' },
    ]);
    expect(headings('## 7. The calls it makes\n### 2.8 Create Metaverse\n### Routes\n')).toEqual(
      new Set(['7', '2.8']),
    );
  });

  it('names a document of docs/spec and a section it has', () => {
    const sections = new Map(
      DOCUMENTS.map((name) => [name, headings(readFileSync(join(ROOT, 'docs/spec', name), 'utf8'))]),
    );
    const wrong: string[] = [];
    for (const file of trackedFiles()) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      if (!text.includes('§')) continue;
      for (const { line, document, section } of references(text)) {
        if (document === null) wrong.push(`${file}:${line}: §${section} names no document`);
        else if (!sections.get(document as (typeof DOCUMENTS)[number])?.has(section))
          wrong.push(`${file}:${line}: ${document} has no §${section}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
