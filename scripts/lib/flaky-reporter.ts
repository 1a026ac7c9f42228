import { appendFileSync } from 'node:fs';
import type { Reporter, TestCase } from 'vitest/node';

/**
 * A vitest reporter that writes the tests that passed only on a second run (vitest's `retry`) to the file named by
 * FLAKY_REPORT, one per line, so that the test command's summary names them: a flaky test stays seen.
 */
export default class FlakyReporter implements Reporter {
  onTestCaseResult(testCase: TestCase) {
    const file = process.env.FLAKY_REPORT;
    if (!file || !testCase.diagnostic()?.flaky) return;
    appendFileSync(file, `${testCase.module.moduleId.replace(`${process.cwd()}/`, '')} > ${testCase.fullName}\n`);
  }
}
