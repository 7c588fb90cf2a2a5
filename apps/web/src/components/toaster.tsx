import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getToasts, subscribeToToasts } from '@/lib/toast.ts';
import { ErrorBoundary } from './errors/error-boundary.tsx';

// MUI's Snackbar comes with the first message rather than with every page
// (docs/decisions/008-bundle-budget.md).
const ToastSnackbar = lazy(async () => ({
  default: (await import('./toast-snackbar.tsx')).ToastSnackbar,
}));

/** A page drawn on the server has none, and hydrates with none. */
const noToasts = () => [];

/** Shows the messages sent with `toast` (src/lib/toast.ts), one at a time, oldest first. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, noToasts);
  const current = toasts[0];
  if (!current) return null;
  return (
    // A message whose code cannot be downloaded is not worth an error screen: it is dropped.
    <ErrorBoundary resetKey={current.id} fallback={() => null}>
      <Suspense fallback={null}>
        {/* Keyed, so that every message gets its own timer and fade. */}
        <ToastSnackbar key={current.id} toast={current} />
      </Suspense>
    </ErrorBoundary>
  );
}
