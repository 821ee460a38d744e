import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Shows one element on the whole screen (the browser's Fullscreen API), for the live map, which
 * staff-and-agents.md §2.14 calls a full-screen map. `supported` is false where the browser offers no full screen (an iframe without
 * permission, some phones): the page then offers no button. Escape leaves it, as the browser does.
 */
export function useFullscreen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [active, setActive] = useState(false);
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  useEffect(() => {
    const changed = () =>
      setActive(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);
  const toggle = useCallback(async () => {
    if (document.fullscreenElement) await document.exitFullscreen();
    else await ref.current?.requestFullscreen();
  }, []);
  return { ref, supported, active, toggle };
}
