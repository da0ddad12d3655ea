import { describe, expect, it } from 'vitest';
import type { TestCase } from 'vitest/node';
import { retriedLines } from './retriedTestsReporter';

type Result = ReturnType<TestCase['result']>;
const fakeTest = (result: Result, retryCount = 0) => ({
  fullName: 'Tracking > Trackers Dark',
  module: { moduleId: '/repo/console/src/features/tracking/TrackingPage.stories.tsx' },
  project: { name: 'storybook' },
  result: () => result,
  diagnostic: () => ({ retryCount }) as ReturnType<TestCase['diagnostic']>,
});

describe('retriedLines (why a test needed its retry)', () => {
  it('names the test and prints its first try’s error, cut to a few lines', () => {
    const message = ['Unable to find role="dialog" and name "Buggies"', ...Array.from({ length: 20 }, (_, i) => `<div> line ${i}`)].join('\n');
    const lines = retriedLines(fakeTest({ state: 'passed', errors: [{ name: 'TestingLibraryElementError', message }] } as unknown as Result, 1), '/repo');
    expect(lines?.[0]).toBe('RETRIED storybook console/src/features/tracking/TrackingPage.stories.tsx > Tracking > Trackers Dark: passed on try 2; before that:');
    expect(lines?.[1]).toBe('    TestingLibraryElementError: Unable to find role="dialog" and name "Buggies"');
    expect(lines).toHaveLength(1 + 8);
  });

  it('prints nothing for a test that passed at once, failed, or was skipped', () => {
    expect(retriedLines(fakeTest({ state: 'passed', errors: undefined } as unknown as Result))).toBeUndefined();
    expect(retriedLines(fakeTest({ state: 'failed', errors: [{ name: 'Error', message: 'x' }] } as unknown as Result, 1))).toBeUndefined();
    expect(retriedLines(fakeTest({ state: 'skipped', errors: undefined } as unknown as Result))).toBeUndefined();
  });
});
