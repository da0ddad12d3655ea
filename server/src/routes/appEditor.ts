/**
 * Admin › App Editor (spec section 7 'Editor'; issue 21; ADR 0050): the guest app's layout versions and
 * the editor's uploads. Every handler needs app-editor (403); every statement goes through the company's
 * seam (another company's version is 404). GET versions/latest answers the empty configuration of the
 * current schema (id null) before the first save, not 404: the editor opens on it like on any version.
 */
import { Hono, type Context } from 'hono';
import { PERMISSION, appVersionListQuerySchema, appVersionSaveSchema, editorUploadSchema, type EditorItem } from '@atoll/contract';
import type { AppDeps, AppEnv } from '../deps';
import { tenant } from '../db/tenant';
import { requireAuth, requirePermission } from '../http/auth';
import { pdfUploadLimit, readImageUpload, readPdfUpload, uploadLimit } from '../http/upload';
import { body, idParam, validate, validQuery } from '../http/validate';
import { fileUrl, saveImage, savePdf } from '../services/files';
import * as versions from '../services/appEditor/versions';

export function appEditorRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db), requirePermission(PERMISSION.appEditor));
  const ownOf = (c: Context<AppEnv>) => tenant(db, c.get('auth').company.id);
  const userOf = (c: Context<AppEnv>) => c.get('auth').user.id;

  app.get('/app/versions/latest', async (c) => c.json({ data: await versions.latestVersion(ownOf(c)) }));
  app.get('/app/versions', async (c) => c.json(await versions.listVersions(ownOf(c), await validQuery(c, appVersionListQuerySchema))));
  app.get('/app/versions/:id', async (c) => c.json({ data: await versions.oneVersion(ownOf(c), idParam(c)) }));
  app.post('/app/versions', async (c) => {
    const saved = await versions.saveVersion(ownOf(c), db, userOf(c), await body(c, appVersionSaveSchema));
    return c.json({ data: saved }, 201);
  });
  app.post('/app/versions/:id/restore', async (c) => {
    const saved = await versions.restoreVersion(ownOf(c), db, userOf(c), idParam(c));
    return c.json({ data: saved }, 201);
  });

  app.post('/images', uploadLimit, async (c) => {
    const upload = await readImageUpload(c);
    // Hono keeps the parsed form: the optional language is read from the same body.
    const form = await c.req.parseBody();
    const { language_code } = await validate(editorUploadSchema, { language_code: typeof form.language_code === 'string' ? form.language_code : undefined });
    // 'pending' until a saved version uses it: the sweep (services/appEditor/uploads.ts) deletes it otherwise.
    const { id } = await saveImage(ownOf(c), upload, undefined, { editorUse: 'pending' });
    return c.json({ data: { id, language_code, url: fileUrl(id), type: 'image' } satisfies EditorItem }, 201);
  });
  app.post('/pdfs', pdfUploadLimit, async (c) => {
    const upload = await readPdfUpload(c);
    const { id } = await savePdf(ownOf(c), upload, undefined, { editorUse: 'pending' });
    return c.json({ data: { id, language_code: upload.languageCode, url: fileUrl(id), type: 'pdf' } satisfies EditorItem }, 201);
  });

  return app;
}
