import { describe, expect, it } from 'vitest';
import { failureLines } from './failureLines.mjs';

describe('failureLines (the recap at the end of npm test)', () => {
  it('keeps what names a failure, without colours or repeats, and nothing of what passed', () => {
    const output = [
      '\x1b[32m ✓ \x1b[39m storybook  ui-kit/src/Button/Button.stories.tsx (12 tests) 3012ms',
      '   \x1b[31m×\x1b[39m Press Opens Menu 5012ms',
      '   ✓ Trackers Dark (retry x1) 2200ms',
      ' FAIL   storybook  console/src/features/requests/RequestsScreen.stories.tsx > Confirm Shows Toast',
      'TestingLibraryElementError: Unable to find role="dialog"',
      '    at Object.getElementError (node_modules/@testing-library/dom/dist/config.js:37:19)',
      ' FAIL   storybook  console/src/features/requests/RequestsScreen.stories.tsx > Confirm Shows Toast',
      '{"level":"error","msg":"request failed"}',
      '⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯',
      ' Test Files  1 failed | 33 passed (34)',
    ].join('\n');
    expect(failureLines(output)).toEqual([
      '× Press Opens Menu 5012ms',
      '✓ Trackers Dark (retry x1) 2200ms',
      'FAIL   storybook  console/src/features/requests/RequestsScreen.stories.tsx > Confirm Shows Toast',
      'TestingLibraryElementError: Unable to find role="dialog"',
      '⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯',
    ]);
  });

  it('stops at the limit', () => {
    const output = Array.from({ length: 100 }, (_, i) => ` × test ${i}`).join('\n');
    expect(failureLines(output, 3)).toEqual(['× test 0', '× test 1', '× test 2']);
  });
});
