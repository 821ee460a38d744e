import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';
import { HEADER_TEXTS } from './texts';
import { useThemeMode } from './useThemeMode';

/** Switches between the light and dark themes; the choice is remembered. */
export function ThemeToggle() {
  const [mode, setMode] = useThemeMode();
  const label = mode === 'dark' ? HEADER_TEXTS.toLight : HEADER_TEXTS.toDark;
  return (
    <IconButton
      color="inherit"
      aria-label={label}
      title={label}
      onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}
    >
      {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}
