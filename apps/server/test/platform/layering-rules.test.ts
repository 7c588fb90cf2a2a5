import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

/**
 * Biome's import rules name feature folders one by one (decision 016): a feature that is not
 * named is not covered. These tests fail when a new feature folder arrives without its rule.
 */
const repoRoot = new URL('../../../../', import.meta.url);

interface ImportPattern {
  group: string[];
}
interface Override {
  includes: string[];
  linter?: {
    rules?: { style?: { noRestrictedImports?: { options?: { patterns?: ImportPattern[] } } } };
  };
}

const overrides = (
  JSON.parse(readFileSync(new URL('biome.json', repoRoot), 'utf8')) as { overrides: Override[] }
).overrides;

const featureFolders = (relative: string) =>
  readdirSync(new URL(relative, repoRoot), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

const patternsOf = (includes: string) =>
  overrides
    .filter((override) => override.includes.includes(includes))
    .flatMap(
      (override) => override.linter?.rules?.style?.noRestrictedImports?.options?.patterns ?? [],
    );

test('every server feature is guarded: others reach it only through its service module', () => {
  const guarded = patternsOf('apps/server/src/features/**').flatMap(({ group }) => group);
  const unguarded = featureFolders('apps/server/src/features/').filter(
    (feature) => !guarded.includes(`../${feature}/**`),
  );
  expect(unguarded).toEqual([]);
});

test('every web feature has its own rule: no app/, no other feature', () => {
  const unguarded = featureFolders('apps/web/src/features/').filter((feature) => {
    const groups = patternsOf(`apps/web/src/features/${feature}/**`).map(({ group }) => group);
    const refusesApp = groups.some((group) => group.includes('@/app/**'));
    const refusesOthers = groups.some(
      (group) => group.includes('@/features/**') && group.includes(`!@/features/${feature}/**`),
    );
    return !(refusesApp && refusesOthers);
  });
  expect(unguarded).toEqual([]);
});
