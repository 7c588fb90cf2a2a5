/**
 * The web app's server-side renderer (decision 041): the server's page handler calls
 * renderPage for an address, and gets back the first screen as HTML with its styles and the
 * query cache it was drawn from, which the browser hydrates (src/main.tsx) without a change.
 * Built by `vite build --ssr` into dist-ssr/, loaded by apps/server.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { DEFAULT_LANGUAGE } from '@kapital/shared/languages';
import type { PageAnswer, PageRenderer, PageRequest } from '@kapital/shared/page-render';
import { type Query, QueryClient } from '@tanstack/react-query';
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { firstScreenOf } from './app/first-screens.ts';
import { type PageData, pageDataElement } from './app/page-data.ts';
import { AppProvider } from './app/provider.tsx';
import { AppRoutes } from './app/router.tsx';
import { prefetchDashboardData } from './app/routes/app/dashboard-data.ts';
import { paths } from './config/paths.ts';
import { sessionQueryOptions } from './features/auth/api/get-session.ts';
import { tickersQueryOptions } from './features/market/api/get-tickers.ts';
import { meQueryOptions } from './features/profile/api/get-me.ts';
import { setApiTransport } from './lib/api-client.ts';
import { queryDefaults } from './lib/query-client.ts';
import { type RenderSnapshot, setRenderSnapshot, viewportWidthFor } from './lib/render-snapshot.ts';

/**
 * A screen's queries that need another's answer first (the profile, then the cards) show up one
 * render later; after this many rounds of asking, what is still unknown is drawn loading, as
 * the browser would draw it, and the browser asks.
 */
const FETCH_ROUNDS = 3;

/** Each page's API calls go to its own request's API, whatever else renders meanwhile. */
const pageApi = new AsyncLocalStorage<PageRequest['fetchApi']>();
setApiTransport((path, init) => {
  const fetchApi = pageApi.getStore();
  if (!fetchApi) return Promise.reject(new Error(`${path} was asked for outside a page render`));
  return fetchApi(path, { method: init.method, headers: init.headers as Record<string, string> });
});

/**
 * One render at a time: the render snapshot (the time zone and width dates and layouts are
 * drawn for) is module state the components read. A render takes milliseconds; the API calls
 * between renders run concurrently.
 */
let renderQueue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(render: () => Promise<T>): Promise<T> {
  const next = renderQueue.then(render, render);
  renderQueue = next.catch(() => undefined);
  return next;
}

interface Drawn {
  /** The app's HTML, for #root. */
  html: string;
  /**
   * What goes into <head>: the elements React hoists (the title) and the styles used. Worked out
   * only for the render that is sent, not for each round.
   */
  head: () => string;
}

/** What React 19 puts ahead of a screen's HTML for <head>: its title, preloads, meta tags. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<link [^>]*\/>|<meta [^>]*\/>)*/;

function draw(
  request: PageRequest,
  queryClient: QueryClient,
  snapshot: RenderSnapshot,
): Promise<Drawn> {
  return oneAtATime(async () => {
    setRenderSnapshot(snapshot);
    try {
      const cache = createCache({ key: 'css' });
      // Made before rendering: it switches emotion from <style> tags among the elements to
      // collecting the styles, which go into <head>.
      const emotion = createEmotionServer(cache);
      const errors: unknown[] = [];
      const stream = await renderToReadableStream(
        <CacheProvider value={cache}>
          <AppProvider queryClient={queryClient}>
            <StaticRouter location={request.url}>
              <AppRoutes />
            </StaticRouter>
          </AppProvider>
        </CacheProvider>,
        {
          nonce: request.nonce,
          // React sends a large part after the rest, to be put in place by an inline script,
          // so a stream paints early; here the page is sent whole, so it stays in order and is
          // drawn even before (or without) any script.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onError: (error) => void errors.push(error),
        },
      );
      // Read once every part is ready: the HTML comes whole, in order.
      await stream.allReady;
      const rendered = await new Response(stream).text();
      // A part that failed would be drawn by the browser instead, with a warning: not drawn here.
      if (errors.length > 0) throw errors[0];
      const hoisted = HOISTED.exec(rendered)?.[0] ?? '';
      const html = rendered.slice(hoisted.length);
      const head = () =>
        `${hoisted}${emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html))}`;
      return { html, head };
    } finally {
      setRenderSnapshot(null);
    }
  });
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

/** Queries a render asked for that nobody has fetched yet. */
function unasked(queryClient: QueryClient, asked: Set<string>): Query[] {
  return queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'pending' })
    .filter((query) => !asked.has(query.queryHash) && isEnabled(query));
}

