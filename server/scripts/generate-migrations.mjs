// Regenerates server/drizzle/ from src/db/schema.ts.
// npm hoists drizzle-kit to the root but keeps drizzle-orm in server/node_modules, and
// drizzle-kit imports drizzle-orm from its own location; a temporary link bridges that.
import { existsSync, symlinkSync, unlinkSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootLink = path.resolve(serverDir, '../node_modules/drizzle-orm');
const created = !existsSync(rootLink);
if (created) symlinkSync(path.join(serverDir, 'node_modules/drizzle-orm'), rootLink, 'dir');
try {
  const args = ['drizzle-kit', 'generate', ...process.argv.slice(2)];
  const result = spawnSync('npx', args, { cwd: serverDir, stdio: 'inherit' });
  process.exitCode = result.status ?? 1;
} finally {
  if (created) unlinkSync(rootLink);
}
