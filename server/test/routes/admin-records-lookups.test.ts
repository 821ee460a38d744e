/**
 * Staff reads of other records (staff-and-agents.md §2.3, §2.5, §2.9, §2.10): a voice request's recording as
 * raw PCM, autotest runs filtered and averaged per build (for staff and testers), and the user picker's search,
 * each refused to non-staff; and a child product, which any signed-in user reads (its mission tool pages are
 * theirs to read, staff-and-agents.md §6).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_CHILD_PRODUCT_ID } from '../../seed/admin-records.ts';
import { WIT_AUDIO_SAMPLE_RATE } from '../../seed/admin-records-audio.ts';
import { domainId } from '../../seed/demo-domains.ts';
import { apiTest } from '../api-test.ts';
import { expectStaffOnly, recordReads } from './admin-records-helpers.ts';

const api = apiTest({ roles: ['admin', 'member', 'tester'] });
const { firstId } = recordReads(api);

describe('voice request audio', () => {
  it('serves the recording as raw 16-bit PCM', async () => {
    const id = await firstId('witrequests', `doc ? 'audioblob'`);
    const response = await api.op('getWitAudio', { path: { id }, as: 'admin' }, 200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    const bytes = response.response.rawPayload;
    expect(bytes.length % 2).toBe(0);
    const seconds = bytes.length / 2 / WIT_AUDIO_SAMPLE_RATE;
    expect(seconds).toBeGreaterThan(0.5);
    expect(seconds).toBeLessThan(3);
    // Real signal, not silence.
    let peak = 0;
    for (let i = 0; i < bytes.length; i += 2) peak = Math.max(peak, Math.abs(bytes.readInt16LE(i)));
    expect(peak).toBeGreaterThan(10_000);
  });

  it('says so when there is no recording or request, and is staff only', async () => {
    const path = { id: await firstId('witrequests', `NOT doc ? 'audioblob'`) };
    const none = await api.op('getWitAudio', { path, as: 'admin' }, 404);
    expect(none.text).toBe('This voice request has no recording');
    await api.op('getWitAudio', { path: { id: 'none' }, as: 'admin' }, 404);
    await expectStaffOnly((as, status) => api.op('getWitAudio', { path, as }, status));
  });
});

describe('autotests', () => {
  type Run = {
    id: string;
    platform: string;
    location: string;
    user: string;
    position: { x: number; y: number; z: number };
  };
  const list = async (query: Record<string, string>, as: 'admin' | 'tester' = 'admin') =>
    (await api.op('listAutotests', { query, as }, 200)).json.documents as unknown as Run[];

  it('filters runs by user, platform (android = every Android headset), location and position', async () => {
    const runs = await list({}, 'tester');
    expect(runs).toHaveLength(40);
    const android = await list({ platform: 'android' });
    expect(android.length).toBe(30);
    expect(android.every((run) => run.platform !== 'windows')).toBe(true);
    const run = runs[0];
    const { x, y, z } = run.position;
    const exact = await list({
      user: run.user,
      platform: run.platform,
      location: run.location,
      position: `${x},${y},${z}`,
    });
    expect(exact.map((d) => d.id)).toContain(run.id);
    await api.op('listAutotests', { invalidQuery: { position: '1,2' }, as: 'admin' }, 400);
  });

  it('gives per-build averages of the median metrics', async () => {
    const response = await api.op(
      'getAutotestHistoricalStats',
      { query: { platform: 'android' }, as: 'admin' },
      200,
    );
    const results = (response.json as { results: { build: number; count: number; gpu: number }[] }).results;
    expect(results.length).toBeGreaterThan(1);
    expect(results.map((r) => r.build)).toEqual([...results.map((r) => r.build)].sort((a, b) => a - b));
    expect(results.reduce((sum, r) => sum + r.count, 0)).toBe(30);
    expect(results[0].gpu).toBeGreaterThan(5);
  });

  it('is for staff and testers only', async () => {
    await expectStaffOnly((as, status) => api.op('listAutotests', { as }, status));
    await expectStaffOnly((as, status) => api.op('getAutotestHistoricalStats', { as }, status));
  });
});

describe('child products', () => {
  it('reads a child product, for any signed-in user', async () => {
    const path = { id: DEMO_CHILD_PRODUCT_ID };
    for (const as of ['admin', 'member', 'tester'] as const) {
      const response = await api.op('getAdminChildProduct', { path, as }, 200);
      expect(response.json).toEqual({
        id: DEMO_CHILD_PRODUCT_ID,
        name: 'Demo Skies',
        root_domain: domainId('demo-business'),
      });
    }
    const missing = await api.op('getAdminChildProduct', { path: { id: 'none' }, as: 'member' }, 404);
    expect(missing.text).toBe('Child product not found');
    await api.op('getAdminChildProduct', { path }, 401);
  });
});

describe('findUsers', () => {
  const find = async (text: string) =>
    (await api.op('findUsers', { query: { text }, as: 'admin' }, 200)).json.users as { id: string }[];

  it('finds a user by id, email, name or nickname, case-insensitively', async () => {
    const member = api.as.member;
    for (const text of [member.id, 'MEMBER@demo.test']) {
      expect((await find(text)).map((u) => u.id)).toEqual([member.id]);
    }
    const name = String(member.user.name);
    expect((await find(name.toUpperCase()))[0].id).toBe(member.id);
    expect(await find('nobody_here')).toEqual([]);
  });

  it('refuses text outside word characters, @ and dot, and non-staff', async () => {
    await api.op('findUsers', { invalidQuery: { text: 'a b' }, as: 'admin' }, 400);
    await api.op('findUsers', { invalidQuery: {}, as: 'admin' }, 400);
    await expectStaffOnly((as, status) => api.op('findUsers', { query: { text: 'member' }, as }, status));
  });
});
