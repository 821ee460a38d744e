// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutosave } from './useAutosave';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Types one character at a time, `perSecond` a second for `seconds`; returns the text typed. */
const typeFor = (edit: (patch: { text: string }) => void, seconds: number, perSecond: number) => {
  let text = '';
  for (let i = 0; i < seconds * perSecond; i += 1) {
    text += 'a';
    const value = text;
    act(() => {
      edit({ text: value });
      vi.advanceTimersByTime(1000 / perSecond);
    });
  }
  return text;
};

const wait = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

describe('useAutosave', () => {
  it('saves nothing while the user types 20 edits a second for 10 s, then once, with every keystroke', async () => {
    const save = vi.fn((_changes: { text?: string }) => Promise.resolve());
    const { result } = renderHook(() => useAutosave({ text: '' }, save));
    const text = typeFor(result.current.edit, 10, 20);
    expect(save).not.toHaveBeenCalled();
    await wait(2000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ text });
    await wait(5000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('keeps the text and says so when a save fails, and tries again after the next edit', async () => {
    const save = vi.fn((_changes: { text?: string }) => Promise.reject(new Error('offline')));
    const { result } = renderHook(() => useAutosave({ text: '' }, save));
    act(() => result.current.edit({ text: 'hello' }));
    await wait(2000);
    expect(result.current.failed).toBe(true);
    expect(result.current.values.text).toBe('hello');
    await wait(5000);
    expect(save).toHaveBeenCalledTimes(1);
    act(() => result.current.edit({ text: 'hello!' }));
    expect(result.current.failed).toBe(false);
    await wait(2000);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('saves an edit made while a save runs by the next save', async () => {
    let finish: () => void = () => undefined;
    const save = vi.fn(
      (_changes: { text?: string }) =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { result } = renderHook(() => useAutosave({ text: '' }, save));
    act(() => result.current.edit({ text: 'one' }));
    await wait(2000);
    expect(result.current.saving).toBe(true);
    act(() => result.current.edit({ text: 'one two' }));
    finish();
    await wait(2000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith({ text: 'one two' });
  });
});
