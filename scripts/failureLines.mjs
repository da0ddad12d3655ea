/**
 * The lines of a test step's output that name what failed: vitest's FAIL and × lines, a test that passed only on its
 * retry (and scripts/retriedTestsReporter.ts's line for it), an error's first line, unhandled errors. Without colours
 * or repeats, at most `max`. `npm test` prints them for each failed step at its very end (scripts/test-run.mjs),
 * because the end of a long run is often all a CI log keeps, and the browser lane prints its failures many minutes
 * before the run ends.
 * @param {string} text
 * @param {number} [max]
 * @returns {string[]}
 */
export function failureLines(text, max = 60) {
  const seen = new Set();
  for (const raw of text.split('\n')) {
    // eslint-disable-next-line no-control-regex
    const line = raw.replace(/\x1b\[[0-9;]*m/g, '').trimEnd();
    const trimmed = line.trim();
    if (/^(FAIL|×)\s/.test(trimmed) || /\(retry x\d+\)|^RETRIED\s/.test(line) || /^\w*Error\b.*:/.test(line) || /Unhandled (Errors?|Rejection)/.test(line)) seen.add(trimmed);
  }
  return [...seen].slice(0, max);
}
