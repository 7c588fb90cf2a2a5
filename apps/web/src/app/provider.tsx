import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { ToastAlert } from '@/components/toast-alert.tsx';
import { queryClient } from '@/lib/query-client.ts';
import { DEFAULT_THEME_MODE, THEME_MODE_STORAGE_KEY, theme } from './theme.ts';

const TOASTS = {
  default: ToastAlert,
  info: ToastAlert,
  success: ToastAlert,
  warning: ToastAlert,
  error: ToastAlert,
};

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      theme={theme}
      defaultMode={DEFAULT_THEME_MODE}
      modeStorageKey={THEME_MODE_STORAGE_KEY}
      colorSchemeStorageKey="kapital-color-scheme"
      disableTransitionOnChange
    >
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider
          maxSnack={3}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          Components={TOASTS}
        >
          {children}
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
