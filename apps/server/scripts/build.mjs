#!/usr/bin/env node
// The production server as one plain JavaScript file (decision 021): dist/server.js with its
// source map and the SQL migrations beside it. Dependencies stay in node_modules; only
// @kapital/shared, which is TypeScript source, is bundled in.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => name !== '@kapital/shared');
const dist = new URL('dist/', root);

const started = performance.now();
rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: new URL('.', root).pathname,
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
});
// db/client.ts finds its migrations beside itself: dist/migrations in the build.
cpSync(new URL('src/db/migrations', root), new URL('migrations', dist), { recursive: true });
process.stdout.write(
  `Built apps/server/dist/server.js in ${Math.round(performance.now() - started)} ms\n`,
);
