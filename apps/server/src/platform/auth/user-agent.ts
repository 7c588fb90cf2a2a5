import type { SessionSummary } from '@kapital/shared';
import { UAParser } from 'ua-parser-js';

/** Browser and system of a user agent as people name them ("Chrome 156", "Windows 10"). */
export function describeUserAgent(
  userAgent: string | null | undefined,
): Pick<SessionSummary, 'browser' | 'system'> {
  if (!userAgent) return { browser: null, system: null };
  const { browser, os } = UAParser(userAgent);
  const named = (name: string | undefined, version: string | undefined) =>
    name ? [name, version].filter(Boolean).join(' ') : null;
  return { browser: named(browser.name, browser.major), system: named(os.name, os.version) };
}
