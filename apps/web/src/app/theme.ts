import type { Localization } from '@mui/material/locale';
import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { matchRenderedWidth } from '@/lib/render-snapshot.ts';

/** Kapital's brand colours; every mode-specific shade below is derived from these. */
const brand = {
  blue: '#1F4FD1',
  blueOnDark: '#7EA6FF',
  darkRed: '#A61B1B',
  redOnDark: '#F2A09A',
  gold: '#D4AF37',
  goldOnLight: '#8A6D0F',
  darkBrown: '#2A1F17',
  grey: '#8A8179',
} as const;

/** Stored under this key as 'light', 'dark' or 'system'; src/app/theme-mode.js reads it too. */
export const THEME_MODE_STORAGE_KEY = 'kapital-theme-mode';
export const DEFAULT_THEME_MODE = 'dark' as const;

const fontFamily = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

// Every text/background pair here keeps a WCAG contrast ratio of at least 4.5:1.
const themeOptions: ThemeOptions = {
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: brand.blue, contrastText: '#FFFFFF' },
        secondary: { main: brand.goldOnLight, contrastText: '#FFFFFF' },
        error: { main: brand.darkRed },
        warning: { main: brand.goldOnLight },
        info: { main: brand.blue },
        background: { default: '#F6F4F1', paper: '#FFFFFF' },
        text: { primary: brand.darkBrown, secondary: '#6B625A' },
        divider: 'rgba(42, 31, 23, 0.12)',
      },
    },
    dark: {
      palette: {
        primary: { main: brand.blueOnDark, contrastText: '#0B1A3D' },
        secondary: { main: brand.gold, contrastText: brand.darkBrown },
        error: { main: brand.redOnDark },
        warning: { main: brand.gold },
        info: { main: brand.blueOnDark },
        background: { default: '#14110F', paper: '#1E1915' },
        text: { primary: '#EDE6DF', secondary: '#A39B92' },
        divider: 'rgba(237, 230, 223, 0.12)',
        // MUI's dark alerts are nearly black on a dark card; these stand out and stay legible.
        Alert: {
          errorStandardBg: 'rgba(242, 160, 154, 0.14)',
          errorColor: '#F8D0CC',
          warningStandardBg: 'rgba(212, 175, 55, 0.14)',
          warningColor: '#F1DE9C',
          successStandardBg: 'rgba(102, 187, 106, 0.14)',
          successColor: '#C8E6C9',
          infoStandardBg: 'rgba(126, 166, 255, 0.14)',
          infoColor: '#D3E0FF',
          errorFilledBg: '#7A1F1A',
          errorFilledColor: '#FFFFFF',
          warningFilledBg: '#6B540B',
          warningFilledColor: '#FFFFFF',
          successFilledBg: '#1E5E23',
          successFilledColor: '#FFFFFF',
          infoFilledBg: brand.blue,
          infoFilledColor: '#FFFFFF',
        },
      },
    },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    h1: { fontSize: '1.75rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h2: { fontSize: '1.5rem', fontWeight: 700, letterSpacing: '-0.01em' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    // A page drawn on the server, and its hydration, lay out for the width the server assumed;
    // the browser's real width takes over right after (lib/render-snapshot.ts).
    MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: matchRenderedWidth } },
  },
};

export const theme = createTheme(themeOptions);

/** The theme with MUI's own texts (pagination, alerts' close button…) in another language. */
export function themeWithLocale(localization: Localization) {
  return createTheme(themeOptions, localization);
}
