/**
 * The remembered light/dark choice, shared by the light public shell and the full console
 * (localStorage, so it survives reloads; the system preference decides until the user chooses). The mode a page
 * is shown in is also noted in a cookie (`recordThemeMode`), so the server paints the next signed-in page's frame
 * in the right colours before any script runs.
 */
import type { ThemeMode } from '../../common/cookies';
import { writeChoiceCookie } from './cookieJar';

export type { ThemeMode };

const KEY = 'multiverse.theme';
const listeners = new Set<() => void>();
let current: ThemeMode | null = null;

function systemMode(): ThemeMode {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

/** The chosen mode, or the system preference when none was chosen. */
export function getThemeMode(): ThemeMode {
  try {
    const stored = localStorage.getItem(KEY);
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // Storage disabled: fall through to the system preference.
  }
  return systemMode();
}

/** Remembers a mode and notifies subscribers. */
export function setThemeMode(mode: ThemeMode): void {
  try {
    localStorage.setItem(KEY, mode);
  } catch {
    // Without storage the choice lasts for this page only.
  }
  current = mode;
  recordThemeMode();
  for (const listener of listeners) listener();
}

/** Notes the mode this page is shown in for the server (the boot script does on every load). */
export function recordThemeMode(): void {
  writeChoiceCookie('theme', current ?? getThemeMode());
}

/** For useSyncExternalStore. */
export function subscribeThemeMode(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** For useSyncExternalStore: a stable snapshot. */
export function themeModeSnapshot(): ThemeMode {
  current ??= getThemeMode();
  return current;
}
