import { useCallback, useEffect, useState } from 'react';

/** A list loaded once per `load` (memoise it), from which decided items are removed (§4: the item disappears after the action). */
export function usePendingList<T>(load: () => Promise<T[]>, keyOf: (item: T) => string) {
  const [items, setItems] = useState<T[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (loaded) => live && setItems(loaded),
      (failure: unknown) => live && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      live = false;
    };
  }, [load]);
  const remove = useCallback(
    (key: string) => setItems((current) => current?.filter((item) => keyOf(item) !== key) ?? null),
    [keyOf],
  );
  return { items, error, setError, remove };
}
