/**
 * The App Editor's unused-upload sweep (services/appEditor/uploads.ts, ADR 0050): an upload (POST editor/images,
 * editor/pdfs) that no saved version ever named is deleted once the grace period (EDITOR_UPLOAD_GRACE_MS) is
 * over, for every company; one that any version names — the latest or an older one a restore brings back —
 * never is, and neither is any other file. The clock is the test's (uploads are stamped by the database's).
 * Runs on PGlite and, with DATABASE_URL, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APP_EDITOR_TEXT, EDITOR_UPLOAD_GRACE_MS } from '@atoll/contract';
import { files } from '../src/db/schema';
import { tenant } from '../src/db/tenant';
import { startEditorUploadSweeper, sweepEditorUploads } from '../src/services/appEditor/uploads';
import { apiClient, type ApiClient, type Json } from './support/client';
import { createTenant, type Tenant } from './support/fixtures';
import { startTestServer, type TestServer } from './support/server';

const HOUR = 3_600_000;
const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
);
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let server: TestServer;
let api: ApiClient;
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  a = await createTenant(api, server.url, 'editor-sweep-a');
  b = await createTenant(api, server.url, 'editor-sweep-b');
}, 60_000);
afterAll(() => server.close());

async function upload(owner: Tenant, kind: 'images' | 'pdfs'): Promise<Json> {
  const form = new FormData();
  form.append('file', new Blob([kind === 'images' ? PNG : PDF], { type: kind === 'images' ? 'image/png' : 'application/pdf' }), kind === 'images' ? 'a.png' : 'a.pdf');
  form.append('language_code', 'en');
  const res = await api.request('POST', `editor/${kind}`, { token: owner.token, raw: form });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

const image = (id: string, picture: Json) => ({ id, type: 'full-width-image', name: id, config: { image: [picture] } });
async function save(owner: Tenant, home: Json[], base?: number): Promise<Json> {
  const res = await api.post('editor/app/versions', { config: { home }, base_version_id: base }, { token: owner.token });
  return res;
}
const exists = async (id: string) => (await api.get(`files/${id}`)).status === 200;
const sweep = (offset: number) => sweepEditorUploads({ ...server.deps, now: () => Date.now() + offset });

describe('the editor uploads sweep', () => {
  it('deletes uploads no version ever used after the grace period; what any version names stays, and restore works', async () => {
    const [used, dropped, menu, unused] = [await upload(a, 'images'), await upload(a, 'images'), await upload(a, 'pdfs'), await upload(a, 'images')];
    const otherUnused = await upload(b, 'images');
    const first = (await save(a, [image('hero', used), image('old', dropped), { ...image('menu', used), config: { image: [used], action: { type: 'pdf', files: [menu] } } }])).body.data;
    // The latest version no longer names `dropped`: an older one still does.
    const second = await save(a, [image('hero', used)], first.id);
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    // A file that is not an editor upload is never the sweep's, however old.
    const own = tenant(server.database.db, a.auth.company.id);
    await own.insert(files, { id: crypto.randomUUID(), contentType: 'image/png', size: PNG.byteLength, data: PNG, createdAt: new Date(Date.now() - 100 * HOUR) });

    expect(await sweep(EDITOR_UPLOAD_GRACE_MS - HOUR)).toBe(0);
    expect(await exists(unused.id)).toBe(true);

    expect(await sweep(EDITOR_UPLOAD_GRACE_MS + HOUR)).toBe(2);
    expect(await exists(unused.id)).toBe(false);
    expect(await exists(otherUnused.id)).toBe(false);
    for (const kept of [used, dropped, menu]) expect(await exists(kept.id)).toBe(true);
    expect((await own.pick({ id: files.id }, files)).length).toBe(4);
    expect(await sweep(EDITOR_UPLOAD_GRACE_MS + HOUR)).toBe(0);

    // Restoring the first version brings back `dropped`, still there.
    const restored = await api.post(`editor/app/versions/${first.id}/restore`, undefined, { token: a.token });
    expect(restored.status, JSON.stringify(restored.body)).toBe(201);
    expect(restored.body.data.config.home.components[1].config.image).toEqual([dropped]);
    // A save naming a swept upload is told so.
    const late = await save(a, [image('late', unused)]);
    expect(late.status).toBe(422);
    expect(late.body.errors).toEqual({ 'config.home.components[0].config.image[0]': [APP_EDITOR_TEXT.missingImage('late')] });
  });

  it('an upload saved in a version after the grace period (the sweep had not run yet) is kept', async () => {
    const picture = await upload(a, 'images');
    expect((await save(a, [image('kept', picture)])).status).toBe(201);
    expect(await sweep(EDITOR_UPLOAD_GRACE_MS * 3)).toBe(0);
    const [row] = await tenant(server.database.db, a.auth.company.id).pick({ use: files.editorUse }, files, eq(files.id, picture.id));
    expect(row.use).toBe('saved');
  });

  it('runs on its interval (as main.ts starts it) and its stop waits for the run', async () => {
    const picture = await upload(b, 'images');
    const stop = startEditorUploadSweeper({ ...server.deps, now: () => Date.now() + EDITOR_UPLOAD_GRACE_MS + HOUR }, 20);
    const deadline = Date.now() + 5000;
    while ((await exists(picture.id)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await stop();
    expect(await exists(picture.id)).toBe(false);
  });
});
