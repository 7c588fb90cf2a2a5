import type { OpenStaffAccessBody } from '@kapital/shared';
import { paths } from '@/config/paths.ts';

type AddressHistory = Pick<History, 'state' | 'replaceState'>;

/**
 * Puts /login-admin in the address bar and the history entry in place of the link, so the token
 * is gone before anything else happens. It goes round the router on purpose: a router
 * navigation would render another route and start this page again. The entry's state (the
 * router's own) is kept.
 */
export function dropLinkFromAddress(history: AddressHistory): void {
  history.replaceState(history.state, '', paths.loginAdmin);
}

/**
 * Posts each link at most once for the life of the page. A token works once, and React runs a
 * page's first effect twice in development (StrictMode): a second POST would be refused and
 * could show a failure over the session the first one opened.
 */
export function createStaffAccessOpener(open: (body: OpenStaffAccessBody) => Promise<unknown>) {
  let last: { key: string; opening: Promise<void> } | null = null;
  return (link: OpenStaffAccessBody): Promise<void> => {
    const key = `${link.userName}\n${link.token}`;
    if (last?.key !== key) last = { key, opening: open(link).then(() => undefined) };
    return last.opening;
  };
}

/** The page's first step, in this order: the token leaves the address, then it is posted. */
export function startStaffAccess(
  link: OpenStaffAccessBody,
  history: AddressHistory,
  openOnce: (link: OpenStaffAccessBody) => Promise<void>,
): Promise<void> {
  dropLinkFromAddress(history);
  return openOnce(link);
}
