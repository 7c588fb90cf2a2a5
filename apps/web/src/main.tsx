import { DEFAULT_LANGUAGE } from '@kapital/shared/languages';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/index.tsx';
import { type PageData, readPageData, takeDrawnQueries } from './app/page-data.ts';
import { preloadScreens } from './app/router.tsx';
import { sessionQueryOptions } from './features/auth/api/get-session.ts';
import { currentLanguage } from './lib/i18n/i18n.ts';
import { queryClient } from './lib/query-client.ts';
import { setRenderSnapshot } from './lib/render-snapshot.ts';

/**
 * The server draws in English: a browser that has chosen another language since its cookie was
 * written draws the page itself rather than hydrate other text. (A zone that changed since is
 * not checked: reading it costs more than the rare redraw React then makes of a date.)
 */
function drawnAsThisBrowserDraws(drawn: PageData | null): drawn is PageData {
  return drawn !== null && currentLanguage() === DEFAULT_LANGUAGE;
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * A page drawn on the server comes inert (apps/server's web-app.ts): nothing typed, ticked or
 * clicked before hydration is lost. Once the app has committed, it is the person's.
 */
function TakenOver() {
  useEffect(() => container?.removeAttribute('inert'), []);
  return null;
}

const app = (
  <StrictMode>
    <App />
    <TakenOver />
  </StrictMode>
);
// Fetch the first screen's code while the app starts.
const screensLoaded = preloadScreens(window.location.pathname);
const drawn = readPageData();
if (drawnAsThisBrowserDraws(drawn)) {
  // Drawn on the server: take over its HTML, with the data and assumptions it was drawn from,
  // once its screens' code is in, so that it hydrates in one pass. In a transition, hydration
  // yields to the browser every few milliseconds instead of holding the main thread for the
  // whole page: the page is already drawn, and inert until it is taken over.
  takeDrawnQueries(queryClient, drawn.queries);
  setRenderSnapshot(drawn.snapshot);
  void screensLoaded.then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  // The app shell: ask for the session while the app starts.
  void queryClient.prefetchQuery(sessionQueryOptions());
  createRoot(container).render(app);
}
