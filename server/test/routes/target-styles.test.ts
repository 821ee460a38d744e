/**
 * The styles editor's calls (single-target-and-flows.md §2, §5, §7, §9): spec per template, overrides checked
 * by their type and the metaverse's plan, reset, custom style, readonly targets, and who may use them. The
 * role-by-role refusals of every operation are in owner-access-matrix.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { STYLE_TEXTS } from '../../../common/styleRules.ts';
import { domainId } from '../../seed/demo-domains.ts';
import { apiTest } from '../api-test.ts';
import { pngOfSize } from '../helpers.ts';
import { TARGET_STYLE_TEXTS } from '../../routes/target-styles/texts.ts';

const api = apiTest({ roles: ['owner', 'manager', 'member', 'admin', 'developer'] });

const VIDEO = 'dQw4w9WgXcQ';
const OTHER_VIDEO = 'jNQXAC9IVRw';
const HLS = 'https://streams.example.com/live/main.m3u8';

const metaverse = (uri: string) => ({ domain: uri });
const dev = { release: 'dev' } as const;

/** Sets one override of a metaverse's styles as the owner and answers the reply. */
const setOne = (uri: string, id: string, value: string, status: number) =>
  api.op(
    'setDomainStyleVariables',
    { path: metaverse(uri), body: { ...dev, variables: [{ id, value }] }, as: 'owner' },
    status,
  );

/** A new metaverse of the owner with a fresh styles row. */
async function ownersMetaverse(plan: 'free' | 'premium' | 'business'): Promise<string> {
  const created = await api.op(
    'createDomain',
    { body: { name: `Styles ${randomBytes(3).toString('hex')}`, plan }, as: 'owner' },
    200,
  );
  const uri = created.json.uri;
  // Paid plans start as a trial; the plan itself decides here.
  await api.app.db.query(
    `UPDATE domains SET doc = jsonb_set(doc, '{plan}', $2::jsonb) WHERE doc->>'uri' = $1`,
    [uri, JSON.stringify({ type: plan, plan: `${plan}-test`, activated: true })],
  );
  return uri;
}

describe('style spec', () => {
  it('gives the metaverse, a location and an event the variables and layout rows of their templates', async () => {
    const spec = await api.op(
      'getDomainStyleSpec',
      { path: metaverse('demo-business'), query: dev, as: 'owner' },
      200,
    );
    expect(spec.json).toMatchObject({ release: 'dev', template: 'metaverse', plan: 'business' });
    const types = Object.fromEntries(spec.json.variables.map((variable) => [variable.id, variable.type]));
    expect(types).toMatchObject({
      welcome: 'text',
      accent: 'color',
      lobbyscreen: 'content',
      lobbydoor: 'location',
    });
    for (const row of spec.json.layout) {
      for (const id of row.variables ?? []) expect(types[id]).toBeDefined();
    }
    const place = await api.op(
      'getEntityStyleSpec',
      {
        path: { domain: 'demo-free', types: 'locations', id: 'beach' },
        query: { release: 'prod' },
        as: 'owner',
      },
      200,
    );
    expect(place.json.plan).toBe('free');
    const widths = place.json.layout.map((row) => row.variables?.length ?? 0);
    expect(widths).toEqual(expect.arrayContaining([1, 2, 3, 4]));
  });
});

