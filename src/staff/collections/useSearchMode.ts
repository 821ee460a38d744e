import { useEffect, useState } from 'react';
import { loadObjectParser, parseSearch, type SearchMode } from '../../lib/searchMode';

/**
 * The search text's mode (`parseSearch`), fetching the query-object parser the first time a text needs it: the
 * mode is `pending` until it arrives, then the component renders again. When the parser cannot be fetched the
 * error goes to the page's error boundary, as when a page's own code cannot be fetched.
 */
export function useSearchMode(text: string): SearchMode {
  const mode = parseSearch(text);
  const pending = mode.kind === 'pending';
  const [, setArrivals] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (!pending) return;
    let live = true;
    loadObjectParser().then(
      () => live && setArrivals((n) => n + 1),
      (error: unknown) => live && setFailure(error),
    );
    return () => {
      live = false;
    };
  }, [pending]);
  if (failure) throw failure;
  return mode;
}
