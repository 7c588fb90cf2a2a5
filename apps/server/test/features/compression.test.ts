import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/build.ts';

// A stand-in for apps/web/dist as the web build leaves it: each text file with its .br and .gz.
const script = `export const answer = ${JSON.stringify('forty-two '.repeat(400))};\n`;
const indexHtml = `<!doctype html><html><head><title>Kapital</title></head><body>${'<p>x</p>'.repeat(300)}</body></html>`;

let distDir: string;
let t: TestApp;

async function writeWithCopies(file: string, text: string) {
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'kapital-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeWithCopies(path.join(distDir, 'assets', 'entry-abc123.js'), script);
  await writeWithCopies(path.join(distDir, 'index.html'), indexHtml);
  t = await build({ webDistDir: distDir }, { autoClose: false });
});
afterAll(async () => {
  await t?.close();
  await rm(distDir, { recursive: true, force: true });
});

function getWith(url: string, acceptEncoding?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
}

describe('built web assets', () => {
  it('a script asked for with brotli comes as the build-time .br copy', async () => {
    const response = await getWith('/assets/entry-abc123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('a client that only takes gzip gets the .gz copy', async () => {
    const response = await getWith('/assets/entry-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('without Accept-Encoding the file comes as it is', async () => {
    const response = await getWith('/assets/entry-abc123.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(script);
  });

  it('index.html for a client-side route is compressed too, and never cached', async () => {
    const response = await getWith('/wallet/statements', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(indexHtml);
  });
});

describe('API answers', () => {
  it('a large answer is compressed on the fly for a client that accepts it', async () => {
    const plain = await getWith('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const response = await getWith('/api/docs/json', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plain.body);
  });

  it('a small answer is left alone: compressing it would cost more than it saves', async () => {
    const response = await getWith('/api/health', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 'ok' });
  });
});
