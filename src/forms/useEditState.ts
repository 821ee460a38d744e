import { useCallback, useState } from 'react';
import { failureNotice, isDirty, replyNotice, type FormNotice } from './editState';

export interface EditStateOptions<T> {
  /** The last saved copy (the record as read, or the defaults of a new one). */
  initial: T;
  /** Stores the data; resolves with the reply (a `msg` in it is an error). */
  submit: (data: T) => Promise<unknown>;
  /** Deletes the record; resolves with the reply. */
  remove?: () => Promise<unknown>;
  /** The notice to start with (e.g. "Deleted" on the form that replaced a deleted record's). */
  notice?: FormNotice | null;
}

/** The edit state of one form: data, dirty flag, busy flag and the notice of the last save or delete. */
export function useEditState<T>({
  initial,
  submit,
  remove,
  notice: initialNotice = null,
}: EditStateOptions<T>) {
  const [saved, setSaved] = useState<T>(initial);
  const [data, setData] = useState<T>(initial);
  const [notice, setNotice] = useState<FormNotice | null>(initialNotice);
  const [busy, setBusy] = useState(false);

  const change = useCallback((next: T) => setData(next), []);
  const cancel = useCallback(() => {
    setData(saved);
    setNotice(null);
  }, [saved]);
  /** Starts again from `next` as the saved copy (after a reload). */
  const reset = useCallback((next: T) => {
    setSaved(next);
    setData(next);
    setNotice(null);
  }, []);

  const save = useCallback(
    async (next: T) => {
      setBusy(true);
      try {
        const result = replyNotice(await submit(next), 'saved');
        setNotice(result);
        if (result.severity === 'success') setSaved(next);
        setData(next);
      } catch (error) {
        setNotice(failureNotice(error));
      } finally {
        setBusy(false);
      }
    },
    [submit],
  );

  /** Deletes the record; resolves with the notice it leaves (a `msg` in the reply or a failure is an error). */
  const del = useCallback(async (): Promise<FormNotice> => {
    if (!remove) return failureNotice(null);
    setBusy(true);
    try {
      const result = replyNotice(await remove(), 'deleted');
      setNotice(result);
      return result;
    } catch (error) {
      const result = failureNotice(error);
      setNotice(result);
      return result;
    } finally {
      setBusy(false);
    }
  }, [remove]);

  return { data, saved, dirty: isDirty(saved, data), notice, busy, change, cancel, reset, save, remove: del };
}
