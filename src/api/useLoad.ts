import { useEffect, useState } from 'react';

export type Load<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; value: T };

/**
 * Runs `load` whenever `key` changes (null: nothing to load) and returns its state. For the few reads that are
 * not react-admin records; stale replies for an older key are dropped.
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Load<T> {
  const [state, setState] = useState<{ key: string | null; load: Load<T> } | { key: undefined }>({
    key: undefined,
  });

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setState({ key, load: { status: 'ready', value } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, load: { status: 'error', error } });
      },
    );
    return () => controller.abort();
    // `load` is expected to change with `key` only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  // Until the reply for the current key arrives, the state still belongs to the previous key: show loading.
  return state.key === key && 'load' in state ? state.load : { status: 'loading' };
}
