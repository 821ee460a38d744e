import { describe, expect, it } from 'vitest';
import { canSeeDomainStats, STATS_LIST } from './rules';

const user = (...permissions: string[]) => ({ permissions });

describe('canSeeDomainStats', () => {
  it('is for developers and superusers', () => {
    expect(canSeeDomainStats(user('developer'))).toBe(true);
    expect(canSeeDomainStats(user('superuser'))).toBe(true);
    expect(canSeeDomainStats(user('administrator', 'manage_domain', 'tester'))).toBe(false);
    expect(canSeeDomainStats(null)).toBe(false);
  });
});

describe('the sessions list paging', () => {
  const paging = (query: string) => {
    const { first, per } = STATS_LIST.read(new URLSearchParams(query));
    return { first, per };
  };

  it('reads the offset and the page size', () => {
    expect(paging('')).toEqual({ first: 0, per: 25 });
    expect(paging('first=150&per=50')).toEqual({ first: 150, per: 50 });
    expect(paging('per=100')).toEqual({ first: 0, per: 100 });
  });

  it('falls back on values the page does not offer', () => {
    expect(paging('first=-1&per=7')).toEqual({ first: 0, per: 25 });
    expect(paging('first=1.5&per=1000')).toEqual({ first: 0, per: 25 });
    expect(paging('first=x&per=')).toEqual({ first: 0, per: 25 });
  });
});
