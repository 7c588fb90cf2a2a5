#!/usr/bin/env node
// Type-checks every workspace on its own: shared is imported as source, so each project checks
// the shared files it uses with its own settings (DOM for the web, Node for the server).
import { spawnSync } from 'node:child_process';

const projects = ['packages/shared', 'apps/server', 'apps/web', 'e2e'];
let failed = false;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '--noEmit', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`Type errors in ${project}\n`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
