import { useEffect, useState } from 'react';

/** Tiles already loaded, by URL, kept while the page is open (a tile is 512 x 512 JPEG). */
const loaded = new Map<string, HTMLImageElement>();
const MAX_TILES = 400;

/** The tile image at `url` once it has loaded; failures are only logged. */
export function useTileImage(url: string): HTMLImageElement | null {
  const [done, setDone] = useState<{ url: string; image: HTMLImageElement } | null>(null);
  useEffect(() => {
    if (loaded.has(url)) return;
    let live = true;
    const img = new window.Image();
    img.onload = () => {
      if (loaded.size >= MAX_TILES) loaded.delete(loaded.keys().next().value as string);
      loaded.set(url, img);
      if (live) setDone({ url, image: img });
    };
    img.onerror = () => console.error(`Failed to load map tile ${url}`);
    img.src = url;
    return () => {
      live = false;
    };
  }, [url]);
  return loaded.get(url) ?? (done?.url === url ? done.image : null);
}
