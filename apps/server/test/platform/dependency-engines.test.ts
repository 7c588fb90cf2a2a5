import { readFileSync } from 'node:fs';
import semver from 'semver';
import { expect, test } from 'vitest';

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
}

const readJson = (relative: string) =>
  JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as Record<string, unknown>;

test('every locked package runs on the oldest Node that package.json promises, and on Node 24', () => {
  const root = readJson('../../../../package.json') as { engines: { node: string } };
  const oldestNode = semver.minVersion(root.engines.node)?.version;
  expect(oldestNode).toMatch(/^20\./);
  // The README names Node 24 as the one to run; CI runs the server suite on it too.
  expect(semver.satisfies('24.0.0', root.engines.node)).toBe(true);
  const lock = readJson('../../../../package-lock.json') as {
    packages: Record<string, LockedPackage>;
  };

  const misfits = [oldestNode ?? '', '24.0.0'].flatMap((node) =>
    Object.entries(lock.packages).flatMap(([where, locked]) => {
      const wanted = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
      if (!wanted) return [];
      const fits = semver.satisfies(node, wanted, { includePrerelease: true });
      return fits ? [] : [`${where}@${locked.version}: node ${wanted}, not ${node}`];
    }),
  );

  // npm ci prints an EBADENGINE warning for each of these: a newcomer's first impression.
  expect(misfits).toEqual([]);
});
