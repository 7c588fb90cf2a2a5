/**
 * The contract between the server and the web app's server-side renderer (apps/web's
 * entry-server, decision 041): the server hands over one page request, the renderer answers
 * with the HTML to put into the built index.html, or asks for the plain app shell.
 */

/** The cookie the browser keeps its IANA time zone in, so dates drawn on the server match. */
export const TIME_ZONE_COOKIE = 'kapital-tz';
/** The cookie that mirrors the language chosen in this browser (localStorage has the same). */
export const LANGUAGE_COOKIE = 'kapital-language';

export interface PageRequest {
  /** Path and query, as the browser asked for it. */
  url: string;
  userAgent: string;
  /** The language the web app will choose in this browser (its cookie, else Accept-Language). */
  language: string;
  /** The browser's time zone, from its cookie; dates are not drawn on the server without it. */
  timeZone: string | undefined;
  /** This response's Content-Security-Policy nonce, for any script React must put inline. */
  nonce: string;
  /** The API, called as this browser (its cookies), without leaving the process. */
  fetchApi: (
    path: string,
    init?: { method?: string; headers?: Record<string, string> },
  ) => Promise<Response>;
}

export type PageAnswer =
  /** Drawn: `head` goes before </head>, `body` inside #root, `data` after it. */
  | { kind: 'page'; status: number; head: string; body: string; data: string }
  /** Not drawn on the server (a screen that is not a first screen, a signed-out visit to a
   * signed-in screen…): the plain app shell, which the browser draws as before. */
  | { kind: 'shell'; status: number };

export interface PageRenderer {
  renderPage(request: PageRequest): Promise<PageAnswer>;
}
