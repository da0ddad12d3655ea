#!/usr/bin/env node
/**
 * Benchmark of Admin › Users with 500 staff users: how long the table takes to
 * show new rows after a sort-header click, a page-size change and search typing.
 * Starts the built server on a fresh PGlite database, seeds through the API,
 * drives Debian's Chromium. Prints medians; it is a measurement, not a test.
 *
 *   npm run build && node scripts/bench-table.mjs [--users 500] [--repetitions 10]
 *
 * The logic is TypeScript shared with the e2e harness (e2e/bench/usersTable.ts),
 * loaded through tsx.
 */
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '500' },
    repetitions: { type: 'string', default: '10' },
  },
});

const { runUsersTableBenchmark } = await tsImport('../e2e/bench/usersTable.ts', import.meta.url);
const report = await runUsersTableBenchmark({
  users: Number(values.users),
  repetitions: Number(values.repetitions),
  log: (line) => console.error(line),
});
console.log(report);
