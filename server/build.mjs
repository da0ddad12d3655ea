// Bundles src/main.ts into dist/main.js. The workspace package @atoll/contract is
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

await build({
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  outfile: path.join(serverDir, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalNodeModules],
  logLevel: 'info',
});
