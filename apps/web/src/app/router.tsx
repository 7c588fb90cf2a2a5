import { createBrowserRouter, RouterProvider } from 'react-router';
import { paths } from '@/config/paths.ts';
import { loadChunk } from '@/lib/chunk-load.ts';
import { GuestLayout } from './routes/guest-layout.tsx';
import { RootLayout } from './routes/root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';

// Every screen is its own chunk, so the sign-in page downloads none of the signed-in app.
const lazyLogin = () =>
  loadChunk('login', async () => ({
    Component: (await import('./routes/auth/login.tsx')).LoginRoute,
  }));
const lazyRegister = () =>
  loadChunk('register', async () => ({
    Component: (await import('./routes/auth/register.tsx')).RegisterRoute,
  }));

const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // The session gate shows nothing until the session is known; the first screen waits too.
    HydrateFallback: () => null,
    children: [
      {
        Component: GuestLayout,
        children: [
          { path: paths.login, lazy: lazyLogin },
          { path: paths.register, lazy: lazyRegister },
          { path: paths.registerWithReferral, lazy: lazyRegister },
        ],
      },
      {
        path: paths.forgotPassword,
        lazy: () =>
          loadChunk('forgot-password', async () => ({
            Component: (await import('./routes/auth/forgot-password.tsx')).ForgotPasswordRoute,
          })),
      },
      {
        path: paths.resetPassword,
        lazy: () =>
          loadChunk('reset-password', async () => ({
            Component: (await import('./routes/auth/reset-password.tsx')).ResetPasswordRoute,
          })),
      },
      {
        path: paths.home,
        lazy: () =>
          loadChunk('app', async () => ({
            Component: (await import('./routes/app/root.tsx')).AppRoot,
          })),
        children: [
          {
            index: true,
            lazy: () =>
              loadChunk('dashboard', async () => ({
                Component: (await import('./routes/app/dashboard.tsx')).DashboardRoute,
              })),
          },
        ],
      },
      {
        path: '*',
        lazy: () =>
          loadChunk('not-found', async () => ({
            Component: (await import('./routes/not-found.tsx')).NotFoundRoute,
          })),
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
