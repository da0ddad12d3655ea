/**
 * The architecture's lint rules (eslint.config.js) stay in force: each never-edge and the
 * no-cycle rule reports an error here, so deleting or loosening one fails this test.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

const BOUNDARY_RULES = new Set(['import-x/no-restricted-paths', 'no-restricted-imports']);

/** The boundary rules ESLint reports for `code` as if it were the file at `filePath` (other rules, e.g. Storybook's, are not the point here). */
async function errorsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((m) => m.severity === 2 && BOUNDARY_RULES.has(m.ruleId ?? '')).map((m) => m.ruleId ?? '');
}

const importing = (specifier: string) => `import * as m from '${specifier}';\nexport const used = m;\n`;

const NEVER: [from: string, to: string, rule: string][] = [
  ['ui-kit/src/components/X.tsx', '@atoll/mocks', 'import-x/no-restricted-paths'],
  ['ui-kit/src/components/X.tsx', '../../../console/src/app/App', 'import-x/no-restricted-paths'],
  ['ui-kit/src/components/X.tsx', '../../../server/src/app', 'import-x/no-restricted-paths'],
  ['contract/src/X.ts', 'react', 'no-restricted-imports'],
  ['contract/src/X.ts', 'styled-components', 'no-restricted-imports'],
  ['contract/src/X.ts', 'react-aria-components', 'no-restricted-imports'],
  ['contract/src/X.ts', '@reduxjs/toolkit', 'no-restricted-imports'],
  ['contract/src/X.ts', 'react-router', 'no-restricted-imports'],
  ['contract/src/X.ts', 'hono', 'no-restricted-imports'],
  ['contract/src/X.ts', 'drizzle-orm', 'no-restricted-imports'],
  ['contract/src/X.ts', 'msw', 'no-restricted-imports'],
  ['contract/src/X.ts', 'pg', 'no-restricted-imports'],
  ['contract/src/X.ts', '@electric-sql/pglite', 'no-restricted-imports'],
  ['contract/src/X.ts', '@atoll/ui-kit', 'import-x/no-restricted-paths'],
  ['contract/src/X.ts', '../../mocks/src/index', 'import-x/no-restricted-paths'],
  ['console/src/app/X.ts', '../../../server/src/app', 'import-x/no-restricted-paths'],
  ['console/src/features/banners/X.tsx', '@atoll/mocks', 'import-x/no-restricted-paths'],
  ['console/src/app/X.ts', '@atoll/mocks/browser', 'import-x/no-restricted-paths'],
  // The browser's code never imports the backends' rules (contract/src/domain), by name or by path.
  ['console/src/features/bookings/X.tsx', '@atoll/contract/domain', 'import-x/no-restricted-paths'],
  ['console/src/app/X.ts', '../../../contract/src/domain/bookings', 'import-x/no-restricted-paths'],
  ['console/src/main.tsx', '@atoll/contract/domain', 'import-x/no-restricted-paths'],
  ['ui-kit/src/components/X.tsx', '@atoll/contract/domain', 'import-x/no-restricted-paths'],
  // The guest renderer and web app (issue 21) are console-independent and framework-free.
  ['console/src/guest/render/X.ts', '../../app/store', 'import-x/no-restricted-paths'],
  ['console/src/guest/app/X.ts', '../../features/app-editor/api', 'import-x/no-restricted-paths'],
  ['console/src/guest/render/X.ts', '@atoll/ui-kit', 'import-x/no-restricted-paths'],
  ['console/src/guest/render/X.ts', 'react', 'no-restricted-imports'],
  ['console/src/guest/app/X.ts', 'styled-components', 'no-restricted-imports'],
  ['console/src/guest/X.ts', '@atoll/mocks', 'import-x/no-restricted-paths'],
  ['server/src/X.ts', '@atoll/mocks', 'import-x/no-restricted-paths'],
  ['server/src/X.ts', '@atoll/ui-kit', 'import-x/no-restricted-paths'],
  ['server/test/X.test.ts', '../../console/src/app/App', 'import-x/no-restricted-paths'],
  ['mocks/src/X.ts', '../../server/src/app', 'import-x/no-restricted-paths'],
  ['mocks/src/X.ts', '@atoll/ui-kit', 'import-x/no-restricted-paths'],
  ['mocks/src/X.ts', '../../console/src/app/App', 'import-x/no-restricted-paths'],
];

describe('lint boundaries', () => {
  it.each(NEVER)('%s may not import %s', async (file, specifier, rule) => {
    expect(await errorsOf(file, importing(specifier))).toContain(rule);
  });

  it.each([
    ['console/src/features/banners/banners.test.tsx', '@atoll/mocks'],
    ['console/src/features/banners/BannersPage.stories.tsx', '@atoll/mocks'],
    ['console/src/test/X.tsx', '@atoll/mocks'],
    ['console/src/app/X.ts', '@atoll/contract'],
    ['server/src/X.ts', '@atoll/contract/domain'],
    ['mocks/src/X.ts', '@atoll/contract/domain'],
    // Tests and stories may set a scene with the domain's helpers; they never ship.
    ['console/src/features/login/LoginPage.stories.tsx', '@atoll/contract/domain'],
    ['console/src/features/bookings/bookings.test.tsx', '@atoll/contract/domain'],
    ['console/src/test/X.tsx', '@atoll/contract/domain'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await errorsOf(file, importing(specifier))).toEqual([]);
  });

  describe('cycles', () => {
    // Real files: the cycle rule follows imports on disk, it cannot see a second in-memory file.
    const dir = mkdtempSync(path.join(tmpdir(), 'lint-cycle-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('reports two files that import each other', async () => {
      writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      const cycles = new ESLint({ cwd: dir, overrideConfigFile: path.join(root, 'eslint.config.js') });
      const [result] = await cycles.lintFiles([path.join(dir, 'a.ts')]);
      expect(result.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
    });
  });
});
