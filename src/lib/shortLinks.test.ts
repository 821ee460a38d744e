import { describe, expect, it } from 'vitest';
import { SHORT_LINK_SECTIONS, shortLinkTarget } from './shortLinks';

describe('shortLinkTarget', () => {
  it('covers the sidebar’s short links', () => {
    expect(SHORT_LINK_SECTIONS).toEqual([
      'members',
      'events',
      'landmarks',
      'stats',
      'upgrade',
      'plots',
      'supportdocs',
    ]);
  });

  it('leads to the section of the current metaverse, keeping the query', () => {
    expect(shortLinkTarget('demo-free', 'members')).toBe('/domains/demo-free/members');
    expect(shortLinkTarget('demo-free', 'upgrade', '?context=change')).toBe(
      '/domains/demo-free/upgrade?context=change',
    );
    expect(shortLinkTarget('a b/c', 'stats', '', '#top')).toBe('/domains/a%20b%2Fc/stats#top');
  });
});
