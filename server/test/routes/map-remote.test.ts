/**
 * The live map read from a published map store (MAP_BASE_URL), against a local stand-in of that store:
 * latest.txt, {latest}/{postcode}.json and maps/{size}/{x}_{y}.jpg, a missing file and a failing store.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTest } from '../api-test.ts';

const DISTRICT = {
  district: {
    boundingpoly: [
      [0, 0],
      [300, 0],
      [300, 300],
      [0, 300],
    ],
    code: 'N0-E0',
  },
  subdistricts: [
    {
      curbpoly: [
        [8, 8],
        [142, 8],
        [142, 142],
        [8, 142],
      ],
      code: 'N0-E0-0',
    },
  ],
  buildings: [
    {
      boundingpoly: [
        [20, 20],
        [40, 20],
        [40, 40],
        [20, 40],
      ],
      code: 'N0-E0-0-0',
    },
  ],
};
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);

let store: Server;
let baseUrl = '';
let failing = false;
const asked: string[] = [];

beforeAll(async () => {
  store = createServer((request, response) => {
    asked.push(request.url ?? '');
    if (failing) return response.writeHead(500).end('down');
    if (request.url === '/store/latest.txt') return response.end('release-42\n');
    if (request.url === '/store/release-42/N0-E0.json')
      return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(DISTRICT));
    if (request.url === '/store/maps/250/0_-2.jpg') return response.writeHead(200).end(JPEG);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(store.address() as AddressInfo).port}/store`;
});

afterAll(async () => {
  await new Promise((resolve) => store.close(resolve));
});

const api = apiTest({ config: () => ({ mapBaseUrl: baseUrl }) });

describe('map data from the map store', () => {
  it('serves the store release, districts and tiles', async () => {
    expect((await api.op('getMapLatest', {}, 200)).text).toBe('release-42');
    const district = await api.op(
      'getMapDistrict',
      { path: { latest: 'release-42', file: 'N0-E0.json' } },
      200,
    );
    expect(district.json).toEqual(DISTRICT);
    const tile = await api.op('getMapTile', { path: { size: 250, tile: '0_-2.jpg' } }, 200);
    expect(tile.response.rawPayload.equals(JPEG)).toBe(true);
    expect(asked).toContain('/store/maps/250/0_-2.jpg');
  });

  it('answers 404 for a missing file and 502 in our words when the store fails', async () => {
    const missing = await api.op(
      'getMapDistrict',
      { path: { latest: 'release-42', file: 'S9-W9.json' } },
      404,
    );
    expect(missing.text).toBe('There is no map data here.');
    failing = true;
    try {
      const down = await api.op('getMapLatest', {}, 502);
      expect(down.text).toBe('The map store did not answer. Try again later.');
    } finally {
      failing = false;
    }
  });
});
