// Builds a server source tree as one plain JavaScript file (decision 021): dist/server.js with
// its source map and the SQL migrations beside it. Dependencies stay in node_modules; only
// @kapital/shared, which is TypeScript source, is bundled in. Used by scripts/build.mjs for the
// real server and by the fault suite for a planted copy (chaos/plant.ts).
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/** `root` holds src/ and package.json; dist/ is written beside them. */
export async function buildServer(root, options = {}) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const external = Object.keys(manifest.dependencies).filter((name) => name !== '@kapital/shared');
  const dist = path.join(root, 'dist');
  rmSync(dist, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: ['src/server.ts'],
    outfile: 'dist/server.js',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: true,
    logLevel: 'warning',
    ...(options.tsconfig ? { tsconfig: options.tsconfig } : {}),
  });
  // db/client.ts finds its migrations beside itself: dist/migrations in the build.
  cpSync(path.join(root, 'src', 'db', 'migrations'), path.join(dist, 'migrations'), {
    recursive: true,
  });
}
