/**
 * A value once it has stopped changing: what a lookup while typing asks for (the picker's check, the headset
 * event id, an event's address), so one request goes per pause instead of one per key.
 */
import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delayMs` (the first value at once). */
export function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
