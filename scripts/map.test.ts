import { readFileSync } from 'node:fs';
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
