/**
 * Tenancy by construction (server/src/db/tenant.ts): the seam's statements never reach
 * another company's rows, and the lint rule (server/eslint.tenancy.js) refuses a raw
 * statement on a company's table in server/src. Rule cases: tenancyLint.test.ts; lists in step with
 * the schema: tenancySync.test.ts.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facilities, facilityGallery } from '../src/db/schema';
import { tenant } from '../src/db/tenant';
import type { ApiClient } from './support/client';
import { startWithTenants } from './support/fixtures';
import type { TestServer } from './support/server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The config the lead spreads into eslint.config.js (plain JS, so typed here). */
const tenancyConfig = '../eslint.tenancy.js';
const { default: tenancy } = (await import(tenancyConfig)) as { default: Linter.Config[] };

describe('the seam keeps each company to its own rows', () => {
  let server: TestServer;
  let api: ApiClient;
  let aCompany: number;
  let bCompany: number;
  let bFacility: number;

  beforeAll(async () => {
    const started = await startWithTenants('seam-a', 'seam-b');
    server = started.server;
    api = started.api;
    aCompany = started.owner.auth.company.id;
    bCompany = started.other.auth.company.id;
    const created = await api.post('facilities', { name: [{ language_code: 'en', text: 'Spa' }] }, { token: started.other.token });
    expect(created.status).toBe(201);
    bFacility = created.body.data.id;
  });
  afterAll(() => server.close());

  it("update and delete of another company's id change nothing", async () => {
    const own = tenant(server.deps.db, aCompany);
    expect(await own.update(facilities, bFacility, { sortOrder: 99 }).returning()).toEqual([]);
    expect(await own.delete(facilities, bFacility).returning()).toEqual([]);
    expect(await own.update(facilities, eq(facilities.id, bFacility), { sortOrder: 99 }).returning()).toEqual([]);
    await expect(own.find(facilities, bFacility)).rejects.toMatchObject({ status: 404 });
    expect(await own.select(facilities)).toEqual([]);
    const [still] = await tenant(server.deps.db, bCompany).select(facilities, eq(facilities.id, bFacility));
    expect(still).toMatchObject({ id: bFacility, sortOrder: 0 });
  });

  it("child rows are reached only through the company's parents", async () => {
    const own = tenant(server.deps.db, aCompany);
    await expect(own.insertChild(facilityGallery, { facilityId: bFacility, fileId: crypto.randomUUID() })).rejects.toMatchObject({ status: 404 });
    expect(await own.delete(facilityGallery, 'all').returning()).toEqual([]);
  });
});

describe('lint: a raw statement on a company table is an error', () => {
  const lint = async (code: string) => {
    const eslint = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...tenancy],
    });
    const [result] = await eslint.lintText(code, { filePath: path.join(root, 'server/src/routes/example.ts') });
    return result.messages.map((m) => m.ruleId);
  };

  it('flags update/delete/select by id alone and hand-written company filters', async () => {
    expect(await lint('await db.update(facilities).set({ active }).where(eq(facilities.id, id));')).toEqual(['tenancy/company-rows']);
    expect(await lint('await tx.delete(menuPdfs).where(eq(menuPdfs.menuId, id));')).toEqual(['tenancy/company-rows']);
    expect(await lint('const [row] = await db.select().from(banners).where(eq(banners.id, id));')).toEqual(['tenancy/company-rows']);
    expect(await lint('const rows = await q.where(eq(users.companyId, companyId));')).toEqual(['tenancy/company-rows']);
  });

  it('flags joins and raw sql on company tables', async () => {
    expect(await lint('await own.pick({ id: rooms.id }, rooms).innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId));')).toEqual(['tenancy/company-rows']);
    expect(await lint('const name = sql`(select name from ${taskCategories} where id = ${id})`;')).toEqual(['tenancy/company-rows']);
  });

  it('lets the seam and seam-conditioned joins through', async () => {
    expect(await lint('await own.update(facilities, id, { active });')).toEqual([]);
    expect(await lint('await own.pick({ id: rooms.id }, rooms).innerJoin(roomTypes, own.where(roomTypes, eq(roomTypes.id, rooms.roomTypeId)));')).toEqual([]);
    expect(await lint('await db.select().from(languages).where(eq(languages.id, id));')).toEqual([]);
  });
});