async function fetchAll(queries: Query[], asked: Set<string>): Promise<void> {
  for (const query of queries) asked.add(query.queryHash);
  await Promise.all(queries.map((query) => query.fetch().catch(() => undefined)));
}

/**
 * A failed query is forgotten before the last render: it is drawn loading, as the browser's
 * first render draws it, and the browser asks again and shows the failure its own way.
 */
function forgetFailures(queryClient: QueryClient): void {
  const cache = queryClient.getQueryCache();
  for (const query of cache.findAll({ predicate: (q) => q.state.status === 'error' })) {
    cache.remove(query);
  }
}

/** The answers the page was drawn with, for the browser's cache. */
function answered(queryClient: QueryClient): PageData['queries'] {
  return queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'success' })
    .map((query) => ({
      queryKey: query.queryKey,
      data: query.state.data,
      updatedAt: query.state.dataUpdatedAt,
    }));
}

async function renderPage(request: PageRequest): Promise<PageAnswer> {
  const pathname = new URL(request.url, 'http://kapital.invalid').pathname;
  const screen = firstScreenOf(pathname);
  const status = screen === 'not-found' ? 404 : 200;
  // Only English is drawn on the server: the i18n instance is one per process (decision 041).
  if (screen === null || request.language !== DEFAULT_LANGUAGE) return { kind: 'shell', status };

  return pageApi.run(request.fetchApi, async () => {
    const queryClient = new QueryClient({ defaultOptions: queryDefaults });
    const session = await queryClient.fetchQuery(sessionQueryOptions()).catch(() => undefined);
    if (session === undefined) return { kind: 'shell', status };
    if (screen === 'guest' && session) return { kind: 'shell', status };
    if (screen === 'signed-in') {
      // Signed out, or not verified: the browser sends them on as it always has.
      if (!session?.user.emailVerified || !request.timeZone) return { kind: 'shell', status };
      const userId = session.user.id;
      const [me] = await Promise.all([
        queryClient.fetchQuery(meQueryOptions(userId)).catch(() => undefined),
        queryClient.prefetchQuery(tickersQueryOptions()),
        // Known before the first render: one round of rendering and asking fewer.
        pathname === paths.home ? prefetchDashboardData(queryClient, userId) : null,
      ]);
      if (!me) return { kind: 'shell', status };
    }

    const snapshot: RenderSnapshot = {
      renderedAt: Date.now(),
      viewportWidth: viewportWidthFor(request.userAgent),
      ...(request.timeZone ? { timeZone: request.timeZone } : {}),
    };
    const asked = new Set<string>();
    let drawn = await draw(request, queryClient, snapshot);
    for (let round = 0; round < FETCH_ROUNDS; round += 1) {
      const queries = unasked(queryClient, asked);
      if (queries.length === 0) break;
      await fetchAll(queries, asked);
      forgetFailures(queryClient);
      drawn = await draw(request, queryClient, snapshot);
    }

    const data: PageData = { queries: answered(queryClient), snapshot };
    return {
      kind: 'page',
      status,
      head: drawn.head(),
      body: drawn.html,
      data: pageDataElement(data),
    };
  });
}

export const renderer: PageRenderer = { renderPage };
