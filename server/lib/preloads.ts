/**
 * Which built files a console page needs before it can paint, named in its HTML as `<link rel="modulepreload">`
 * so the browser downloads them in parallel with the entry instead of discovering them one after another
 * (entry → console → page). The build writes Vite's manifest (`.vite/manifest.json`: each source module's file
 * and the files it imports) and the page registry's routes with their page modules (`.vite/routes.json`, see
 * scripts/build/route-modules.ts). A path resolves to its registry entry as the router ranks routes (static
 * segments before parameters before `*`); the hints are the console's files and that page's, without those the
 * HTML already names for the entry. A path no entry matches gets the console's files only (it shows the
 * not-found page inside the console), and the light shell's public paths get none: visitors there load no
 * console. The page's files are asked for at low priority: the frame is painted with the console's files, before
 * the page's code runs (src/layout/openingPage.ts), so on a slow link those come first.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of Vite's build manifest (the fields used here). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * `.vite/routes.json`, written by the build from the page registry: the console's root module and each route's
 * page module, with the built file holding each (a file the manifest lists, under its module or its own name).
 */
export interface RouteFiles {
  app: { file: string };
  lightShell: readonly string[];
  routes: { path: string; file: string }[];
}

interface Route {
  segments: string[];
  score: number;
  files: string[];
}

/** The hints for paths: the console's files, and per registry route its page's files after them. */
export interface Preloads {
  /** The URLs (`/assets/…`) to preload for a requested path (no query). */
  filesFor(path: string): string[];
  /** The `<link>` tags for a requested path, one per line. */
  linksFor(path: string): string;
}

/** A manifest key's file and every file it statically imports, depth first, each once. */
function closure(manifest: Manifest, key: string | undefined, into: Set<string> = new Set()): Set<string> {
  const chunk = key === undefined ? undefined : manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * Route patterns in react-router's syntax, expanded so each optional segment (`:view?`) is a pattern with and
 * one without it, and scored as the router ranks them.
 */
function expand(pattern: string): string[][] {
  let variants: string[][] = [[]];
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (segment.endsWith('?'))
      variants = variants.flatMap((variant) => [variant, [...variant, segment.slice(0, -1)]]);
    else variants = variants.map((variant) => [...variant, segment]);
  }
  return variants;
}

function score(segments: string[]): number {
  // react-router: a static segment 10, a parameter 3, a trailing `*` −2 (so /admin/users beats /admin/*).
  return segments.reduce(
    (sum, segment) => sum + (segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10),
    segments.length,
  );
}

function matches(route: string[], path: string[]): boolean {
  for (let index = 0; index < route.length; index++) {
    const segment = route[index];
    if (segment === '*') return true;
    if (index >= path.length) return false;
    if (!segment.startsWith(':') && segment.toLowerCase() !== path[index].toLowerCase()) return false;
  }
  return route.length === path.length;
}

/** The preload plan of a build (its manifest and routes). */
export function createPreloads(
  manifest: Manifest,
  registry: RouteFiles,
  /** Files the page's HTML names already (`assets/…`): the build's hints for the app's entry. */
  inPage: readonly string[] = [],
): Preloads {
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  // The entry and its imports are in the HTML already (Vite writes them), and what the build named there.
  const inHtml = new Set([...closure(manifest, entryKey), ...inPage]);
  const app = [...closure(manifest, keyOf.get(registry.app.file))].filter((file) => !inHtml.has(file));
  const known = new Set([...inHtml, ...app]);
  const routes: Route[] = registry.routes.flatMap(({ path, file: page }) => {
    const files = [...closure(manifest, keyOf.get(page))].filter((file) => !known.has(file));
    return expand(path).map((segments) => ({ segments, score: score(segments), files }));
  });
  const lightShell = new Set(registry.lightShell);

  /** The console's files and the page's, as URLs. */
  const plan = (path: string): { core: string[]; page: string[] } => {
    if (lightShell.has(path)) return { core: [], page: [] };
    const segments = path.split('/').filter(Boolean);
    let best: Route | undefined;
    for (const route of routes)
      if (matches(route.segments, segments) && (!best || route.score > best.score)) best = route;
    const url = (file: string) => `/${file}`;
    return { core: app.map(url), page: (best?.files ?? []).map(url) };
  };
  const link = (href: string, low: boolean) =>
    `<link rel="modulepreload" crossorigin${low ? ' fetchpriority="low"' : ''} href="${href}">`;
  return {
    filesFor: (path) => {
      const { core, page } = plan(path);
      return [...core, ...page];
    },
    // The page's files at low priority: on a slow link the console's, which the frame paints with, come first.
    linksFor: (path) => {
      const { core, page } = plan(path);
      return [...core.map((href) => link(href, false)), ...page.map((href) => link(href, true))].join(
        '\n    ',
      );
    },
  };
}

/** The build's preload plan, or undefined when the build has no manifest or routes (an older build). */
export function readPreloads(distDir: string): Preloads | undefined {
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  const routesFile = join(distDir, '.vite', 'routes.json');
  if (!existsSync(manifestFile) || !existsSync(routesFile)) return undefined;
  const page = join(distDir, 'console.html');
  const named = existsSync(page)
    ? [...readFileSync(page, 'utf8').matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+)"/g)].map(
        (match) => match[1],
      )
    : [];
  return createPreloads(
    JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest,
    JSON.parse(readFileSync(routesFile, 'utf8')) as RouteFiles,
    named,
  );
}
