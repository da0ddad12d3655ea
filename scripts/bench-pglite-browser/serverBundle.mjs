/**
 * Could the Hono app itself run in a browser? Bundles server/src/app.ts with
 * esbuild for platform=browser and lists what fails to resolve, and which
 * packages and node: modules server/src imports that a browser has no copy of.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const SERVER_SRC = fileURLToPath(new URL('../../server/src', import.meta.url));

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Bare and node: specifiers imported by server/src, with the files importing them. */
export function serverImports() {
  const imports = new Map();
  for (const file of sourceFiles(SERVER_SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'([^'.][^']*)'/g)) {
      const specifier = match[1];
      const name = specifier.startsWith('node:') ? specifier : specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
      if (!imports.has(name)) imports.set(name, new Set());
      imports.get(name).add(path.relative(SERVER_SRC, file));
    }
  }
  return [...imports].map(([name, files]) => ({ name, files: [...files].sort() })).sort((a, b) => a.name.localeCompare(b.name));
}

/** esbuild's errors for a browser bundle of app.ts, one line each (first 40); `options` can leave modules out. */
export async function browserBundleErrors(options = {}) {
  try {
    const result = await build({
      entryPoints: [path.join(SERVER_SRC, 'app.ts')],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      logLevel: 'silent',
      ...options,
    });
    const bytes = Buffer.concat(result.outputFiles.map((file) => file.contents));
    return { ok: true, bytes: bytes.length, gzip: gzipSync(bytes).length, errors: [] };
  } catch (error) {
    const errors = (error.errors ?? [{ text: String(error) }]).map((e) => `${e.location ? `${e.location.file}: ` : ''}${e.text}`);
    return { ok: false, errorCount: errors.length, errors: errors.slice(0, 40) };
  }
}