describe('style variables', () => {
  it('stores overrides, keeps the others, and resets them to the defaults', async () => {
    const uri = await ownersMetaverse('free');
    await setOne(uri, 'accent', '#112233', 200);
    const both = await setOne(uri, 'welcome', 'Hello there', 200);
    expect(both.json).toEqual([
      { id: 'accent', value: '#112233' },
      { id: 'welcome', value: 'Hello there' },
    ]);
    const read = await api.op(
      'getDomainStyleVariables',
      { path: metaverse(uri), query: dev, as: 'owner' },
      200,
    );
    expect(read.json).toEqual(both.json);
    const prod = await api.op(
      'getDomainStyleVariables',
      { path: metaverse(uri), query: { release: 'prod' }, as: 'owner' },
      200,
    );
    expect(prod.json).toEqual([]);
    const reset = await api.op(
      'resetDomainStyleVariables',
      { path: metaverse(uri), body: { ...dev, ids: ['accent'] }, as: 'owner' },
      200,
    );
    expect(reset.json).toEqual([{ id: 'welcome', value: 'Hello there' }]);
  });

  it('refuses a bad value of each type and an unknown variable, storing nothing', async () => {
    const uri = await ownersMetaverse('business');
    expect((await setOne(uri, 'accent', 'red', 400)).text).toContain(STYLE_TEXTS.badColor);
    expect((await setOne(uri, 'lobbyscreen', 'http://streams.example.com/x.m3u8', 400)).text).toContain(
      STYLE_TEXTS.badHls,
    );
    expect(
      (await setOne(uri, 'lobbyscreen', 'https://www.youtube.com/playlist?list=PL1', 400)).text,
    ).toContain(STYLE_TEXTS.badYoutube);
    expect((await setOne(uri, 'lobbyscreen', 'a picture', 400)).text).toContain(STYLE_TEXTS.badContent);
    expect((await setOne(uri, 'lobbydoor', '[oculus] 12ab', 400)).text).toContain(STYLE_TEXTS.badOculus);
    expect((await setOne(uri, 'lobbydoor', '[multiverse] ', 400)).text).toContain(STYLE_TEXTS.emptyDoor);
    expect((await setOne(uri, 'nosuch', 'x', 400)).text).toContain(STYLE_TEXTS.unknownVariable);
    await api.op(
      'setDomainStyleVariables',
      {
        path: metaverse(uri),
        body: { ...dev, variables: [{ id: 'accent', value: '#000000' }] },
        invalidBody: { release: 'beta' },
        as: 'owner',
      },
      400,
    );
    const read = await api.op(
      'getDomainStyleVariables',
      { path: metaverse(uri), query: dev, as: 'owner' },
      200,
    );
    expect(read.json).toEqual([]);
  });

  it('takes a drive file only when it is stored', async () => {
    const uri = await ownersMetaverse('free');
    const missing = await setOne(uri, 'lobbyscreen', `[image] ${'0'.repeat(64)}`, 400);
    expect(missing.text).toContain(TARGET_STYLE_TEXTS.fileMissing);
    const picture = await api.op(
      'uploadProfilePicture',
      { body: pngOfSize(100), headers: { 'content-type': 'image/png' }, as: 'owner' },
      200,
    );
    const value = `[image] ${String(picture.json.iconblob)}`;
    expect((await setOne(uri, 'lobbyscreen', value, 200)).json).toEqual([{ id: 'lobbyscreen', value }]);
  });

  it('normalises YouTube links and keeps the five door formats', async () => {
    const uri = await ownersMetaverse('business');
    const saved = await setOne(uri, 'lobbyscreen', `https://youtu.be/${VIDEO}?si=share`, 200);
    expect(saved.json).toEqual([{ id: 'lobbyscreen', value: `https://www.youtube.com/watch?v=${VIDEO}` }]);
    for (const door of [
      '[multiverse] beach',
      '[browser] https://example.com',
      '[oculus] 1234',
      '[locked]',
      'my own',
    ]) {
      const reply = await setOne(uri, 'lobbydoor', door, 200);
      expect(reply.json).toContainEqual({ id: 'lobbydoor', value: door });
    }
  });
});

describe('plan gating (single-target-and-flows.md §5, §9)', () => {
  it('refuses YouTube on a free plan and takes one on premium, not two', async () => {
    const free = await ownersMetaverse('free');
    expect((await setOne(free, 'lobbyscreen', `https://www.youtube.com/watch?v=${VIDEO}`, 400)).text).toBe(
      STYLE_TEXTS.videosNeedPlan.replace(/^/, 'Lobby screen: '),
    );
    const premium = await ownersMetaverse('premium');
    await setOne(premium, 'lobbyscreen', `https://www.youtube.com/watch?v=${VIDEO}`, 200);
    // The event spec has a second screen: a second YouTube video of the same target is refused.
    const place = { domain: 'demo-premium', types: 'locations' as const, id: 'home' };
    await api
      .op(
        'setEntityStyleVariables',
        {
          path: place,
          body: {
            ...dev,
            variables: [
              { id: 'screen1', value: `https://www.youtube.com/watch?v=${VIDEO}` },
              { id: 'screen2', value: `https://youtu.be/${OTHER_VIDEO}` },
            ],
          },
          as: 'owner',
        },
        400,
      )
      .then((reply) => expect(reply.text).toBe(STYLE_TEXTS.oneYoutube));
  });

  it('takes HLS links from Professional and live streams and web sites from Premium', async () => {
    const premium = await ownersMetaverse('premium');
    expect((await setOne(premium, 'lobbyscreen', HLS, 400)).text).toContain(STYLE_TEXTS.videosNeedPlan);
    await setOne(premium, 'lobbyscreen', '[livestream]', 200);
    await setOne(premium, 'lobbydoor', '[browser] https://example.com', 200);
    const free = await ownersMetaverse('free');
    expect((await setOne(free, 'lobbyscreen', '[livestream]', 400)).text).toContain(
      STYLE_TEXTS.webAndStreamsNeedPlan,
    );
    expect((await setOne(free, 'lobbydoor', '[browser] https://example.com', 400)).text).toContain(
      STYLE_TEXTS.webAndStreamsNeedPlan,
    );
    const business = await ownersMetaverse('business');
    await setOne(business, 'lobbyscreen', HLS, 200);
  });
});

