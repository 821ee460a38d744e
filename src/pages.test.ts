import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PAGE_SAMPLES } from '../tests/e2e/page-samples';
import { PAGES, ROUTE_PAGES, SHORT_LINKS } from './pages';

describe('the page registry', () => {
  it('serves the sidebar’s short links, each leading to the page of the current metaverse', () => {
    expect(SHORT_LINKS.map((link) => link.path)).toEqual([
      '/members',
      '/upgrade',
      '/events',
      '/landmarks',
      '/stats',
      '/plots',
      '/supportdocs',
    ]);
    const target = (path: string) => SHORT_LINKS.find((link) => link.path === path)?.target;
    expect(target('/members')?.('demo-free')).toBe('/domains/demo-free/members');
    expect(target('/stats')?.('a b/c')).toBe('/domains/a%20b%2Fc/stats');
    expect(target('/upgrade')?.('demo-free')).toBe('/domains/demo-free/upgrade');
  });

  it('serves without the frame only public pages, the stream viewer among them', () => {
    const bare = ROUTE_PAGES.filter((page) => page.frame === 'none');
    expect(bare.map((page) => page.id)).toContain('streamView');
    for (const page of bare) expect(page.access, page.id).toBe('public');
  });

  it('has one entry per id and per route', () => {
    const ids = PAGES.map((page) => page.id);
    expect(new Set(ids).size).toBe(ids.length);
    const paths = ROUTE_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('serves the spec’s staff addresses with their pages, not the “Bad uri” page', () => {
    // staff-and-agents.md §2.1: the child product's sub-pages and the agent admin's sub-pages.
    const opened = (path: string) => {
      const matching = ROUTE_PAGES.filter((page) => matchPath(page.path, path));
      return (matching.find((page) => page.id !== 'admin.other') ?? matching[0])?.id;
    };
    expect(opened('/admin/childproducts/demo-skies/missionevents')).toBe('admin.missionEvents');
    expect(opened('/missionevents/demo-skies')).toBe('missionEvents');
    expect(opened('/admin/agents/embeddings')).toBe('admin.agents.embeddings');
  });

  it('does not let a short link shadow a page', () => {
    const paths = new Set(ROUTE_PAGES.map((page) => page.path));
    expect(SHORT_LINKS.filter((link) => paths.has(link.path))).toEqual([]);
  });

  it('gives the axe sweep a sample URL of every page it serves, with the page’s access', () => {
    const served = PAGES.filter((page) => page.kind !== 'planned');
    expect(Object.keys(PAGE_SAMPLES).sort()).toEqual(served.map((page) => page.id).sort());
    for (const page of served) {
      expect(PAGE_SAMPLES[page.id]?.access, page.id).toBe(page.access);
      expect(PAGE_SAMPLES[page.id]?.urls.length, page.id).toBeGreaterThan(0);
      // Each sample is an address of that page (a collection's list or one of its records): its route matches it (the catch-all only where nothing else does).
      for (const url of PAGE_SAMPLES[page.id]?.urls ?? []) {
        const path = new URL(url, 'http://console').pathname;
        const patterns =
          page.kind === 'collection' ? [page.path, `/admin/${page.collection}/:id`] : [page.path];
        expect(
          patterns.some((pattern) => matchPath(pattern, path)),
          `${page.id}: ${url}`,
        ).toBe(true);
        const other = served.find(
          (o) => o.path !== page.path && o.id !== 'admin.other' && matchPath(o.path, path),
        );
        expect(other?.id, `${page.id}: ${url}`).toBeUndefined();
      }
    }
  });
});
