#!/usr/bin/env node
/**
 * Mutation testing, one Stryker run per group (scripts/mutation-groups.mjs), then the score per folder.
 *
 *   node scripts/mutation-run.mjs                 every CI group (npm run test:mutation)
 *   node scripts/mutation-run.mjs tenant http     those groups
 *   node scripts/mutation-run.mjs services        every part of server/src/services (services-bookings, …)
 *   node scripts/mutation-run.mjs --changed [base] only the mutated folders' files changed against base
 *                                                 (default: origin/main, else main; npm run test:mutation:changed)
 *
 * Exits 1 when a CI group's run breaks its threshold (80) or Stryker fails. Reports: reports/mutation/<group>.{json,html}.
 * A group with a committed baseline (scripts/mutation-baselines/<group>.json) runs only the mutants whose code or
 * covering tests changed since; when a result changed it rewrites the baseline: commit it with the change. When
 * none of the group's mutated or test files differs from what its baseline records, no Stryker run starts at all: the
 * score is the baseline's (scripts/mutation-baseline.mjs; MUTATION_FORCE=1 runs Stryker anyway).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { baselineStale, reportScore } from './mutation-baseline.mjs';
import { BREAK, baselineFile, GROUPS, groupOf } from './mutation-groups.mjs';
import { printScores } from './mutation-score.mjs';

const args = process.argv.slice(2);
const changed = args[0] === '--changed';
/** @type {Map<string, string[] | undefined>} group → files to mutate (undefined: the whole group) */
const runs = new Map();

if (changed) {
  const git = (...a) => execFileSync('git', a, { encoding: 'utf8' }).trim();
  const base =
    args[1] ??
    ['origin/main', 'main'].find((ref) => {
      try {
        git('rev-parse', '--verify', '--quiet', ref);
        return true;
      } catch {
        return false;
      }
    });
  if (!base) throw new Error('test:mutation:changed: no origin/main or main to compare with; pass a base ref');
  // Committed on this branch since it left base, plus what is not committed yet.
  const files = new Set([...git('diff', '--name-only', '--diff-filter=d', `${base}...HEAD`).split('\n'), ...git('diff', '--name-only', '--diff-filter=d', 'HEAD').split('\n')]);
  for (const file of files) {
    const group = groupOf(file);
    if (!group) continue;
    // A group with a committed baseline runs whole and incremental: only what changed is run again, and a narrowed
    // run would leave the other files out of its score.
    if (GROUPS[group].baseline) runs.set(group, undefined);
    else runs.set(group, [...(runs.get(group) ?? []), file]);
  }
  if (runs.size === 0) {
    console.log(`test:mutation:changed: no mutated file changed against ${base}; nothing to do`);
    process.exit(0);
  }
} else {
  const names = args.length > 0 ? args : Object.keys(GROUPS).filter((g) => GROUPS[g].ci);
  for (const name of names) {
    // A folder run in parts (`services`) names all of them.
    const parts = Object.keys(GROUPS).filter((g) => GROUPS[g].part === name);
    if (!GROUPS[name] && parts.length === 0) throw new Error(`unknown group ${name}: one of ${Object.keys(GROUPS).join(', ')}, services`);
    for (const group of GROUPS[name] ? [name] : parts) runs.set(group, undefined);
  }
}

/**
 * What a baseline says, without what changes from run to run when nothing else did: Stryker numbers the tests in the
 * order vitest found them and the mutants in the order it reused them, so each mutant is named by its place and its
 * change, each test by its file and name.
 */
function baselineMeaning(text) {
  const report = JSON.parse(text);
  const testName = new Map();
  for (const [file, { tests }] of Object.entries(report.testFiles ?? {})) for (const test of tests) testName.set(test.id, `${file} > ${test.name}`);
  const names = (ids) => (ids ?? []).map((id) => testName.get(id) ?? id).sort();
  const mutants = Object.entries(report.files).flatMap(([file, { mutants: list }]) =>
    list.map((m) => JSON.stringify([file, m.location, m.mutatorName, m.replacement, m.status, m.static, names(m.killedBy), names(m.coveredBy)])),
  );
  const sources = [...Object.entries(report.files).map(([file, { source }]) => [file, source]), ...Object.entries(report.testFiles ?? {}).map(([file, { source }]) => [file, source])];
  return JSON.stringify([mutants.sort(), sources.sort(), [...testName.values()].sort()]);
}

let failed = false;
const reports = [];
for (const [group, files] of runs) {
  const started = Date.now();
  console.log(`\n=== mutation group ${group}${files ? `: ${files.join(', ')}` : ''} ===`);
  const env = { ...process.env, MUTATION_GROUP: group, ...(files ? { MUTATION_FILES: files.join(',') } : {}) };
  const baseline = baselineFile(group, Boolean(files));
  // Nothing the group mutates or runs changed since its baseline: Stryker would reuse every result, so its dry run
  // (a minute or more for the server's parts) is skipped and the baseline is the report. MUTATION_FORCE=1 runs anyway.
  const stale = baseline && process.env.MUTATION_FORCE !== '1' ? baselineStale(GROUPS[group], baseline) : 'forced';
  if (baseline && !stale) {
    const score = reportScore(JSON.parse(readFileSync(baseline, 'utf8')));
    const broken = GROUPS[group].ci && score < BREAK;
    console.log(`=== ${group}: its baseline is current (no mutated or test file changed): ${score.toFixed(2)} %, no run${broken ? `, under the threshold of ${BREAK} %` : ''} ===`);
    if (broken) failed = true;
    reports.push(baseline);
    continue;
  }
  if (baseline) console.log(`${baseline}: ${stale}; Stryker runs what changed`);
  const before = baseline && existsSync(baseline) ? readFileSync(baseline, 'utf8') : undefined;
  const result = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs'], { stdio: 'inherit', env });
  // A run that changed no result leaves the committed baseline as it was (git shows a baseline only when it moved).
  if (baseline && before !== undefined && existsSync(baseline) && baselineMeaning(readFileSync(baseline, 'utf8')) === baselineMeaning(before)) {
    writeFileSync(baseline, before);
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`=== ${group}: Stryker exited ${result.status} after ${minutes} min ===`);
  if (result.status !== 0) failed = true;
  reports.push(`reports/mutation/${group}.json`);
}
printScores(reports);
process.exit(failed ? 1 : 0);
