#!/usr/bin/env node
/**
 * Benchmark of Hotel › Facilities with 200 facilities: time to the first card
 * and to all cards after a page load, and how long a facility's drawer takes to
 * open, switch tabs and close. Starts the built server on a fresh PGlite
 * database, creates the facilities (covers on some) through the API, drives
 * Debian's Chromium. Prints medians and each figure's ratio to the first-card
 * time; it is a measurement, not a test.
 *
 *   npm run build && npm run bench:facilities -- [--facilities 200] [--cover-every 4] [--repetitions 7]
 *
 * The logic is TypeScript shared with the e2e harness (e2e/bench/facilitiesGrid.ts),
 * loaded through tsx.
 */
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const { values } = parseArgs({
  options: {
    facilities: { type: 'string', default: '200' },
    'cover-every': { type: 'string', default: '4' },
    repetitions: { type: 'string', default: '7' },
  },
});

const { runFacilitiesBenchmark } = await tsImport('../e2e/bench/facilitiesGrid.ts', import.meta.url);
const report = await runFacilitiesBenchmark({
  facilities: Number(values.facilities),
  coverEvery: Number(values['cover-every']),
  repetitions: Number(values.repetitions),
  log: (line) => console.error(line),
});
console.log(report);
