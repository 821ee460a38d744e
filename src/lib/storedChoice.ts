/**
 * A choice a page remembers in this browser (localStorage): a selected tab, a UTC-or-local toggle. Unknown or
 * unreadable stored values fall back to the default; without storage the choice lasts for the page only.
 */
import { useCallback, useState } from 'react';

/** The stored value of `key` when it is one of `allowed`, else `fallback`. */
export function readChoice<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  try {
    const stored = localStorage.getItem(key);
    return stored !== null && (allowed as readonly string[]).includes(stored) ? (stored as T) : fallback;
  } catch {
    return fallback;
  }
}

export function writeChoice(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Without storage the choice lasts for this page only.
  }
}

/** A remembered choice and its setter. */
export function useStoredChoice<T extends string>(key: string, allowed: readonly T[], fallback: T) {
  const [value, setValue] = useState<T>(() => readChoice(key, allowed, fallback));
  const choose = useCallback(
    (next: T) => {
      setValue(next);
      writeChoice(key, next);
    },
    [key],
  );
  return [value, choose] as const;
}
