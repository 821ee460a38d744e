/**
 * The autosave timing rule of the manage page (single-target-and-flows.md §4, §9): text and select fields save
 * 1.5 s after the last edit, checked every second. One save at a time; an edit made while a save runs is saved
 * by the next one, so no keystroke is lost.
 */
export const AUTOSAVE_QUIET_MS = 1500;
export const AUTOSAVE_CHECK_MS = 1000;

export interface AutosaveClock {
  /** There are edits not yet sent. */
  dirty: boolean;
  /** When the last edit was made (ms). */
  lastEdit: number;
  /** A save is on its way. */
  saving: boolean;
}

/** Event dates save 3 s after an edit (single-target-and-flows.md §4, §9). */
export const EVENT_DATES_QUIET_MS = 3000;

/** Whether a check at `now` starts a save, `quietMs` after the last edit (1.5 s unless said otherwise). */
export function autosaveDue(clock: AutosaveClock, now: number, quietMs: number = AUTOSAVE_QUIET_MS): boolean {
  return clock.dirty && !clock.saving && now - clock.lastEdit >= quietMs;
}

/** The fields of `values` that differ from `saved`. */
export function changedFields<V extends object>(saved: V, values: V): Partial<V> {
  const keys = Object.keys(values) as (keyof V)[];
  return Object.fromEntries(
    keys.filter((key) => values[key] !== saved[key]).map((key) => [key, values[key]]),
  ) as Partial<V>;
}
