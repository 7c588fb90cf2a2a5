#!/usr/bin/env node
// `npm run lint:openapi`: the OpenAPI document the app serves, written from the app itself (built
// without listening), linted by Redocly with redocly.yaml's rules and .redocly.lint-ignore.yaml's
// exceptions (which name the document's path below).
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const documentFile = 'node_modules/.cache/kapital/openapi.json';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

mkdirSync(path.join(root, path.dirname(documentFile)), { recursive: true });
run('npx', ['tsx', 'apps/server/src/scripts/write-openapi.ts', documentFile]);
run('npx', ['redocly', 'lint', documentFile, '--format=summary']);
