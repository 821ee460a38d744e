/**
 * Creating targets from the single-target pages (single-target-and-flows.md §5): a location named by its slug
 * from a template of the plan, listed in natural order, with taken and invalid names refused; an event with a
 * suggested free URL name, copying another. Access by role is in owner-access-matrix.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { TARGET_TEXTS } from '../../../common/targetRules.ts';
import { TARGET_ROUTE_TEXTS as T } from '../../routes/targets/texts.ts';
import { apiTest } from '../api-test.ts';
import { DOMAIN, targetEvents } from './targets-helpers.ts';

const api = apiTest({ roles: ['owner', 'manager'] });
const { newEvent } = targetEvents(api);

describe('create location (single-target-and-flows.md §5)', () => {
  const create = (nickname: string, template = 'gallery', status = 200) =>
    api.op(
      'createLocation',
      { path: { domain: DOMAIN }, body: { nickname, template }, as: 'manager' },
      status,
    );

  it('lists locations in natural order: a number sorts by its value', async () => {
    for (const nickname of ['Town Hall 29', 'Town Hall 5', 'Town Hall 100']) await create(nickname);
    const rows = (
      await api.op(
        'listEntities',
        {
          path: { domain: DOMAIN, types: 'locations' },
          query: { count: 100, filter: 'town hall' },
          as: 'owner',
        },
        200,
      )
    ).json;
    expect(rows.map((r) => r.nickname)).toEqual(['Town Hall 5', 'Town Hall 29', 'Town Hall 100']);
  });

  it('creates a location named by its slug, which then opens', async () => {
    const created = await create("  Ann's Roof Garden ");
    expect(created.json.location).toMatchObject({
      name: 'anns_roof_garden',
      nickname: "Ann's Roof Garden",
      template: 'gallery',
    });
    await api.op(
      'getEntity',
      { path: { domain: DOMAIN, types: 'locations', id: 'anns_roof_garden' }, as: 'owner' },
      200,
    );
  });

  it('refuses a taken name, a taken URL and an empty name', async () => {
    await create('Sky Lounge');
    expect((await create('Sky Lounge', 'gallery', 400)).text).toBe(TARGET_TEXTS.nicknameTaken);
    expect((await create('sky lounge', 'gallery', 400)).text).toBe(TARGET_TEXTS.slugTaken);
    expect((await create("''", 'gallery', 400)).text).toBe(TARGET_TEXTS.nameEmpty);
  });

  it('refuses a name that is not a title (letters, digits, whitespace, apostrophes; at most 64) and creates nothing', async () => {
    for (const nickname of ['Bad!Walk<x>', 'a<b>', 'Roof Garden!']) {
      expect((await create(nickname, 'gallery', 400)).text).toBe(TARGET_TEXTS.nameInvalid);
    }
    expect((await create('a'.repeat(65), 'gallery', 400)).text).toBe(TARGET_TEXTS.nameTooLong);
    for (const id of ['badwalkx', 'ab', 'roof_garden']) {
      await api.op('getEntity', { path: { domain: DOMAIN, types: 'locations', id }, as: 'owner' }, 404);
    }
  });

  it('offers only the templates of the plan', async () => {
    expect((await create('Island Home', 'island', 400)).text).toBe(T.templateNotOnPlan);
    const free = await api.op(
      'createLocation',
      {
        path: { domain: 'demo-free' },
        body: { nickname: 'Conference', template: 'conference' },
        as: 'owner',
      },
      400,
    );
    expect(free.text).toBe(T.templateNotOnPlan);
  });
});

describe('create event (single-target-and-flows.md §5)', () => {
  it('suggests a free URL name and creates the event, copying another one', async () => {
    const source = await newEvent({ description: 'Weekly quiz', agegroup: 'older', published: true });
    const first = await api.op(
      'suggestEntityName',
      { path: { domain: DOMAIN }, query: { name: 'quiz_time', type: 'event' }, as: 'manager' },
      200,
    );
    expect(first.json.name).toBe('quiz_time');
    const body = { name: first.json.name, nickname: 'Quiz Time', copy: source };
    const created = await api.op('createEvent', { path: { domain: DOMAIN }, body, as: 'manager' }, 200);
    expect(created.json.name).toBe('quiz_time');
    const event = await api.op(
      'getEntity',
      { path: { domain: DOMAIN, types: 'events', id: 'quiz_time' }, as: 'owner' },
      200,
    );
    expect(event.json).toMatchObject({
      nickname: 'Quiz Time',
      description: 'Weekly quiz',
      agegroup: 'older',
      published: false,
    });
    expect(new Date(event.json.startdate!).getTime()).toBeGreaterThan(Date.now());

    const next = await api.op(
      'suggestEntityName',
      { path: { domain: DOMAIN }, query: { name: 'quiz_time', type: 'event' }, as: 'manager' },
      200,
    );
    expect(next.json.name).toBe('quiz_time_2');
    const taken = await api.op(
      'createEvent',
      { path: { domain: DOMAIN }, body: { name: 'quiz_time', nickname: 'Again' }, as: 'manager' },
      400,
    );
    expect(taken.text).toBe(TARGET_TEXTS.eventNameTaken);
  });
});
