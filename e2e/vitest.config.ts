import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.test.ts'],
    // One server and one Chromium for the whole run (decision 023).
    globalSetup: ['src/shared-run.ts'],
    // The longest tests take about 35 s on a quiet machine; this one has been seen three times
    // slower under its host's load (a whole run: 26 min instead of 8), and on 26 Nov 2026, at a
    // load of 20 on two cores, the deposit and investment stories took 150-250 s. A hang still fails.
    testTimeout: 300_000,
    // On CI a failed test runs once more; one that passes then is reported as flaky by name
    // (src/flaky-reporter.ts, listed at the end of npm test) and must be fixed, not ignored.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 300_000,
    // Two files at a time fit two cores: their tests, not start-up, are the work (decision 023).
    maxWorkers: 2,
    fileParallelism: true,
    // Screens settle in under a second here, but CI machines may be busy.
    expect: { poll: { timeout: 20_000, interval: 100 } },
  },
});
