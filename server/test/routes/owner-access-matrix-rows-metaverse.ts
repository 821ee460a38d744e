/**
 * The owner access matrix's rows for the metaverse itself: its styles, settings, plan, members and invites, and
 * its entities (owner-console.md §6).
 */
import { MESSAGES } from '../../lib/messages.ts';
import { METAVERSE_TEXTS as T } from '../../routes/metaverses/texts.ts';
import {
  d,
  entity,
  newEntity,
  newMember,
  ownersNewMetaverse,
  row,
  type Row,
  stranger,
  uniq,
} from './owner-access-matrix-setup.ts';

export const METAVERSE_ROWS: Row[] = [
  // domains
  row('getDomain')({ role: 'member', refusal: MESSAGES.domainMembersOnly, call: (tg) => ({ path: d(tg) }) }),
  row('getDomainIcon')({
    role: 'member',
    refusal: MESSAGES.domainMembersOnly,
    call: (tg) => ({ path: d(tg) }),
  }),
  row('getEntityIcon')({
    role: 'member',
    refusal: MESSAGES.domainMembersOnly,
    call: (tg) => ({ path: entity(tg, 'locations', 'home') }),
    missing: (tg) => ({ path: entity(tg, 'locations', 'nowhere') }),
    bad: [(tg) => ({ path: entity(tg, 'locations', 'home'), invalidPath: { types: 'users' } })],
  }),
  // styles (the metaverse's, and a location's or an event's)
  row('getDomainStyleSpec')({
    role: 'manager',
    call: (tg) => ({ path: d(tg), query: { release: 'dev' } }),
    bad: [(tg) => ({ path: d(tg), query: { release: 'dev' }, invalidQuery: { release: 'beta' } })],
  }),
  row('getDomainStyleVariables')({
    role: 'manager',
    call: (tg) => ({ path: d(tg), query: { release: 'dev' } }),
  }),
  row('setDomainStyleVariables')({
    role: 'manager',
    call: (tg) => ({
      path: d(tg),
      body: { release: 'dev', variables: [{ id: 'accent', value: '#123456' }] },
    }),
    bad: [(tg) => ({ path: d(tg), body: { release: 'dev', variables: [{ id: 'accent', value: 'red' }] } })],
  }),
  row('resetDomainStyleVariables')({
    role: 'manager',
    call: (tg) => ({ path: d(tg), body: { release: 'dev', ids: ['accent'] } }),
    bad: [(tg) => ({ path: d(tg), body: { release: 'dev', ids: [] } })],
  }),
  row('getDomainCustomStyle')({
    role: 'manager',
    call: (tg) => ({ path: d(tg), query: { release: 'prod' } }),
  }),
  row('setDomainCustomStyle')({
    role: 'manager',
    call: (tg) => ({ path: d(tg), body: { release: 'prod', source: 'body { color: red }' } }),
  }),
  row('getEntityStyleSpec')({
    role: 'manager',
    call: (tg) => ({ path: entity(tg, 'locations', 'home'), query: { release: 'dev' } }),
    missing: (tg) => ({ path: entity(tg, 'locations', 'nowhere'), query: { release: 'dev' } }),
    bad: [
      (tg) => ({
        path: entity(tg, 'locations', 'home'),
        query: { release: 'dev' },
        invalidPath: { types: 'plots' },
      }),
    ],
  }),
  row('getEntityStyleVariables')({
    role: 'manager',
    call: (tg) => ({ path: entity(tg, 'locations', 'home'), query: { release: 'dev' } }),
    missing: (tg) => ({ path: entity(tg, 'locations', 'nowhere'), query: { release: 'dev' } }),
  }),
  row('setEntityStyleVariables')({
    role: 'manager',
    call: (tg) => ({
      path: entity(tg, 'locations', 'home'),
      body: { release: 'dev', variables: [{ id: 'accent', value: '#123456' }] },
    }),
    missing: (tg) => ({
      path: entity(tg, 'locations', 'nowhere'),
      body: { release: 'dev', variables: [{ id: 'accent', value: '#123456' }] },
    }),
    bad: [
      (tg) => ({
        path: entity(tg, 'locations', 'home'),
        body: { release: 'dev', variables: [{ id: '1bad', value: '' }] },
      }),
      (tg) => ({
        path: entity(tg, 'locations', 'home'),
        body: { release: 'dev', variables: [{ id: 'nosuchvariable', value: '' }] },
      }),
    ],
  }),
  row('resetEntityStyleVariables')({
    role: 'manager',
    call: (tg) => ({ path: entity(tg, 'locations', 'home'), body: { release: 'dev', ids: ['accent'] } }),
    missing: (tg) => ({
      path: entity(tg, 'locations', 'nowhere'),
      body: { release: 'dev', ids: ['accent'] },
    }),
  }),
  row('getEntityCustomStyle')({
    role: 'manager',
    call: (tg) => ({ path: entity(tg, 'locations', 'home'), query: { release: 'prod' } }),
    missing: (tg) => ({ path: entity(tg, 'locations', 'nowhere'), query: { release: 'prod' } }),
  }),
  row('setEntityCustomStyle')({
    role: 'manager',
    call: (tg) => ({
      path: entity(tg, 'locations', 'home'),
      body: { release: 'prod', source: 'body { color: red }' },
    }),
    missing: (tg) => ({ path: entity(tg, 'locations', 'nowhere'), body: { release: 'prod', source: '' } }),
  }),
  // metaverses
  row('updateDomain')({
    role: 'manager',
    call: (tg) => ({ path: d(tg), body: { name: 'Demo Business', oculusdestination: 'matrix' } }),
    bad: [(tg) => ({ path: d(tg), body: { name: 'No! Symbols?' } }), (tg) => ({ path: d(tg), body: {} })],
  }),
  row('deleteDomain')({
    role: 'owner',
    call: (tg) => ({ path: d(tg) }),
    prepare: ownersNewMetaverse,
    refusal: T.ownerOnlyDelete,
  }),
  row('getDomainPlan')({ role: 'member', call: (tg) => ({ path: d(tg) }) }),
  row('setDomainPlan')({
    role: 'owner',
    call: (tg) => ({ path: d(tg), body: { newPlan: 'free' } }),
    prepare: ownersNewMetaverse,
    bad: [(tg) => ({ path: d(tg), invalidBody: { newPlan: 'premium' } })],
  }),
  row('syncDomainSubscription')({ role: 'manager', call: (tg) => ({ path: d(tg) }) }),
  row('getUpgradePlans')({
    role: 'manager',
    call: (tg) => ({ path: d(tg), query: { context: 'change' } }),
    bad: [(tg) => ({ path: d(tg), invalidQuery: { context: 'sideways' } })],
  }),
  row('listMembers')({ role: 'manager', call: (tg) => ({ path: d(tg) }) }),
  row('getMemberSummary')({ role: 'member', call: (tg) => ({ path: d(tg) }) }),
  row('setMemberPermissions')({
    role: 'manager',
    call: (tg) => ({ path: { ...d(tg), userId: tg.key }, body: { permissions: ['host'] } }),
    prepare: newMember,
    missing: (tg) => ({ path: { ...d(tg), userId: stranger.id }, body: { permissions: [] } }),
    bad: [(tg) => ({ path: { ...d(tg), userId: tg.key }, invalidBody: { permissions: ['king'] } })],
  }),
  row('removeMember')({
    role: 'manager',
    call: (tg) => ({ path: { ...d(tg), userId: tg.key }, query: { block: false } }),
    prepare: newMember,
    missing: (tg) => ({ path: { ...d(tg), userId: stranger.id } }),
    bad: [(tg) => ({ path: { ...d(tg), userId: tg.key }, invalidQuery: { block: 'maybe' } })],
  }),
  row('getSharedInvite')({ role: 'manager', call: (tg) => ({ path: d(tg) }) }),
  row('createSharedInvite')({ role: 'manager', call: (tg) => ({ path: d(tg) }) }),
  row('deleteSharedInvite')({ role: 'manager', call: (tg) => ({ path: d(tg) }) }),
  row('sendEmailInvites')({
    role: 'manager',
    call: (tg) => ({ path: d(tg), body: { emails: [`m${uniq()}@example.test`] } }),
    bad: [
      (tg) => ({ path: d(tg), body: { emails: ['not-an-address'] } }),
      (tg) => ({ path: d(tg), body: { emails: [] } }),
    ],
  }),
  // entities
  row('listEntities')({
    role: 'member',
    call: (tg) => ({ path: { ...d(tg), types: 'locations' }, query: { first: 0, count: 10, order: -1 } }),
    bad: [
      (tg) => ({ path: { ...d(tg), types: 'locations' }, invalidPath: { types: 'users' } }),
      (tg) => ({ path: { ...d(tg), types: 'locations' }, invalidQuery: { count: 'lots' } }),
    ],
  }),
  row('countEntities')({
    role: 'member',
    call: (tg) => ({ path: { ...d(tg), types: 'events' }, query: { when: 'upcoming' } }),
    bad: [(tg) => ({ path: { ...d(tg), types: 'events' }, invalidQuery: { when: 'someday' } })],
  }),
  row('getEntity')({
    role: 'member',
    refusal: MESSAGES.domainMembersOnly,
    call: (tg) => ({ path: entity(tg, 'locations', 'home') }),
    missing: (tg) => ({ path: entity(tg, 'locations', 'no-such-location') }),
    bad: [(tg) => ({ path: entity(tg, 'locations', 'home'), invalidPath: { types: 'things' } })],
  }),
  row('deleteEntity')({
    role: 'manager',
    call: (tg) => ({ path: entity(tg, 'events', tg.key) }),
    prepare: () => newEntity('events'),
    missing: (tg) => ({ path: entity(tg, 'events', 'no-such-event') }),
    bad: [(tg) => ({ path: entity(tg, 'events', tg.key), invalidPath: { types: 'things' } })],
  }),
  // Only the owner deletes locations (owner-console.md §6): a second row for the same operation.
  row('deleteEntity')({
    role: 'owner',
    call: (tg) => ({ path: entity(tg, 'locations', tg.key) }),
    prepare: () => newEntity('locations'),
    missing: (tg) => ({ path: entity(tg, 'locations', 'no-such-place') }),
  }),
  row('listSupportDocs')({ role: 'member', call: (tg) => ({ path: d(tg) }) }),
];
