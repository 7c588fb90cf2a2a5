import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createDependencies } from '../dependencies.ts';
import { createMemoryMailer } from '../platform/mail/mailer.ts';

/**
 * `tsx src/scripts/write-openapi.ts <file>`: writes the OpenAPI document the app serves at
 * /api/docs/json, built from the routes themselves without listening, for `npm run lint:openapi`.
 */
async function main(outputFile: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kapital-openapi-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'openapi-document-only-openapi-document-only',
  });
  const database = await openDatabase({});
  const deps = await createDependencies(config, { database, mailer: createMemoryMailer() });
  const app = await buildApp(deps);
  try {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    if (response.statusCode !== 200) {
      throw new Error(`GET /api/docs/json answered ${response.statusCode}`);
    }
    writeFileSync(outputFile, `${JSON.stringify(response.json(), null, 2)}\n`);
  } finally {
    await app.close();
    await deps.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const outputFile = process.argv[2];
if (!outputFile) {
  console.error('Usage: write-openapi.ts <file>');
  process.exitCode = 2;
} else {
  main(path.resolve(outputFile)).catch((error: unknown) => {
    console.error('Could not write the OpenAPI document:', error);
    process.exitCode = 1;
  });
}
