import DarkMode from '@mui/icons-material/DarkModeOutlined';
import LightMode from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { DEFAULT_THEME_MODE } from '../theme.ts';

/**
 * Switches between the light and dark themes. MUI stores the choice under
 * THEME_MODE_STORAGE_KEY, where public/theme-mode.js finds it on the next visit.
 */
export function ThemeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  const current = (mode === 'system' ? systemMode : mode) ?? DEFAULT_THEME_MODE;
  const next = current === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={() => setMode(next)}>
        {next === 'light' ? <LightMode /> : <DarkMode />}
      </IconButton>
    </Tooltip>
  );
}
