// Bundles src/main.ts into dist/main.js (or the file given as the first argument: the deploy tests
// build into a temporary copy of the image's layout). The workspace package @atoll/contract is
// TypeScript source, so it is bundled; real node_modules packages stay external.
// Beside the bundle goes pglite-template: the embedded database with every migration applied,
// which a new DATA_DIR starts from (docs/adr/0058-lean-embedded-database.md).
import { build } from 'esbuild';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const serverDir = path.dirname(fileURLToPath(import.meta.url));

/** Bare imports are external except our own workspace packages. */
const externalNodeModules = {
  name: 'external-node-modules',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@atoll/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const outfile = process.argv[2] ? path.resolve(process.argv[2]) : path.join(serverDir, 'dist/main.js');

await build({
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalNodeModules],
  logLevel: 'info',
});

/** Rewritten only when the migrations or PGlite changed (the key beside it says for what it was built). */
const { pgliteTemplateKey, writePgliteTemplateDir } = await tsImport('./src/db/pgliteTemplate.ts', import.meta.url);
const templateDir = path.join(path.dirname(outfile), 'pglite-template');
const keyFile = `${templateDir}.key`;
const key = pgliteTemplateKey();
if (existsSync(path.join(templateDir, 'PG_VERSION')) && existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) {
  console.log(`  ${path.relative(serverDir, templateDir)} is current (${key})`);
} else {
  const started = Date.now();
  await writePgliteTemplateDir(templateDir);
  writeFileSync(keyFile, key);
  console.log(`  ${path.relative(serverDir, templateDir)} written (${key}) in ${Date.now() - started} ms`);
}
