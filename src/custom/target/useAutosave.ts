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

/**
 * Text and select fields that save themselves (the timing rule is `lib/autosave.ts`): checked every second, a
 * save starts 1.5 s after the last edit with the fields that changed. While it runs, further edits wait for the
 * next save; a failed save keeps what the user typed.
 */
export function useAutosave<V extends object>(
  initial: V,
  save: (changes: Partial<V>) => Promise<void>,
): Autosave<V> {
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const current = useRef(initial);
  const saved = useRef(initial);
  const clock = useRef({ dirty: false, lastEdit: 0, saving: false });
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const edit = useCallback((patch: Partial<V>) => {
    current.current = { ...current.current, ...patch };
    clock.current = { ...clock.current, dirty: true, lastEdit: Date.now() };
    setValues(current.current);
    setFailed(false);
  }, []);

  useEffect(() => {
    const timer = setInterval(() => {
      if (!autosaveDue(clock.current, Date.now())) return;
      const sent = current.current;
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
