import { useSyncExternalStore } from 'react';
import { setThemeMode, subscribeThemeMode, themeModeSnapshot, type ThemeMode } from '../lib/themeMode';

/** The remembered light/dark mode and its setter. */
export function useThemeMode(): [ThemeMode, (mode: ThemeMode) => void] {
  const mode = useSyncExternalStore(subscribeThemeMode, themeModeSnapshot, themeModeSnapshot);
  return [mode, setThemeMode];
}
