import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMON_TEXTS } from './texts.ts';

const root = new URL('..', import.meta.url).pathname;

/** The program sources (tests excluded: they may quote what they check) under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .filter((file) => !file.split('/').includes('test'))
    .map((file) => join(dir, file));
}

describe('texts both programs use', () => {
  it('are written only here: neither the console nor the server spells one out again', () => {
    const sentences = Object.values(COMMON_TEXTS).map((text) =>
      typeof text === 'function' ? text(0).replace('0', '') : text,
    );
    const copies: string[] = [];
    for (const file of [...sources('src'), ...sources('server')]) {
      // Comments may quote a text; code may not spell one out.
      const code = readFileSync(join(root, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      for (const sentence of sentences) {
        for (const quote of ["'", '"', '`']) {
          if (code.includes(`${quote}${sentence}${quote}`)) copies.push(`${file}: ${sentence}`);
        }
      }
    }
    expect(copies).toEqual([]);
  });

  it('fill in the member limit', () => {
    expect(COMMON_TEXTS.memberLimit(25)).toBe('This metaverse has reached its limit of 25 members');
  });
});
