import { describe, expect, it } from 'vitest';
import { canSeeDomainStats, statsPaging } from './rules';

const user = (...permissions: string[]) => ({ permissions });

describe('canSeeDomainStats', () => {
  it('is for developers and superusers', () => {
    expect(canSeeDomainStats(user('developer'))).toBe(true);
    expect(canSeeDomainStats(user('superuser'))).toBe(true);
    expect(canSeeDomainStats(user('administrator', 'manage_domain', 'tester'))).toBe(false);
    expect(canSeeDomainStats(null)).toBe(false);
  });
});

describe('statsPaging', () => {
  const paging = (query: string) => statsPaging(new URLSearchParams(query));

  it('reads the page and the page size', () => {
    expect(paging('')).toEqual({ page: 0, count: 25 });
    expect(paging('page=3&count=50')).toEqual({ page: 3, count: 50 });
    expect(paging('count=100')).toEqual({ page: 0, count: 100 });
  });

  it('falls back on values the page does not offer', () => {
    expect(paging('page=-1&count=7')).toEqual({ page: 0, count: 25 });
    expect(paging('page=1.5&count=1000')).toEqual({ page: 0, count: 25 });
    expect(paging('page=x&count=')).toEqual({ page: 0, count: 25 });
  });
});
