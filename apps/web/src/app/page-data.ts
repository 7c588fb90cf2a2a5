import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { RenderSnapshot } from '@/lib/render-snapshot.ts';

/** The element a page drawn on the server carries its data in (JSON, never run as a script). */
export const PAGE_DATA_ID = 'kapital-page-data';

/** One answer the page was drawn with, and when the server had it. */
export interface DrawnQuery {
  queryKey: QueryKey;
  data: unknown;
  updatedAt: number;
}

/** What the server drew a page from: the answers it read and what it assumed. */
export interface PageData {
  queries: DrawnQuery[];
  snapshot: RenderSnapshot;
}

/**
 * The server's answers into the browser's query cache, as fresh as they were when drawn. (Not
 * TanStack's dehydrate/hydrate: these three lines cost the sign-in page nothing; its
 * hydration module half a kilobyte.)
 */
export function takeDrawnQueries(queryClient: QueryClient, queries: DrawnQuery[]): void {
  for (const { queryKey, data, updatedAt } of queries) {
    queryClient.setQueryData(queryKey, data, { updatedAt });
  }
}

/** The page's data when it was drawn on the server; null for the plain app shell. */
export function readPageData(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PageData) : null;
}

/**
 * The element carrying a page's data, for the server to put after #root. Every "<" in the JSON
 * is escaped, so no "</script>" or "<!--" in a user's data can end or change the element.
 */
export function pageDataElement(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}
