import { useEffect, useRef } from 'react';

/** Runs `action` once per mount (a flow page's one call), also when development mode mounts effects twice. */
export function useRunOnce(action: () => void): void {
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    action();
    // The first render's action is the one meant; later renders do not repeat it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
