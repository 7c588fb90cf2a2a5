import type { DehydratedState } from '@tanstack/react-query';
import type { RenderSnapshot } from '@/lib/render-snapshot.ts';

/** The element a page drawn on the server carries its data in (JSON, never run as a script). */
export const PAGE_DATA_ID = 'kapital-page-data';

/** What the server drew a page from: the query cache it read and what it assumed. */
export interface PageData {
  queries: DehydratedState;
  snapshot: RenderSnapshot;
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
