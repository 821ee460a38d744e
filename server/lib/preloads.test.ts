import { describe, expect, it } from 'vitest';
import { createPreloads, type Manifest, type RouteFiles } from './preloads.ts';

// A build in miniature: the entry (named in the HTML by Vite), the console's root and a few pages sharing files.
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  'src/App.tsx': { file: 'assets/App-1.js', imports: ['_react-1.js', '_admin-1.js'] },
  '_admin-1.js': { file: 'assets/admin-1.js', imports: ['index.html'] },
  'src/owner/profile/ProfilePage.tsx': {
    file: 'assets/ProfilePage-1.js',
    imports: ['_admin-1.js', '_Chip-1.js'],
  },
  '_Chip-1.js': { file: 'assets/Chip-1.js' },
  // A page module also imported statically elsewhere: its chunk is listed under its own name.
  '_ManagePage-1.js': { file: 'assets/ManagePage-1.js', imports: ['_Chip-1.js', '_Dialog-1.js'] },
  '_Dialog-1.js': { file: 'assets/Dialog-1.js' },
  'src/staff/collections/CollectionList.tsx': { file: 'assets/CollectionList-1.js' },
  'src/staff/collections/AdminPages.tsx': { file: 'assets/AdminPages-1.js' },
  'src/owner/agents/AgentPage.tsx': { file: 'assets/AgentPage-1.js' },
};
const routes: RouteFiles = {
  app: { file: 'assets/App-1.js' },
  lightShell: ['/', '/privacy', '/login'],
  routes: [
    { path: '/profile', file: 'assets/ProfilePage-1.js' },
    { path: '/domains/:uri/manage', file: 'assets/ManagePage-1.js' },
    { path: '/admin/*', file: 'assets/AdminPages-1.js' },
    { path: '/admin/users', file: 'assets/CollectionList-1.js' },
    { path: '/agent/:id/:view?', file: 'assets/AgentPage-1.js' },
  ],
};
const consoleFiles = ['/assets/App-1.js', '/assets/admin-1.js'];
const { filesFor, linksFor } = createPreloads(manifest, routes);

describe('the files a page is preloaded with', () => {
  it("are the console's and the page's, each once, without those the HTML names for the entry", () => {
    expect(filesFor('/profile')).toEqual([...consoleFiles, '/assets/ProfilePage-1.js', '/assets/Chip-1.js']);
    expect(filesFor('/domains/demo-free/manage')).toEqual([
      ...consoleFiles,
      '/assets/ManagePage-1.js',
      '/assets/Chip-1.js',
      '/assets/Dialog-1.js',
    ]);
  });

  it('come from the route the router would choose: a static segment before a parameter before *', () => {
    expect(filesFor('/admin/users')).toEqual([...consoleFiles, '/assets/CollectionList-1.js']);
    expect(filesFor('/admin/anything/else')).toEqual([...consoleFiles, '/assets/AdminPages-1.js']);
  });

  it('match a route with or without its optional segment', () => {
    expect(filesFor('/agent/7')).toEqual([...consoleFiles, '/assets/AgentPage-1.js']);
    expect(filesFor('/agent/7/chat')).toEqual([...consoleFiles, '/assets/AgentPage-1.js']);
    expect(filesFor('/agent/7/chat/more')).toEqual(consoleFiles);
  });

  it("are the console's alone for a path no page has (the console shows it not found)", () => {
    expect(filesFor('/nowhere')).toEqual(consoleFiles);
    expect(filesFor('/domains/demo-free/manage/extra')).toEqual(consoleFiles);
  });

  it('leave out the files the build already named in the page (the app entry the boot script loads)', () => {
    const named = createPreloads(manifest, routes, ['assets/admin-1.js']);
    expect(named.filesFor('/profile')).toEqual([
      '/assets/App-1.js',
      '/assets/ProfilePage-1.js',
      '/assets/Chip-1.js',
    ]);
  });

  it("are none on the light shell's public pages, where visitors load no console", () => {
    for (const path of ['/', '/privacy', '/login']) expect(filesFor(path), path).toEqual([]);
  });

  it("are written as module preload links, the page's at low priority", () => {
    expect(
      linksFor('/admin/users')
        .split('\n')
        .map((line) => line.trim()),
    ).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/App-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/admin-1.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/CollectionList-1.js">',
    ]);
    expect(linksFor('/login')).toBe('');
  });
});
