import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { isLanguage, type Language, preferredLanguage } from '@kapital/shared/languages';
import {
  LANGUAGE_COOKIE,
  type PageAnswer,
  type PageRenderer,
  type PageRequest,
  TIME_ZONE_COOKIE,
} from '@kapital/shared/page-render';
import { parseCookies } from 'better-auth/cookies';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from './error-handler.ts';

/**
 * A page may hold a person's balances: no shared cache keeps it, and the browser asks again
 * each time (its scripts and styles are the cached, hashed files).
 */
const PAGE_CACHE_CONTROL = 'private, no-store';

/** index.html asks for the session while its scripts download; a drawn page carries it. */
const SESSION_PRELOAD = /\s*<link rel="preload" href="\/api\/auth\/get-session"[^>]*>/;
const EMPTY_ROOT = '<div id="root"></div>';
// A drawn page is inert until the browser's app has taken it over (src/main.tsx): what a person
// typed or ticked before would be reset by hydration, and a click would go to nothing.

/**
 * Production: the built web app from the same origin. Its first screens (sign-in, the
 * dashboard, a directly opened trade, wallet or investment screen) are drawn on the server by
 * the web app's renderer (apps/web/dist-ssr, decision 041); every other address gets the app
 * shell, index.html, which the browser draws. An address no screen has answers 404. With
 * DRAW_PAGES=false every page is the shell, answered 200, as before.
 */
export async function serveWebApp(
  app: FastifyInstance,
  distDir: string,
  { drawPages }: { drawPages: boolean },
): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The web app is not built: ${indexFile} is missing. Run npm run build.`);
  }
  const shell = readFileSync(indexFile, 'utf8');
  const renderer = drawPages ? await loadRenderer(distDir) : null;
  if (drawPages && !renderer) {
    app.log.warn('The web app has no server renderer (dist-ssr): pages are drawn by the browser');
  }

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    // The .br and .gz copies written by the web build, chosen by Accept-Encoding.
    preCompressed: true,
    // index.html is a page like the others: answered below, drawn when it can be.
    index: false,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      const page = /^index\.html(\.br|\.gz)?$/.test(path.basename(filePath));
      reply.header(
        'cache-control',
        hashed ? 'public, max-age=31536000, immutable' : page ? PAGE_CACHE_CONTROL : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (!isClientSideRoute(request.method, request.url)) return sendNotFound(request, reply);
    const answer = renderer ? await drawPage(app, renderer, request, reply) : null;
    if (answer?.kind === 'page') {
      reply.header('cache-control', PAGE_CACHE_CONTROL).type('text/html; charset=utf-8');
      allowScriptsWithNonce(reply, answer.nonce);
      const html = shell
        .replace(SESSION_PRELOAD, '')
        .replace('</head>', `${answer.head}</head>`)
        .replace(EMPTY_ROOT, `<div id="root" inert>${answer.body}</div>${answer.data}`);
      return sendCompressed(request, reply.code(answer.status), html);
    }
    // The shell as the build wrote it, in its compressed copy (.br, .gz) when one is accepted.
    return reply.code(answer?.status ?? 200).sendFile('index.html');
  });
}

/** A script element with no attributes: one the build put inline in index.html. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy sources that allow index.html's own inline scripts (the theme
 * script, decision 041) by their SHA-256: nothing else inline runs. None when the web app is
 * not served from here.
 */
export function inlineScriptSources(distDir: string | undefined): string[] {
  const indexFile = distDir && path.join(distDir, 'index.html');
  if (!indexFile || !existsSync(indexFile)) return [];
  return [...readFileSync(indexFile, 'utf8').matchAll(INLINE_SCRIPT)].map(
    ([, script]) =>
      `'sha256-${createHash('sha256')
        .update(script ?? '')
        .digest('base64')}'`,
  );
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A drawn page, compressed as the browser accepts (brotli's fast level, as @fastify/compress
 * does for the API, whose hooks do not reach the not-found handler pages are answered by).
 */
async function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) {
    return reply.header('content-encoding', 'gzip').send(await gzipped(html));
  }
  return reply.send(html);
}

/** The renderer the web build wrote beside the app (dist-ssr/entry-server.js), if any. */
async function loadRenderer(distDir: string): Promise<PageRenderer | null> {
  const entry = path.join(distDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { renderer: PageRenderer };
  return module.renderer;
}

/**
 * The page for this request from the renderer, or null when drawing it failed: the browser
 * then draws it from the shell, as it always has.
 */
async function drawPage(
  app: FastifyInstance,
  renderer: PageRenderer,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<(PageAnswer & { nonce: string }) | null> {
  const cookies = parseCookies(request.headers.cookie ?? '');
  const nonce = randomBytes(16).toString('base64');
  try {
    const answer = await renderer.renderPage({
      nonce,
      url: request.url,
      language: browserLanguage(cookies.get(LANGUAGE_COOKIE), request.headers['accept-language']),
      userAgent: request.headers['user-agent'] ?? '',
      timeZone: validTimeZone(cookies.get(TIME_ZONE_COOKIE)),
      fetchApi: callApiAs(app, request, reply),
    });
    return { ...answer, nonce };
  } catch (error) {
    request.log.error({ err: error }, 'drawing the page failed; the app shell was sent');
    return null;
  }
}

/**
 * The app's policy (helmet's, app.ts) with this page's nonce added to script-src: React may put
 * a script inline in a drawn page; no other inline script runs.
 */
function allowScriptsWithNonce(reply: FastifyReply, nonce: string): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  reply.header(
    'content-security-policy',
    policy.replace(/script-src ([^;]*)/, `script-src $1 'nonce-${nonce}'`),
  );
}

/** The language the web app will choose in this browser (src/lib/i18n/i18n.ts). */
function browserLanguage(chosen: string | undefined, acceptLanguage: string | undefined): Language {
  if (isLanguage(chosen)) return chosen;
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), quality: quality ? Number(quality.trim().slice(2)) : 1 };
    })
    .filter(({ tag, quality }) => tag !== '' && quality > 0)
    .sort((a, b) => b.quality - a.quality)
    .map(({ tag }) => tag);
  return preferredLanguage(tags);
}

/** An IANA zone this runtime knows, or undefined. */
function validTimeZone(value: string | undefined): string | undefined {
  if (!value || value.length > 64) return undefined;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * The API as the browser asking for the page: its cookies and address, in-process. A session
 * the API renews on the way (Set-Cookie) is passed on to the browser with the page.
 */
function callApiAs(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): PageRequest['fetchApi'] {
  return async (apiPath, init = {}) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: apiPath,
      remoteAddress: request.ip,
      headers: {
        ...init.headers,
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
        ...(request.headers.host ? { host: request.headers.host } : {}),
        'accept-encoding': 'identity',
      },
    });
    const setCookie = answer.headers['set-cookie'];
    if (setCookie) reply.header('set-cookie', setCookie);
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * A page of the web app: read (HEAD too, as uptime monitors and link checkers ask), outside the
 * API, and not a file: a path whose last segment has an extension names a file that is not
 * there (/favicon-x.png), which is a 404, not the app.
 */
function isClientSideRoute(method: string, url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return (
    (method === 'GET' || method === 'HEAD') &&
    !pathname.startsWith('/api/') &&
    path.posix.extname(pathname) === ''
  );
}
