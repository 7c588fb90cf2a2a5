import { readFileSync } from 'node:fs';
import semver from 'semver';
import { expect, test } from 'vitest';

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
}

const readJson = (relative: string) =>
  JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as Record<string, unknown>;

test('every locked package runs on the oldest Node that package.json promises', () => {
  const root = readJson('../../../../package.json') as { engines: { node: string } };
  const oldestNode = semver.minVersion(root.engines.node);
  expect(oldestNode?.version).toMatch(/^20\./);
  const lock = readJson('../../../../package-lock.json') as {
    packages: Record<string, LockedPackage>;
  };

  const tooNew = Object.entries(lock.packages).flatMap(([where, locked]) => {
    const wanted = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
    if (!wanted || !oldestNode) return [];
    const fits = semver.satisfies(oldestNode, wanted, { includePrerelease: true });
    return fits ? [] : [`${where}@${locked.version}: node ${wanted}`];
  });

  // npm ci prints an EBADENGINE warning for each of these: a newcomer's first impression.
  expect(tooNew).toEqual([]);
});
