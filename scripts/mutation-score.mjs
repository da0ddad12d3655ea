#!/usr/bin/env node
/**
 * The mutation score per folder from Stryker's JSON reports (mutation-testing-report-schema):
 * `node scripts/mutation-score.mjs [reports/mutation/*.json]`. Score = killed + timeout over all mutants
 * that were valid (ignored, compile errors and runtime errors left out), as Stryker counts it; "covered"
 * leaves the mutants no chosen test reached out of the denominator.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expandGlobs, onlyReExports, tally } from './mutation-baseline.mjs';
import { folderOf } from './mutation-groups.mjs';


export function scoresByFolder(reportFiles) {
  /** @type {Map<string, {killed: number, survived: number, noCoverage: number, timeout: number, files: Set<string>}>} */
  const folders = new Map();
  for (const file of reportFiles) {
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    for (const [name, result] of Object.entries(report.files)) {
      const rel = path.relative(process.cwd(), path.resolve(name)).split(path.sep).join('/');
      const folder = folderOf(rel);
      const row = folders.get(folder) ?? { ...tally([]), files: new Set() };
      row.files.add(rel);
      tally(result.mutants, row);
      folders.set(folder, row);
    }
  }
  return folders;
}

/** "12 of 76": the folder's files these reports hold, of those with code to mutate (a run in parts may lack some). */
function filesOf(folder, reported) {
  const all = (folder.endsWith('.ts') ? [folder] : expandGlobs([`${folder}/**/*.ts`, '!**/*.test.ts', '!**/*.testing.ts'])).filter(
    (f) => reported.has(f) || !onlyReExports(readFileSync(f, 'utf8')),
  );
  return `${reported.size} of ${all.length}`;
}

export function printScores(reportFiles) {
  const folders = scoresByFolder(reportFiles);
  if (folders.size === 0) return;
  const pct = (n, d) => (d === 0 ? '  n/a' : `${((100 * n) / d).toFixed(1).padStart(5)}`);
  console.log('\nMutation score per folder');
  console.log('folder                          score  covered  killed  timeout  survived  no-coverage  files');
  for (const [folder, r] of [...folders].sort()) {
    const detected = r.killed + r.timeout;
    const total = detected + r.survived + r.noCoverage;
    console.log(
      `${folder.padEnd(30)} ${pct(detected, total)} %  ${pct(detected, detected + r.survived)} %  ${String(r.killed).padStart(6)}  ${String(r.timeout).padStart(7)}  ${String(r.survived).padStart(8)}  ${String(r.noCoverage).padStart(11)}  ${filesOf(folder, r.files)}`,
    );
  }
}


if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const given = process.argv.slice(2);
  const dir = 'reports/mutation';
  printScores(given.length > 0 ? given : existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => path.join(dir, f)) : []);
}
