/** Where the built product lives, and a clear failure when it has not been built. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_DIR = path.join(REPO_ROOT, 'server');
export const SERVER_MAIN = path.join(SERVER_DIR, 'dist/main.js');
export const CONSOLE_DIST = path.join(REPO_ROOT, 'console/dist');

/** The e2e walks test the build that `npm start` serves, never sources. */
export function assertBuilt(): void {
  const missing = [
    existsSync(SERVER_MAIN) ? undefined : 'server/dist/main.js',
    existsSync(path.join(CONSOLE_DIST, 'index.html')) ? undefined : 'console/dist/index.html',
  ].filter(Boolean);
  if (missing.length > 0) {
    throw new Error(`The built product is missing (${missing.join(', ')}): run npm run build first.`);
  }
}
