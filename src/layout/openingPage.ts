/**
 * The page a signed-in load opens on. Its files were named in the HTML, so they are downloading already; its code
 * runs once the frame has been painted (so the header, sidebar and cookie banner show first), and the page then
 * renders in one go, with no spinner in its place (`lib/preloadable.ts`). Used by the layout, once. When the load
 * arrived painted with the frame already (`src/prerender.tsx`), there is nothing to show first: `main.tsx` loads
 * the page's code before the console's first render, which then draws the frame and the page together.
 */
import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { Preloadable } from '../lib/preloadable';
import { COLLECTION_ELEMENTS, COLLECTION_PAGES, ROUTE_PAGES } from '../pages';

/** Every page's route and its component, as the console's routes declare them (`App.tsx`). */
const PAGE_ROUTES = [
  ...ROUTE_PAGES.map(({ path, element }) => ({ path, handle: element })),
  ...COLLECTION_PAGES.flatMap(({ path }) => [
    { path, handle: COLLECTION_ELEMENTS.list },
    { path: `${path}/:id`, handle: COLLECTION_ELEMENTS.show },
  ]),
];

/** Loads the code of the page at `pathname`; resolves at once for a path no lazily loaded page serves. */
export function loadPageAt(pathname: string): Promise<void> {
  const page: ComponentType | Preloadable | undefined = matchRoutes(PAGE_ROUTES, pathname)?.at(-1)?.route
    .handle;
  return page && 'preload' in page ? page.preload() : Promise.resolve();
}

/** The path whose page's code was loaded before the console's first render, over a frame painted from HTML. */
let openedOver: string | null = null;

/** Loads the code of the page at `pathname` before the console's first render, the frame being painted already. */
export async function openOverPaintedFrame(pathname: string): Promise<void> {
  await loadPageAt(pathname);
  openedOver = pathname;
}

/** Whether the layout's first render may draw the page at `pathname` with the frame. */
export function openedOverPaintedFrame(pathname: string): boolean {
  return openedOver === pathname;
}
