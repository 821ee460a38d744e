import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildMap, renderMap, type SiteMap } from './map.ts';

const read = (path: string): string => readFileSync(new URL(path, import.meta.url), 'utf8');

/** The map reads the bundled contract: after changing `openapi/`, both generators run, in this order. */
const FIX =
  'docs/map.md is out of date: run `npm run gen:map` (after `npm run gen:api` when the contract changed) ' +
  'and commit docs/map.md.';

// Reading the code takes a few seconds; more on a busy machine.
const SLOW = 120_000;

let map: SiteMap;
beforeAll(() => {
  map = buildMap();
}, SLOW);

const rowOf = (page: string) => map.groups.flatMap((group) => group.rows).find((row) => row.page === page);

describe('docs/map.md', () => {
  it('is what the registry, the contract and the handler maps say', () => {
    expect(read('../docs/map.md'), FIX).toBe(renderMap(map));
  });

  it('has a handler for every operation of the contract', () => {
    expect(map.operations.filter((op) => !map.handlers.has(op.id)).map((op) => op.id)).toEqual([]);
  });

  it('follows a page through its hooks and the data provider to the contract, the handler and its repositories', () => {
    const drives = rowOf('drives');
    expect(drives?.operations).toEqual(
      expect.arrayContaining(['listDriveAccounts', 'deleteDriveAccount', 'createDriveLinkCode']),
    );
    expect(map.handlers.get('listDriveAccounts')).toEqual({
      file: 'server/routes/drives/index.ts',
      repositories: ['driveAccounts'],
    });
  });

  it('counts the calls a page makes on the data provider itself, and the addresses it uses', () => {
    expect(rowOf('admin.mvbots')?.operations).toEqual(
      expect.arrayContaining(['uploadMvbotActorConfigs', 'deleteMvbotActorConfig', 'getBlob']),
    );
  });

  it('lists the frame’s calls once, in its own row', () => {
    expect(map.frame.operations).toEqual(expect.arrayContaining(['getSessionContext', 'logOut']));
    expect(rowOf('profile')?.operations).not.toContain('getSessionContext');
  });
});

const WORD_LIMIT = 3_000;

/** The words of a Markdown text outside its fenced code blocks (whitespace-separated tokens). */
function proseWords(markdown: string): number {
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  return prose.split(/\s+/).filter((token) => token !== '').length;
}

describe('docs/architecture.md', () => {
  const architecture = read('../docs/architecture.md');

  it(`stays within ${WORD_LIMIT.toLocaleString('en')} words outside code blocks`, () => {
    const words = proseWords(architecture);
    expect(
      words <= WORD_LIMIT,
      `docs/architecture.md has ${words} words; the limit is ${WORD_LIMIT}: move detail that records a decision ` +
        'into docs/adr/ (a Details section, or a new record), and leave what the code shows to docs/map.md',
    ).toBe(true);
  });

  it('counts words outside code blocks only', () => {
    expect(proseWords('One two\n\n```\nthree four five\n```\nsix\n')).toBe(3);
  });

  it('names every data area of the console, and no other', () => {
    const areas = readdirSync(new URL('../src/dataProvider/', import.meta.url))
      .filter((file) => file.endsWith('.queries.ts'))
      .map((file) => file.replace('.queries.ts', ''))
      .sort();
    const listed = /The areas: ([^.]+)\./.exec(architecture.replace(/\s+/g, ' '))?.[1].split(', ').sort();
    expect(listed, 'the list of areas in docs/architecture.md ("The areas: …")').toEqual(areas);
  });
});
