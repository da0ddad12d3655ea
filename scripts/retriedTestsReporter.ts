/**
 * With `retry` (CI: browserRetry in vitest.config.ts), a test that fails its first try and passes the next shows
 * only "(retry x1)", and why it failed is lost. This reporter prints that first error, so a flaky test can be mended
 * from what it did rather than guessed at (three stories needed their retry in the clean clones of 30 November,
 * and the logs did not say why). It runs beside vitest's default reporter.
 */
import path from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/** The lines printed for one test that passed on a retry; `undefined` for any other result. */
export function retriedLines(test: Pick<TestCase, 'fullName' | 'result' | 'diagnostic'> & { module: { moduleId: string }; project: { name: string } }, root = process.cwd()): string[] | undefined {
  const result = test.result();
  if (result.state !== 'passed' || !result.errors?.length) return undefined;
  const tries = (test.diagnostic()?.retryCount ?? 0) + 1;
  const where = `${test.project.name} ${path.relative(root, test.module.moduleId)} > ${test.fullName}`;
  return [
    `RETRIED ${where}: passed on try ${tries}; before that:`,
    ...result.errors.flatMap((error) => `${error.name ?? 'Error'}: ${error.message}`.split('\n').slice(0, 8).map((line) => `    ${line}`)),
  ];
}

export default class RetriedTestsReporter implements Reporter {
  onTestCaseResult(test: TestCase) {
    const lines = retriedLines(test);
    if (lines) console.log(lines.join('\n'));
  }
}
