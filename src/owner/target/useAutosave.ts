import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTOSAVE_CHECK_MS, autosaveDue, changedFields } from '../../lib/autosave';

export interface Autosave<V extends object> {
  values: V;
  /** Records an edit; it is saved 1.5 s after the last one. */
  edit: (patch: Partial<V>) => void;
  saving: boolean;
  /** The last save failed; the user's values are kept and the next edit tries again. */
  failed: boolean;
}

export interface AutosaveOptions<V> {
  /** The quiet time after the last edit (1.5 s; event dates 3 s). */
  quietMs?: number;
  /** Whether these values may be saved; others are kept unsaved until an edit makes them valid. */
  canSave?: (values: V) => boolean;
}

/**
 * Text and select fields that save themselves (the timing rule is `lib/autosave.ts`): checked every second, a
 * save starts 1.5 s after the last edit with the fields that changed. While it runs, further edits wait for the
 * next save; a failed save keeps what the user typed.
 */
export function useAutosave<V extends object>(
  initial: V,
  save: (changes: Partial<V>) => Promise<void>,
  options: AutosaveOptions<V> = {},
): Autosave<V> {
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const current = useRef(initial);
  const saved = useRef(initial);
  const clock = useRef({ dirty: false, lastEdit: 0, saving: false });
  const saveRef = useRef(save);
  const optionsRef = useRef(options);
  useEffect(() => {
    saveRef.current = save;
    optionsRef.current = options;
  }, [save, options]);

  const edit = useCallback((patch: Partial<V>) => {
    current.current = { ...current.current, ...patch };
    clock.current = { ...clock.current, dirty: true, lastEdit: Date.now() };
    setValues(current.current);
    setFailed(false);
  }, []);

  useEffect(() => {
    const timer = setInterval(() => {
      const { quietMs, canSave } = optionsRef.current;
      if (!autosaveDue(clock.current, Date.now(), quietMs)) return;
      const sent = current.current;
      // Values that may not be saved yet (invalid dates) wait for the next edit.
      if (canSave && !canSave(sent)) return;
      const changes = changedFields(saved.current, sent);
      if (Object.keys(changes).length === 0) {
        clock.current = { ...clock.current, dirty: false };
        return;
      }
      clock.current = { ...clock.current, dirty: false, saving: true };
      setSaving(true);
      saveRef.current(changes).then(
        () => {
          saved.current = sent;
          clock.current = { ...clock.current, saving: false };
          setSaving(false);
        },
        () => {
          clock.current = { ...clock.current, saving: false };
          setSaving(false);
          setFailed(true);
        },
      );
    }, AUTOSAVE_CHECK_MS);
    return () => clearInterval(timer);
  }, []);

  return { values, edit, saving, failed };
}
