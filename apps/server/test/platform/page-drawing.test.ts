import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/build.ts';
import { createVerifiedUser } from '../helpers/users.ts';

/**
 * The server's side of drawing pages (platform/http/web-app.ts), with a stand-in for the web
 * app's renderer (apps/web/dist-ssr/entry-server.js): it shows what it was asked and what the
 * API told it, so each test reads what the server handed over. The real renderer is tested
 * end to end (e2e/tests/first-screen.e2e.test.ts).
 */
// A "<" in it, as minified code may hold: the hash is of the whole script.
const themeScript = 'if (1 < innerWidth) document.documentElement.classList.add(`dark`)';
const indexHtml = [
  `<!doctype html><html><head><title>Kapital</title><script>${themeScript}</script>`,
  '<link rel="preload" href="/api/auth/get-session" as="fetch" crossorigin="use-credentials" />',
  '</head><body><div id="root"></div><script type="module" src="/assets/entry.js"></script></body></html>',
].join('\n');

const standInRenderer = `
export const renderer = {
  async renderPage(request) {
    if (request.url.startsWith('/broken')) throw new Error('the renderer broke');
    if (request.url === '/no-such-page') return { kind: 'shell', status: 404 };
    if (request.url === '/not-a-first-screen') return { kind: 'shell', status: 200 };
    const session = await request.fetchApi('/api/auth/get-session');
    const asked = {
      url: request.url,
      language: request.language,
      timeZone: request.timeZone ?? null,
      userAgent: request.userAgent,
      nonce: request.nonce,
      session: await session.json(),
    };
    return {
      kind: 'page',
      status: 200,
      head: '<style>h1{color:red}</style>',
      body: '<h1>Drawn</h1>',
      data: '<script type="application/json" id="asked">' + JSON.stringify(asked) + '</script>',
    };
  },
};
`;

let webDir: string;
let t: TestApp;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'kapital-web-'));
  await mkdir(path.join(webDir, 'dist'));
  await mkdir(path.join(webDir, 'dist-ssr'));
  await writeFile(path.join(webDir, 'dist', 'index.html'), indexHtml);
  await writeFile(path.join(webDir, 'dist-ssr', 'entry-server.js'), standInRenderer);
  t = await build({ webDistDir: path.join(webDir, 'dist') }, { autoClose: false });
});
afterAll(async () => {
  await t?.close();
  await rm(webDir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

function askedOf(html: string) {
  const json = /<script type="application\/json" id="asked">(.*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error(`no stand-in data in:\n${html}`);
  return JSON.parse(json);
}

describe('a page drawn on the server', () => {
  it('goes into the built index.html: styles in <head>, the screen in #root, its data after', async () => {
    const response = await page('/wallet');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const html = response.body;
    expect(html).toContain('<style>h1{color:red}</style></head>');
    expect(html).toContain(
      '<div id="root" inert><h1>Drawn</h1></div><script type="application/json" id="asked">',
    );
    // The session the page carries is not asked for again.
    expect(html).not.toContain('href="/api/auth/get-session"');
    expect(askedOf(html).url).toBe('/wallet');
  });

  it("asks the API as the browser asking: a signed-in person's cookie, their session", async () => {
    const person = await createVerifiedUser(t);
    const signedIn = askedOf((await page('/', { cookie: person.cookie })).body);
    expect(signedIn.session.user).toMatchObject({ id: person.id, email: person.email });
    const signedOut = askedOf((await page('/')).body);
    expect(signedOut.session).toBeNull();
  });

  it('allows an inline script only with a nonce of its own, new for every page', async () => {
    const [first, second] = [await page('/'), await page('/')];
    const nonces = [first, second].map((response) => {
      const policy = String(response.headers['content-security-policy']);
      const nonce = /script-src [^;]*'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
      expect(nonce, policy).toBeDefined();
      expect(askedOf(response.body).nonce).toBe(nonce);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
    // The rest of the policy is the app's own.
    expect(String(first.headers['content-security-policy'])).toContain("object-src 'none'");
  });

  it("allows index.html's own inline script by its hash, on drawn pages and the shell alike", async () => {
    const hash = createHash('sha256').update(themeScript).digest('base64');
    for (const url of ['/', '/not-a-first-screen']) {
      const response = await page(url);
      expect(response.body).toContain(`<script>${themeScript}</script>`);
      const scriptSources = /script-src ([^;]*)/.exec(
        String(response.headers['content-security-policy']),
      )?.[1];
      expect(scriptSources?.split(' ').slice(0, 2), url).toEqual(["'self'", `'sha256-${hash}'`]);
    }
  });

  it.each([
    [{}, 'en'],
    [{ 'accept-language': 'ms-MY,ms;q=0.9,en;q=0.8' }, 'ms'],
    [{ 'accept-language': 'fr-FR, id;q=0.7, en;q=0.9' }, 'en'],
    [{ 'accept-language': 'fr-FR, id;q=0.9, en;q=0.7' }, 'id'],
    [{ 'accept-language': 'ms', cookie: 'kapital-language=en' }, 'en'],
    [{ cookie: 'kapital-language=xx' }, 'en'],
  ])(
    'tells the renderer the language the browser will choose (%o: %s)',
    async (headers, language) => {
      expect(askedOf((await page('/', headers)).body).language).toBe(language);
    },
  );

  it.each([
    ['kapital-tz=Asia%2FKuala_Lumpur', 'Asia/Kuala_Lumpur'],
    ['kapital-tz=UTC', 'UTC'],
    ['kapital-tz=Mars%2FOlympus_Mons', null],
    [`kapital-tz=${'A'.repeat(100)}`, null],
    ['', null],
  ])('passes a time zone from the cookie only when it is one (%s)', async (cookie, timeZone) => {
    expect(askedOf((await page('/', { cookie })).body).timeZone).toBe(timeZone);
  });

  it('passes on the user agent, for the layout the renderer assumes', async () => {
    const userAgent = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36';
    expect(askedOf((await page('/', { 'user-agent': userAgent })).body).userAgent).toBe(userAgent);
  });
});

describe('the app shell instead', () => {
  it('an unknown address: 404, with the shell the browser draws the not-found page from', async () => {
    const response = await page('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(indexHtml);
  });

  it('a screen the renderer leaves to the browser: 200 and the shell, never cached', async () => {
    const response = await page('/not-a-first-screen');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toBe(indexHtml);
  });

  it('a render that fails: the shell, so the browser draws the page as before', async () => {
    const response = await page('/broken');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
    expect(response.headers['content-security-policy']).not.toMatch(/nonce-/);
  });
});

describe('a drawn page on the wire', () => {
  it('comes brotli-compressed, or gzipped, as the browser accepts, and plain otherwise', async () => {
    const brotli = await page('/wallet', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('<h1>Drawn</h1>');
    const gzip = await page('/wallet', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<h1>Drawn</h1>');
    const plain = await page('/wallet');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h1>Drawn</h1>');
  });
});

describe('with DRAW_PAGES=false', () => {
  it('every page is the shell, an unknown address too, as before pages were drawn', async () => {
    const plain = await build(
      { webDistDir: path.join(webDir, 'dist'), drawPages: false },
      { autoClose: false },
    );
    try {
      for (const url of ['/wallet', '/no-such-page']) {
        const response = await plain.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toBe(indexHtml);
        expect(response.headers['cache-control'], url).toBe('private, no-store');
      }
    } finally {
      await plain.close();
    }
  });
});
