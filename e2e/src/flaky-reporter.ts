import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/**
 * Names every test that failed and then passed on its retry (CI retries an end-to-end test
 * once, decision 023), with what failed the first time, so a flaky test is seen and fixed rather
 * than hidden. The lines also go to KAPITAL_FLAKY_REPORT when set: `npm test` lists them last.
 */
export default class FlakyReporter implements Reporter {
  onTestCaseResult(testCase: TestCase): void {
    const diagnostic = testCase.diagnostic();
    if (!diagnostic?.flaky) return;
    const file = path.relative(process.cwd(), testCase.module.moduleId);
    // The first lines, on one line: an axe failure names its rule on the second.
    const firstError =
      testCase
        .result()
        .errors?.[0]?.message?.split('\n')
        .slice(0, 3)
        .map((part) => part.trim())
        .join(' | ')
        .slice(0, 400) ?? 'no message';
    const line = `FLAKY (passed on retry ${diagnostic.retryCount}): ${file} > ${testCase.fullName}: ${firstError}`;
    process.stdout.write(`\n${line}\n`);
    const report = process.env.KAPITAL_FLAKY_REPORT;
    if (report) appendFileSync(report, `${line}\n`);
  }
}
