import { useSyncExternalStore } from 'react';
import { setThemeMode, subscribeThemeMode, themeModeSnapshot, type ThemeMode } from '../lib/themeMode';

/** The pre-rendered landing page is light; hydrating starts from it, and a remembered dark mode follows at once. */
const prerendered = (): ThemeMode => 'light';

/** The remembered light/dark mode and its setter. */
export function useThemeMode(): [ThemeMode, (mode: ThemeMode) => void] {
  const mode = useSyncExternalStore(subscribeThemeMode, themeModeSnapshot, prerendered);
  return [mode, setThemeMode];
}
