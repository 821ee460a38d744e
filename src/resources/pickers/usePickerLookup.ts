import { useEffect, useState } from 'react';
import { PICKER_CHECK_MS } from '../../lib/pickers';

export type PickerState<T> =
  { status: 'idle' } | { status: 'loading' } | { status: 'missing' } | { status: 'found'; value: T };

type Settled<T> = { status: 'missing' } | { status: 'found'; value: T };

/**
 * Looks `text` up once typing has paused for {@link PICKER_CHECK_MS} (spec §9); "Loading..." meanwhile.
 * `valid` false (or empty text) means nothing is looked up and nothing can be confirmed.
 */
export function usePickerLookup<T>(
  text: string,
  valid: boolean,
  lookup: (text: string, signal: AbortSignal) => Promise<T | null>,
): PickerState<T> {
  const [settled, setSettled] = useState<{ text: string; result: Settled<T> } | null>(null);
  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const settle = (result: Settled<T>) => {
        if (!controller.signal.aborted) setSettled({ text, result });
      };
      lookup(text, controller.signal).then(
        (value) => settle(value ? { status: 'found', value } : { status: 'missing' }),
        () => settle({ status: 'missing' }),
      );
    }, PICKER_CHECK_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `lookup` is stable per picker kind; the text decides what to look up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, valid]);
  if (!valid) return { status: 'idle' };
  // Until the reply for the current text arrives, an older reply does not count.
  return settled?.text === text ? settled.result : { status: 'loading' };
}
