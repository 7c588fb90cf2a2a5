import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

let dir: string;

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('precompressDir', () => {
  it('writes a .br and a .gz beside every text file worth it, and nothing beside the rest', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kapital-precompress-'));
    await mkdir(path.join(dir, 'assets'));
    const script = `export const words = ${JSON.stringify('compress me '.repeat(500))};`;
    await writeFile(path.join(dir, 'assets', 'entry-abc.js'), script);
    await writeFile(path.join(dir, 'index.html'), `<!doctype html>${'<p>hi</p>'.repeat(200)}`);
    await writeFile(path.join(dir, 'tiny.js'), 'export {};');
    await writeFile(path.join(dir, 'photo.png'), Buffer.alloc(4096, 7));

    await precompressDir(dir);

    const files = (await readdir(dir, { recursive: true })).sort();
    expect(files).toEqual([
      'assets',
      'assets/entry-abc.js',
      'assets/entry-abc.js.br',
      'assets/entry-abc.js.gz',
      'index.html',
      'index.html.br',
      'index.html.gz',
      'photo.png',
      'tiny.js',
    ]);
    const br = await readFile(path.join(dir, 'assets', 'entry-abc.js.br'));
    const gz = await readFile(path.join(dir, 'assets', 'entry-abc.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
  });
});
