import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getToasts, subscribeToToasts } from '@/lib/toast.ts';
import { ErrorBoundary } from './errors/error-boundary.tsx';

// MUI's Snackbar comes with the first message rather than with every page
// (docs/decisions/008-bundle-budget.md).
const ToastSnackbar = lazy(async () => ({
  default: (await import('./toast-snackbar.tsx')).ToastSnackbar,
}));

const firstToast = () => getToasts()[0] ?? null;
/**
 * A page drawn on the server has none, and hydrates with none. The same value as in the
 * browser (null, not a new empty list), so hydrating does not end with a re-render.
 */
const noToast = () => null;

/** Shows the messages sent with `toast` (src/lib/toast.ts), one at a time, oldest first. */
export function Toaster() {
  const current = useSyncExternalStore(subscribeToToasts, firstToast, noToast);
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
