import { useEffect, useState } from 'react';

/** Tiles already loaded, by URL, kept while the page is open (a tile is 512 x 512 JPEG). */
const loaded = new Map<string, HTMLImageElement>();
/** Tiles being loaded, by URL: a second view of the same tile waits for the same image. */
const loading = new Map<string, HTMLImageElement>();
const MAX_TILES = 400;

function startLoading(url: string): HTMLImageElement {
  const img = new window.Image();
  img.addEventListener('load', () => {
    loading.delete(url);
    if (loaded.size >= MAX_TILES) loaded.delete(loaded.keys().next().value as string);
    loaded.set(url, img);
  });
  img.addEventListener('error', () => {
    loading.delete(url);
    console.error(`Failed to load map tile ${url}`);
  });
  img.src = url;
  loading.set(url, img);
  return img;
}

/**
 * The tile images at `urls` that have loaded, by URL; the component renders again as each of the others
 * arrives. Failures are only logged.
 */
export function useTileImages(urls: readonly string[]): ReadonlyMap<string, HTMLImageElement> {
  const [, setArrived] = useState(0);
  const key = urls.join('\n');
  useEffect(() => {
    const onLoad = () => setArrived((n) => n + 1);
    const waiting = key
      .split('\n')
      .filter((url) => url !== '' && !loaded.has(url))
      .map((url) => loading.get(url) ?? startLoading(url));
    for (const img of waiting) img.addEventListener('load', onLoad);
    return () => {
      for (const img of waiting) img.removeEventListener('load', onLoad);
    };
  }, [key]);
  const images = new Map<string, HTMLImageElement>();
  for (const url of urls) {
    const image = loaded.get(url);
    if (image) images.set(url, image);
  }
  return images;
}
