import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // Each file starts its own server and browser; two at a time fit two cores.
    maxWorkers: 2,
    fileParallelism: true,
    // Screens settle in under a second here, but CI machines may be busy.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
