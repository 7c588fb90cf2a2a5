import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/build.ts';

// A stand-in for apps/web/dist, with the web app's real robots.txt from apps/web/public.
const robotsFile = new URL('../../../web/public/robots.txt', import.meta.url);
const indexHtml = '<!doctype html><html><head><title>Kapital</title></head><body></body></html>';
const script = 'export const answer = 42;\n';

let distDir: string;
let t: TestApp;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'kapital-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), indexHtml);
  await writeFile(path.join(distDir, 'assets', 'entry-abc123.js'), script);
  await copyFile(robotsFile, path.join(distDir, 'robots.txt'));
  t = await build({ webDistDir: distDir }, { autoClose: false });
});
afterAll(async () => {
  await t?.close();
  await rm(distDir, { recursive: true, force: true });
});

const request = (method: 'GET' | 'HEAD', url: string) => t.app.inject({ method, url });

describe('HEAD, as uptime monitors and link checkers send it', () => {
  it.each([['/login'], ['/'], ['/admin/users'], ['/trade/BTC/bitcoin']])(
    'HEAD %s answers like GET: 200, the page as HTML, no body',
    async (url) => {
      const [head, get] = await Promise.all([request('HEAD', url), request('GET', url)]);
      expect(get.statusCode).toBe(200);
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.headers['content-type']).toMatch(/^text\/html/);
      expect(head.headers['cache-control']).toBe('private, no-store');
      expect(head.body).toBe('');
    },
  );

  it('HEAD on a built file and on the API answers like GET, without a body', async () => {
    for (const url of ['/assets/entry-abc123.js', '/robots.txt', '/api/health']) {
      const head = await request('HEAD', url);
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe('');
    }
  });
});

describe('robots.txt', () => {
  it('is the web app’s robots.txt as plain text, keeping crawlers to the sign-in pages', async () => {
    const response = await request('GET', '/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const rules = response.body
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.trim());
    expect(rules).toEqual([
      'User-agent: *',
      'Allow: /login',
      'Allow: /register',
      // Everything else: the API, the admin console, every signed-in screen.
      'Disallow: /',
    ]);
  });
});

describe('a file that is not there', () => {
  it.each([['/favicon-x.png'], ['/missing.js'], ['/assets/entry-gone.js'], ['/admin/report.csv']])(
    '%s: 404 in the error shape, not the web app',
    async (url) => {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await request(method, url);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers['content-type'], `${method} ${url}`).toMatch(/^application\/json/);
      }
      expect((await request('GET', url)).json()).toEqual({
        error: {
          code: 'NOT_FOUND',
          message: `No route for GET ${url}`,
          requestId: expect.stringMatching(/^[0-9a-f]{16}$/),
        },
      });
    },
  );

  it('an unknown API path stays a JSON 404 for HEAD too', async () => {
    const response = await request('HEAD', '/api/nothing-here');
    expect(response.statusCode).toBe(404);
  });
});
