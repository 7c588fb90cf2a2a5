import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { Toaster } from '@/components/toaster.tsx';
import { useMuiLocalization } from '@/lib/i18n/mui-localization.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { queryClient as browserQueryClient } from '@/lib/query-client.ts';
import { DEFAULT_THEME_MODE, THEME_MODE_STORAGE_KEY, theme, themeWithLocale } from './theme.ts';

interface AppProviderProps {
  children: ReactNode;
  /** The server renders each page with a query client of its own. */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient = browserQueryClient }: AppProviderProps) {
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
      // The mode is read from storage in the first render, not set after it: a change of the
      // provider's context after hydration would make React hydrate the rest of a drawn page in
      // one synchronous block (0.3-0.4 s on a phone) instead of in slices. What shows the mode
      // waits for hydration itself (useHydrated); the colours come from the class that
      // src/app/theme-mode.js puts on <html>.
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
