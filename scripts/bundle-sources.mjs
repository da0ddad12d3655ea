#!/usr/bin/env node
/**
 * What a built chunk is made of: its generated characters per source module (node_modules by package),
 * from its hidden source map. For finding what grew a route's budget (scripts/check-bundle-budget.mjs).
 *
 *   npm run build && node scripts/bundle-sources.mjs console/dist/assets/main-<hash>.js [top=40]
 */
import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8')));
const lines = code.split('\n');
const sizes = new Map();
const segs = [];
map.eachMapping((m) => segs.push(m));
segs.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
for (let i = 0; i < segs.length; i++) {
  const s = segs[i], n = segs[i + 1];
  const end = n && n.generatedLine === s.generatedLine ? n.generatedColumn : lines[s.generatedLine - 1].length;
  const key = (s.source || '?').replace(/.*node_modules\//, 'nm:').replace(/.*\/(console|ui-kit|contract)\/src\//, '$1:');
  const pkg = key.startsWith('nm:') ? key.split('/').slice(0, key.startsWith('nm:@') ? 2 : 1).join('/') : key;
  sizes.set(pkg, (sizes.get(pkg) ?? 0) + (end - s.generatedColumn));
}
const total = [...sizes.values()].reduce((a, b) => a + b, 0);
console.log('total mapped', total, 'of', code.length);
for (const [k, v] of [...sizes].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[3] ?? 40))) console.log(String(v).padStart(8), k);
