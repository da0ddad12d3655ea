/**
 * Whether a group's committed baseline (scripts/mutation-baselines/<group>.json, Stryker's incremental report) still
 * describes the code: every file the group mutates and every test file it runs is in the report with the same source,
 * and the report names no file the group no longer has. Then a Stryker run would reuse every result (its
 * incremental rule: a mutant is run again only when its code or a covering test changed), so `npm run test:mutation`
 * takes the score from the baseline and starts no dry run (docs/testing.md, "Baselines"). What neither sees is the
 * same: a change in a module the mutated code imports but no group mutates.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** `**` (any folders), `*` (within one name) and literal text: the patterns scripts/mutation-groups.mjs uses. */
function globRegex(glob) {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      // `**/` matches no folder too.
      source += glob[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += glob[i + 2] === '/' ? 2 : 1;
    } else if (c === '*') source += '[^/]*';
    else source += c.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.posix.join(dir, name);
    return statSync(full).isDirectory() ? (name === 'node_modules' ? [] : walk(full)) : [full];
  });
}

/** The files (relative to `root`, `/`-separated) that `patterns` name; a `!pattern` takes files out. */
export function expandGlobs(patterns, root = process.cwd()) {
  const include = patterns.filter((p) => !p.startsWith('!')).map(globRegex);
  const exclude = patterns.filter((p) => p.startsWith('!')).map((p) => globRegex(p.slice(1)));
  // Only the folders the patterns start from are walked.
  const bases = new Set(patterns.filter((p) => !p.startsWith('!')).map((p) => p.split('/').filter((_, i, parts) => !parts.slice(0, i + 1).some((s) => s.includes('*'))).join('/')));
  const files = new Set();
  for (const base of bases) {
    const start = path.join(root, base);
    const candidates = existsSync(start) && statSync(start).isFile() ? [base] : walk(start).map((f) => path.relative(root, f).split(path.sep).join('/'));
    for (const file of candidates) if (include.some((r) => r.test(file)) && !exclude.some((r) => r.test(file))) files.add(file);
  }
  return [...files].sort();
}

/** A module of `export … from '…'` statements and comments only: nothing in it for Stryker to mutate. */
export function onlyReExports(source) {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return code
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean)
    .every((statement) => /^export\s+(type\s+)?(\*(\s+as\s+\w+)?|\{[^}]*\})\s+from\s+(['"])[^'"]+\4$/.test(statement));
}

/**
 * Why the baseline at `baselinePath` does not describe `group` as it is on disk, or undefined when it does.
 * `group`: an entry of GROUPS (its `mutate` and `testFiles` patterns).
 */
export function baselineStale(group, baselinePath, root = process.cwd()) {
  if (!existsSync(baselinePath)) return 'no baseline';
  const report = JSON.parse(readFileSync(baselinePath, 'utf8'));
  const same = (kind, entries, files) => {
    for (const file of files) {
      const entry = entries?.[file];
      // Stryker leaves a file it found nothing to mutate in out of its report (an index of re-exports).
      if (!entry && kind === 'mutated file' && onlyReExports(readFileSync(path.join(root, file), 'utf8'))) continue;
      if (!entry) return `${kind} ${file} is not in it`;
      if (entry.source !== readFileSync(path.join(root, file), 'utf8')) return `${kind} ${file} changed`;
    }
    for (const file of Object.keys(entries ?? {})) if (!files.includes(file)) return `${kind} ${file} is gone`;
    return undefined;
  };
  return same('mutated file', report.files, expandGlobs(group.mutate, root)) ?? same('test file', report.testFiles, expandGlobs(group.testFiles, root));
}

/** A tally of mutant statuses as Stryker scores them; `into` adds to a running one (a folder over several reports). */
export function tally(mutants, into = { killed: 0, timeout: 0, survived: 0, noCoverage: 0 }) {
  const key = { Killed: 'killed', Timeout: 'timeout', Survived: 'survived', NoCoverage: 'noCoverage' };
  for (const { status } of mutants) if (key[status]) into[key[status]]++;
  return into;
}

/** Stryker's score: killed and timed out over every valid mutant (ignored and errors left out); 100 when none is. */
function scoreOf({ killed, timeout, survived, noCoverage }) {
  const valid = killed + timeout + survived + noCoverage;
  return valid === 0 ? 100 : (100 * (killed + timeout)) / valid;
}

/** Stryker's score of a report. */
export function reportScore(report) {
  const counts = tally([]);
  for (const { mutants } of Object.values(report.files)) tally(mutants, counts);
  return scoreOf(counts);
}
