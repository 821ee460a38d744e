import { describe, expect, it } from 'vitest';
import { canSeeDomainStats, sessionView } from './domain-stats.ts';

describe('canSeeDomainStats', () => {
  it('lets developers and superusers in, nobody else', () => {
    expect(canSeeDomainStats({ permissions: ['developer'] })).toBe(true);
    expect(canSeeDomainStats({ permissions: ['superuser'] })).toBe(true);
    expect(canSeeDomainStats({ permissions: ['administrator', 'admin_read_entities'] })).toBe(false);
    expect(canSeeDomainStats({ permissions: ['manage_domain', 'tester'] })).toBe(false);
    expect(canSeeDomainStats({})).toBe(false);
    expect(canSeeDomainStats(null)).toBe(false);
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
