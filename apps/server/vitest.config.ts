import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // PGlite and scrypt are CPU-bound; two cores run two files at a time well.
    maxWorkers: 2,
    // Each file builds its own app on its own database and touches no module state, so the
    // workers keep their imports between files: the suite took 272 s isolated and 177 s shared.
    isolate: false,
  },
});
