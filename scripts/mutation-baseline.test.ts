import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { baselineStale, expandGlobs, onlyReExports, reportScore } from './mutation-baseline.mjs';
import { GROUPS, groupOf } from './mutation-groups.mjs';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'atoll-mutation-baseline-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('expandGlobs (the patterns of scripts/mutation-groups.mjs)', () => {
  it('takes ** as any folders or none, * within one name, ! out', () => {
    for (const f of ['src/a.ts', 'src/deep/b.ts', 'src/deep/b.test.ts', 'src/c.js', 'other/d.ts']) write(f, '');
    expect(expandGlobs(['src/**/*.ts', '!src/**/*.test.ts'], root)).toEqual(['src/a.ts', 'src/deep/b.ts']);
    expect(expandGlobs(['src/*.ts'], root)).toEqual(['src/a.ts']);
    expect(expandGlobs(['other/d.ts', 'src/missing.ts'], root)).toEqual(['other/d.ts']);
  });
});

describe('baselineStale: a baseline is current only when every mutated and test file is as it records', () => {
  const group = { mutate: ['src/**/*.ts', '!src/**/*.test.ts'], testFiles: ['src/**/*.test.ts'] };
  const baseline = (files: Record<string, string>, tests: Record<string, string>) => {
    write(
      'baseline.json',
      JSON.stringify({
        files: Object.fromEntries(Object.entries(files).map(([f, source]) => [f, { source, mutants: [] }])),
        testFiles: Object.fromEntries(Object.entries(tests).map(([f, source]) => [f, { source, tests: [] }])),
      }),
    );
    return path.join(root, 'baseline.json');
  };
  beforeEach(() => {
    write('src/a.ts', 'export const a = 1;');
    write('src/a.test.ts', "it('a')");
  });

  it('is current when nothing changed', () => {
    expect(baselineStale(group, baseline({ 'src/a.ts': 'export const a = 1;' }, { 'src/a.test.ts': "it('a')" }), root)).toBeUndefined();
  });
  it('is stale when a mutated file changed, is new or is gone', () => {
    expect(baselineStale(group, baseline({ 'src/a.ts': 'export const a = 2;' }, { 'src/a.test.ts': "it('a')" }), root)).toBe('mutated file src/a.ts changed');
    write('src/b.ts', 'export const b = 1;');
    expect(baselineStale(group, baseline({ 'src/a.ts': 'export const a = 1;' }, { 'src/a.test.ts': "it('a')" }), root)).toBe('mutated file src/b.ts is not in it');
    rmSync(path.join(root, 'src/b.ts'));
    expect(baselineStale(group, baseline({ 'src/a.ts': 'export const a = 1;', 'src/c.ts': '' }, { 'src/a.test.ts': "it('a')" }), root)).toBe('mutated file src/c.ts is gone');
  });
  it('is stale when a test file changed, is new or is gone', () => {
    expect(baselineStale(group, baseline({ 'src/a.ts': 'export const a = 1;' }, { 'src/a.test.ts': "it('b')" }), root)).toBe('test file src/a.test.ts changed');
    write('src/new.test.ts', "it('new')");
    expect(baselineStale(group, baseline({ 'src/a.ts': 'export const a = 1;' }, { 'src/a.test.ts': "it('a')" }), root)).toBe('test file src/new.test.ts is not in it');
  });
  it('accepts a module of re-exports missing from the report (Stryker finds nothing to mutate there)', () => {
    write('src/index.ts', "/** The index. */\nexport * from './a';\nexport { a as b } from './a';\nexport type { T } from './t';\n");
    expect(baselineStale(group, baseline({ 'src/a.ts': 'export const a = 1;' }, { 'src/a.test.ts': "it('a')" }), root)).toBeUndefined();
    expect(onlyReExports("export * from './a';\nexport const x = 1;")).toBe(false);
  });
  it('is stale without a baseline', () => {
    expect(baselineStale(group, path.join(root, 'none.json'), root)).toBe('no baseline');
  });
});

describe('reportScore', () => {
  it('is killed and timed out over the valid mutants, as Stryker counts', () => {
    const status = (...s: string[]) => s.map((x) => ({ status: x }));
    expect(reportScore({ files: { a: { mutants: status('Killed', 'Timeout', 'Survived', 'NoCoverage', 'Ignored', 'CompileError') } } })).toBe(50);
  });
});

describe('the services parts (scripts/mutation-groups.mjs)', () => {
  const parts = Object.entries(GROUPS).filter(([, g]) => g.part === 'services');
  it('mutate every file of server/src/services exactly once, and groupOf names the part', () => {
    const all = expandGlobs(['server/src/services/**/*.ts']);
    const owners = new Map<string, string[]>();
    for (const [name, g] of parts) for (const f of expandGlobs(g.mutate)) owners.set(f, [...(owners.get(f) ?? []), name]);
    expect(all.filter((f) => owners.get(f)?.length !== 1)).toEqual([]);
    for (const f of all) expect(groupOf(f)).toBe(owners.get(f)?.[0]);
  });
  it('run test files that exist', () => {
    for (const [, g] of parts) for (const f of g.testFiles) expect(expandGlobs([f]), f).toEqual([f]);
  });
});
