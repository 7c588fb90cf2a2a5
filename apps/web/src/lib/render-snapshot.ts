import { useSyncExternalStore } from 'react';

/**
 * What a page drawn on the server assumed about the browser, so that the browser's first render
 * (hydration) draws exactly the same HTML: when it was drawn, how wide the screen is, and the
 * time zone its dates are in. The server sets it around each render; the browser sets it from
 * the page's data before hydrating, and what differs (a phone wider than guessed, a clock that
 * moved on) changes right after hydration, as a state update, never as a mismatch.
 */
export interface RenderSnapshot {
  renderedAt: number;
  viewportWidth: number;
  /** The IANA zone dates are drawn in; the browser's own when unset. */
  timeZone?: string;
}

/** The width assumed when none is known: the layout of a laptop screen. */
const DESKTOP_WIDTH = 1280;

/** The width a browser most likely has, from its user agent: a phone, a tablet or a laptop. */
export function viewportWidthFor(userAgent: string): number {
  const android = /Android/i.test(userAgent);
  if (/iPad|Tablet/i.test(userAgent) || (android && !/Mobile/i.test(userAgent))) return 820;
  return /Mobi|iPhone/i.test(userAgent) ? 390 : DESKTOP_WIDTH;
}

let current: RenderSnapshot | null = null;

export function setRenderSnapshot(snapshot: RenderSnapshot | null): void {
  current = snapshot;
}

/** When the page the browser is on was drawn on the server; null for a page it drew itself. */
export function pageDrawnAt(): number | null {
  return current?.renderedAt ?? null;
}

export function renderedTimeZone(): string | undefined {
  return current?.timeZone;
}

/**
 * MUI's `ssrMatchMedia`: a breakpoint query ("(min-width:900px)") answered for the assumed width.
 * Only the server and hydration read it; every later render asks the browser.
 */
export function matchRenderedWidth(query: string): { matches: boolean } {
  const width = current?.viewportWidth ?? DESKTOP_WIDTH;
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return {
    matches: (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])),
  };
}

const never = () => () => {};

/**
 * The time a page was drawn on the server while it hydrates (and on the server itself), null
 * in any other render: a clock starts from it so a countdown hydrates as it was drawn.
 */
export function useRenderedAt(): number | null {
  return useSyncExternalStore(
    never,
    () => null,
    () => current?.renderedAt ?? null,
  );
}

/**
 * False on the server and while the browser hydrates a drawn page, true in every later render:
 * what the server cannot know (a choice kept in the browser's storage) is shown from then on.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
