import DarkMode from '@mui/icons-material/DarkModeOutlined';
import LightMode from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { useHydrated } from '@/lib/render-snapshot.ts';
import { useShellText } from '../i18n.ts';
import { DEFAULT_THEME_MODE } from '../theme.ts';

/**
 * The switch to the other theme: its label, its icon and the switch itself. MUI stores the
 * choice under THEME_MODE_STORAGE_KEY, where src/app/theme-mode.js finds it on the next visit.
 */
export function useThemeSwitch() {
  const { t } = useShellText();
  const { mode, systemMode, setMode } = useColorScheme();
  // The stored mode is read from the first render on (the provider's noSsr), but a drawn page
  // was labelled without it: the label follows the stored mode once the page is taken over.
  const hydrated = useHydrated();
  const current = (hydrated && (mode === 'system' ? systemMode : mode)) || DEFAULT_THEME_MODE;
  const next = current === 'dark' ? 'light' : 'dark';
  return {
    label: next === 'light' ? t('theme.switchToLight') : t('theme.switchToDark'),
    icon: next === 'light' ? <LightMode /> : <DarkMode />,
    switchTheme: () => setMode(next),
  };
}

/**
 * Switches between the light and dark themes, from the header. The icon is chosen by the class
 * src/app/theme-mode.js puts on <html> before the first paint, not by the stored mode React reads
 * after hydration: a page drawn on the server shows the right one from the start.
 */
export function ThemeToggle() {
  const { label, switchTheme } = useThemeSwitch();
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={switchTheme}>
        <LightMode sx={{ '.light &': { display: 'none' } }} />
        <DarkMode sx={{ 'html:not(.light) &': { display: 'none' } }} />
      </IconButton>
    </Tooltip>
  );
}