describe('custom style', () => {
  it('keeps one per release for an event', async () => {
    const created = await api.op(
      'createEvent',
      {
        path: { domain: 'demo-business' },
        body: { name: `styles${randomBytes(3).toString('hex')}`, nickname: 'Styles' },
        as: 'owner',
      },
      200,
    );
    const path = { domain: 'demo-business', types: 'events' as const, id: created.json.name };
    await api.op(
      'setEntityCustomStyle',
      { path, body: { release: 'dev', source: '.a { color: red }' }, as: 'manager' },
      200,
    );
    const read = await api.op('getEntityCustomStyle', { path, query: dev, as: 'owner' }, 200);
    expect(read.json).toEqual({ release: 'dev', source: '.a { color: red }' });
    const prod = await api.op('getEntityCustomStyle', { path, query: { release: 'prod' }, as: 'owner' }, 200);
    expect(prod.json.source).toBe('');
    const spec = await api.op('getEntityStyleSpec', { path, query: dev, as: 'owner' }, 200);
    expect(spec.json.variables.map((variable) => variable.id)).toContain('headline');
  });
});

describe('who may use them', () => {
  const path = metaverse('demo-business');
  const body = { ...dev, variables: [{ id: 'accent', value: '#445566' }] };

  it('needs a session and manage_domain; staff may, and are audited', async () => {
    await api.op('getDomainStyleSpec', { path, query: dev }, 401);
    await api.op('setDomainStyleVariables', { path, body }, 401);
    await api.op('setDomainStyleVariables', { path, body, as: 'member' }, 403);
    await api.op('getDomainCustomStyle', { path, query: dev, as: 'member' }, 403);
    await api.op('setDomainStyleVariables', { path, body, as: 'manager' }, 200);
    await api.op('setDomainStyleVariables', { path, body, as: 'admin' }, 200);
    const { rows } = await api.app.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target_id = $1 AND action LIKE 'styles.%'`,
      [domainId('demo-business')],
    );
    expect(rows.map((row) => row.action)).toEqual(['styles.variables']);
  });

  it("refuses another owner's metaverse and its locations", async () => {
    await api.op('setDomainStyleVariables', { path, body, as: 'developer' }, 403);
    await api.op(
      'getEntityStyleVariables',
      { path: { domain: 'demo-business', types: 'locations', id: 'home' }, query: dev, as: 'developer' },
      403,
    );
  });

  it('refuses writes to a readonly target unless the caller holds edit_readonly_entities', async () => {
    const uri = await ownersMetaverse('business');
    await api.app.db.query(`UPDATE domains SET doc = doc || $2::jsonb WHERE doc->>'uri' = $1`, [
      uri,
      JSON.stringify({ readonly: true }),
    ]);
    const refused = await setOne(uri, 'accent', '#000000', 403);
    expect(refused.text).toBe('This metaverse is readonly. To change it, contact FTL');
    await api.op(
      'setDomainCustomStyle',
      { path: metaverse(uri), body: { ...dev, source: 'x' }, as: 'owner' },
      403,
    );
    await api.op(
      'resetDomainStyleVariables',
      { path: metaverse(uri), body: { ...dev, ids: ['accent'] }, as: 'owner' },
      403,
    );
    // Reading stays open.
    await api.op('getDomainStyleVariables', { path: metaverse(uri), query: dev, as: 'owner' }, 200);
    await api.app.db.query(
      `UPDATE users SET doc = doc || '{"permissions":["edit_readonly_entities"]}'::jsonb WHERE id = $1`,
      [api.as.manager.id],
    );
    await api.app.db.query(
      `INSERT INTO memberships (domain_id, user_id, permissions) VALUES ((SELECT id FROM domains WHERE doc->>'uri' = $1), $2, '{manage_domain}')`,
      [uri, api.as.manager.id],
    );
    await api.op('setDomainStyleVariables', { path: metaverse(uri), body, as: 'manager' }, 200);
  });
});
