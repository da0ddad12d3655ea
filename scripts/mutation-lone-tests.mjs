#!/usr/bin/env node
/**
 * Are a group's kills real? `node scripts/mutation-lone-tests.mjs <group> [report.json]`
 *
 * With per-test coverage Stryker runs, for each mutant, only the tests that reach it (vitest's test-name filter).
 * A test that passes only after an earlier test of its file made some state would fail under that filter whatever
 * the mutant, and every mutant it covers would count as killed. This runs each test that killed a mutant in the
 * report the way Stryker ran it (its name as the filter, its file alone, no mutant) and lists the ones that fail:
 * their kills prove nothing until the test makes its own state. Exit 1 when there is one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createVitest } from 'vitest/node';
import { baselineFile } from './mutation-groups.mjs';

const group = process.argv[2];
if (!group) throw new Error('usage: node scripts/mutation-lone-tests.mjs <group> [report.json]');
process.env.MUTATION_GROUP = group;
const report = JSON.parse(readFileSync(process.argv[3] ?? baselineFile(group) ?? `reports/mutation/${group}.json`, 'utf8'));

/** @type {Map<string, {file: string, name: string, kills: number}>} */
const killers = new Map();
const byId = new Map();
for (const [file, { tests }] of Object.entries(report.testFiles ?? {})) for (const t of tests) byId.set(t.id, { file, name: t.name });
for (const { mutants } of Object.values(report.files)) {
  for (const m of mutants) {
    for (const id of m.status === 'Killed' ? (m.killedBy ?? []) : []) {
      const test = byId.get(id);
      if (!test) continue;
      const key = `${test.file}#${test.name}`;
      killers.set(key, { ...test, kills: (killers.get(key)?.kills ?? 0) + 1 });
    }
  }
}
console.log(`${group}: ${killers.size} tests killed mutants; running each alone, as Stryker filters them`);

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A reporter that says nothing: the list below is the output.
const vitest = await createVitest('test', { config: 'scripts/mutation-vitest.config.mjs', watch: false, maxWorkers: 1, onConsoleLog: () => false, reporters: [{}] });
const lonely = [];
for (const { file, name, kills } of [...killers.values()].sort((a, b) => a.file.localeCompare(b.file))) {
  for (const project of vitest.projects) project.config.testNamePattern = new RegExp(escape(name));
  await vitest.start([path.resolve(file)]);
  const failed = vitest.state
    .getFiles()
    .flatMap(function all(task) {
      return task.tasks ? task.tasks.flatMap(all) : [task];
    })
    .filter((t) => t.result?.state === 'fail');
  const fileFailed = vitest.state.getFiles().some((f) => f.result?.state === 'fail');
  if (failed.length > 0 || fileFailed) {
    lonely.push({ file, name, kills });
    console.log(`  FAILS ALONE (${kills} kills): ${file} > ${name}`);
  }
}
await vitest.close();
console.log(lonely.length === 0 ? 'every killing test passes alone' : `${lonely.length} killing tests fail alone`);
process.exit(lonely.length === 0 ? 0 : 1);
