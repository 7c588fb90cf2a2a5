import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import {
  DashboardRoute,
  ForgotPasswordRoute,
  InvestmentRoute,
  LoginRoute,
  NotFoundRoute,
  RegisterRoute,
  routes,
  TradeRoute,
  WalletRoute,
} from './router.tsx';

/**
 * The screens drawn on the server (src/entry-server.tsx), by the session they need. Apart from
 * the router, so the browser's bundle does not carry what only the server asks.
 */
const guestFirstScreens = new Set<unknown>([LoginRoute, RegisterRoute, ForgotPasswordRoute]);
const signedInFirstScreens = new Set<unknown>([
  DashboardRoute,
  WalletRoute,
  InvestmentRoute,
  TradeRoute,
]);

export type FirstScreen = 'guest' | 'signed-in' | 'not-found';

/**
 * Whether an address is a first screen drawn on the server, and for whom; null for the screens
 * the browser draws from the app shell (decision 041).
 */
export function firstScreenOf(pathname: string): FirstScreen | null {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  const screen = isValidElement(leaf) ? leaf.type : null;
  if (screen === NotFoundRoute) return 'not-found';
  if (guestFirstScreens.has(screen)) return 'guest';
  if (signedInFirstScreens.has(screen)) return 'signed-in';
  return null;
}
