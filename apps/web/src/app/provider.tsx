import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { Toaster } from '@/components/toaster.tsx';
import { useMuiLocalization } from '@/lib/i18n/mui-localization.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { queryClient } from '@/lib/query-client.ts';
import { DEFAULT_THEME_MODE, THEME_MODE_STORAGE_KEY, theme, themeWithLocale } from './theme.ts';

export function AppProvider({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const localization = useMuiLocalization(language);
  const localizedTheme = useMemo(
    () => (localization ? themeWithLocale(localization) : theme),
    [localization],
  );
  return (
    <ThemeProvider
      theme={localizedTheme}
      defaultMode={DEFAULT_THEME_MODE}
      modeStorageKey={THEME_MODE_STORAGE_KEY}
      colorSchemeStorageKey="kapital-color-scheme"
      disableTransitionOnChange
      // The stored mode is read on the first render, so the theme toggle never starts unsure.
      noSsr
    >
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
