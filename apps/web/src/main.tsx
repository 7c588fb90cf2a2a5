import { DEFAULT_LANGUAGE } from '@kapital/shared/languages';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/index.tsx';
import { type PageData, readPageData } from './app/page-data.ts';
import { preloadScreens } from './app/router.tsx';
import { sessionQueryOptions } from './features/auth/api/get-session.ts';
import { browserTimeZone } from './lib/format-date.ts';
import { currentLanguage } from './lib/i18n/i18n.ts';
import { queryClient } from './lib/query-client.ts';
import { setRenderSnapshot } from './lib/render-snapshot.ts';

/**
 * The server draws in English, for the zone in this browser's cookie: a browser that has chosen
 * another language or moved zone since draws the page itself rather than hydrate other text.
 */
function drawnAsThisBrowserDraws(drawn: PageData | null): drawn is PageData {
  if (!drawn || currentLanguage() !== DEFAULT_LANGUAGE) return false;
  const zone = drawn.snapshot.timeZone;
  return zone === undefined || zone === browserTimeZone();
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Fetch the first screen's code while the app starts.
preloadScreens(window.location.pathname);
const drawn = readPageData();
if (drawnAsThisBrowserDraws(drawn)) {
  // Drawn on the server: take over its HTML with the data and assumptions it was drawn from.
  hydrate(queryClient, drawn.queries);
  setRenderSnapshot(drawn.snapshot);
  hydrateRoot(container, app);
} else {
  // The app shell: ask for the session while the app starts.
  void queryClient.prefetchQuery(sessionQueryOptions());
  createRoot(container).render(app);
}
