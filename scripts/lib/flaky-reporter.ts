import { appendFileSync } from 'node:fs';
import type { Reporter, TestCase } from 'vitest/node';

/**
 * A vitest reporter that writes the tests that passed only on a second run (vitest's `retry`) to the file named by
 * FLAKY_REPORT, one per line with how the first run failed, so that the test command's summary names them and says
 * why: a flaky test stays seen, and can be mended without reproducing it.
 */
export default class FlakyReporter implements Reporter {
  onTestCaseResult(testCase: TestCase) {
    const file = process.env.FLAKY_REPORT;
    if (!file || !testCase.diagnostic()?.flaky) return;
    const name = `${testCase.module.moduleId.replace(`${process.cwd()}/`, '')} > ${testCase.fullName}`;
    appendFileSync(file, `${name}${firstFailure(testCase)}\n`);
  }
}

/** The first run's error, on one line: its message and where in a test file it was thrown. */
function firstFailure(testCase: TestCase): string {
  const error = testCase.result().errors?.[0];
  if (!error) return '';
  const message = (error.message ?? String(error)).replace(/\s+/g, ' ').trim().slice(0, 300);
  const at = error.stacks?.find((frame) => /\.test\.tsx?$|\/e2e\//.test(frame.file));
  const where = at ? ` at ${at.file.replace(`${process.cwd()}/`, '')}:${at.line}` : '';
  return ` (first run: ${message}${where})`;
}
