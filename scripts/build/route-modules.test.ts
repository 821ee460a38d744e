import { describe, expect, it } from 'vitest';
import { COLLECTION_PAGES, ROUTE_PAGES } from '../../src/pages';
import { PrivacyPage } from '../../src/owner/privacy/PrivacyPage';
import { LIGHT_SHELL_PATHS } from '../../src/paths';
import { readRegistry } from './route-modules.ts';

describe("the registry's routes read for the server's preload hints", () => {
  const registry = readRegistry(process.cwd());
  const modules = new Map(registry.routes.map(({ path, module }) => [path, module]));

  it('hold every lazily loaded route page and both pages of every staff collection', () => {
    const lazyPaths = ROUTE_PAGES.filter((page) => page.element !== PrivacyPage).map((page) => page.path);
    const collectionPaths = COLLECTION_PAGES.flatMap(({ path }) => [path, `${path}/:id`]);
    expect(new Set(registry.routes.map(({ path }) => path))).toEqual(
      new Set([...lazyPaths, ...collectionPaths]),
    );
  });

  it('name the module each page is loaded from', () => {
    expect(modules.get('/profile')).toBe('src/owner/profile/ProfilePage.tsx');
    expect(modules.get('/domains/:uri/manage')).toBe('src/owner/manage/ManagePage.tsx');
    expect(modules.get('/domains/:uri/landmarks')).toBe('src/owner/entities/EntityListPage.tsx');
    expect(modules.get('/admin/users')).toBe('src/staff/collections/CollectionList.tsx');
    expect(modules.get('/admin/users/:id')).toBe('src/staff/collections/CollectionShow.tsx');
    expect(registry.app).toBe('src/App.tsx');
    expect(registry.lightShell).toEqual(LIGHT_SHELL_PATHS);
  });
});
