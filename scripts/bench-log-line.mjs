#!/usr/bin/env node
/**
 * CPU per request line of the production logger (server/src/http/logger.ts): the line every request writes
 * (requestLog.ts), through the path that skips pino's redaction pass, against the same line through the redacting
 * path (what every line took before; a field outside REQUEST_LINE_FIELDS sends it there). Lines go to a stream that
 * drops them, so only the logger's own work is timed. A measurement, not a test.
 *
 *   node scripts/bench-log-line.mjs [--lines 200000] [--runs 5]
 */
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const { values } = parseArgs({ options: { lines: { type: 'string', default: '200000' }, runs: { type: 'string', default: '5' } } });
const LINES = Number(values.lines);
const RUNS = Number(values.runs);
const { createLogger } = await tsImport('../server/src/http/logger.ts', import.meta.url);

const logger = createLogger({ destination: new Writable({ write: (_chunk, _encoding, done) => done() }) });
const line = { method: 'GET', route: '/api/v1/facilities/:id', status: 200, duration_ms: 1.2, request_id: '0b6c2c1e-7d1a-4f5e-9a51-1d2f3e4a5b6c', company_id: 7, user_id: 9 };
const redacted = { ...line, note: 'routes the line through the redaction pass' };

/** Median µs per line over RUNS runs of LINES lines, the two cases interleaved run by run. */
const cases = { 'request line (no redaction pass)': () => logger.info('request', line), 'same line, redacting path': () => logger.info('request', redacted) };
const samples = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
for (let run = 0; run < RUNS; run++) {
  for (const [name, write] of Object.entries(cases)) {
    const started = performance.now();
    for (let i = 0; i < LINES; i++) write();
    samples[name].push(((performance.now() - started) * 1000) / LINES);
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const [fast, slow] = Object.values(samples).map(median);
for (const [name, xs] of Object.entries(samples)) console.log(`${name.padEnd(36)} ${median(xs).toFixed(2).padStart(7)} µs per line (runs: ${xs.map((x) => x.toFixed(1)).join(', ')})`);
console.log(`the request line costs ${(slow / fast).toFixed(1)}× less without the redaction pass (${(slow - fast).toFixed(1)} µs saved per request)`);
