// Bundles src/main.ts into dist/main.js (or the file given as the first argument: the deploy tests
// build into a temporary copy of the image's layout). The workspace package @atoll/contract is
// TypeScript source, so it is bundled; real node_modules packages stay external.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
