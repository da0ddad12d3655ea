#!/usr/bin/env node
/**
 * Writes `<file>.br` (Brotli, highest quality) and `<file>.gz` (gzip 9) beside every compressible file of a built
 * console, once at build time, so the server (server/src/static.ts) serves them as they are instead of compressing
 * each file on its first request after every start (docs/adr/0057-api-speed.md). A form that is not smaller is not
 * written. Usage: node scripts/precompress.mjs <dir>
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

// Source maps are left out: only a developer's tools ask for them, and they are most of the bytes.
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt']);
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function filesOf(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesOf(file)));
    else out.push(file);
  }
  return out;
}

async function precompress(dir) {
  const files = await filesOf(dir);
  // Forms left by an earlier build of a file that changed since would be served in its place: start clean.
  await Promise.all(files.filter((f) => f.endsWith('.br') || f.endsWith('.gz')).map((f) => rm(f)));
  const sources = files.filter((f) => COMPRESSIBLE.has(path.extname(f).toLowerCase()));
  let written = 0;
  await Promise.all(
    sources.map(async (file) => {
      const identity = await readFile(file);
      if (identity.length < 256) return;
      const [br, gz] = await Promise.all([
        brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
        gzipped(identity, { level: zlib.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < identity.length) {
        await writeFile(`${file}.br`, br);
        written += 1;
      }
      if (gz.length < identity.length) {
        await writeFile(`${file}.gz`, gz);
        written += 1;
      }
    }),
  );
  return { sources: sources.length, written };
}

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: node scripts/precompress.mjs <dir>');
  process.exit(1);
}
const started = Date.now();
const { sources, written } = await precompress(path.resolve(dir));
console.log(`precompress: ${written} .br/.gz files for ${sources} files in ${dir} (${Date.now() - started} ms)`);
