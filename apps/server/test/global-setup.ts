import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory dump; empty when the tests run on PostgreSQL. */
    pgliteTemplatePath: string;
  }
}

/** Migrates one PGlite database for the whole run; each test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplatePath', '');
    return;
  }
  const database = await openDatabase({});
  await database.migrate();
  const dump = await database.dumpDataDir?.();
  await database.close();
  if (!dump) throw new Error('PGlite could not dump its data directory');
  const dir = await mkdtemp(path.join(tmpdir(), 'kapital-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  return () => rm(dir, { recursive: true, force: true });
}
