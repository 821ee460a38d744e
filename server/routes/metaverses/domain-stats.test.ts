import { describe, expect, it } from 'vitest';
import { holdsAnyPermission } from '../../authz/index.ts';
import { contractOperation } from '../../lib/contract.ts';
import { DOMAIN_STATS_TEXTS, sessionView } from './domain-stats.ts';

describe('who sees domain stats', () => {
  it('is declared in the contract: developers and superusers, nobody else, refused in the page’s words', () => {
    const { authorization } = contractOperation('getDomainStats');
    expect(authorization).toMatchObject({
      mode: 'permission',
      refusal: DOMAIN_STATS_TEXTS.developersOnly,
      domain: { role: 'viewer' },
    });
    const permissions = authorization.mode === 'permission' ? authorization.permissions : [];
    const sees = (user: { permissions?: string[] } | null) => holdsAnyPermission(user, permissions);
    expect(sees({ permissions: ['developer'] })).toBe(true);
    expect(sees({ permissions: ['superuser'] })).toBe(true);
    expect(sees({ permissions: ['administrator', 'admin_read_entities'] })).toBe(false);
    expect(sees({ permissions: ['manage_domain', 'tester'] })).toBe(false);
    expect(sees({})).toBe(false);
    expect(sees(null)).toBe(false);
  });
});

describe('sessionView', () => {
  const row = {
    id: 's1',
    ts: new Date('2026-03-01T10:00:00.000Z'),
    user_id: 'u1',
    user_nickname: 'Ann',
    user_name: 'ann',
    location_id: 'l1',
    location_nickname: 'Beach',
    location_name: 'beach',
    location_path: 'demo-free/locations/beach',
    room_nickname: 'Beach 2',
    releasename: 'prod',
  };

  it('shapes a row as the stats page lists it', () => {
    expect(sessionView(row)).toEqual({
      _id: 's1',
      timestamp: '2026-03-01T10:00:00.000Z',
      user: { id: 'u1', nickname: 'Ann' },
      location: { id: 'l1', nickname: 'Beach', path: 'demo-free/locations/beach' },
      room: { nickname: 'Beach 2', releasename: 'prod' },
    });
  });

  it('falls back to names when nicknames are missing', () => {
    const view = sessionView({ ...row, user_nickname: null, location_nickname: null });
    expect(view.user.nickname).toBe('ann');
    expect(view.location.nickname).toBe('beach');
    const bare = sessionView({ ...row, user_nickname: null, user_name: null, location_path: null });
    expect(bare.user.nickname).toBe('u1');
    expect(bare.location.path).toBe('');
  });
});
