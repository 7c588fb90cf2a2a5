#!/usr/bin/env node
// The production server as one plain JavaScript file (decision 021; scripts/build-server.mjs).
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';

const started = performance.now();
await buildServer(fileURLToPath(new URL('..', import.meta.url)));
process.stdout.write(
  `Built apps/server/dist/server.js in ${Math.round(performance.now() - started)} ms\n`,
);
