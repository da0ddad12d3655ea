/** GET languages/available, GET languages, POST languages/{id}/enable|disable, POST languages/translate. */
import { Hono } from 'hono';
import { asc, eq } from 'drizzle-orm';
import { API_TEXT, CONTENT_TEXT, DEFAULT_LANGUAGE, translateSchema, type CompanyLanguage, type Language } from '@atoll/contract';
import type { AppDeps, AppEnv } from '../deps';
import type { Db } from '../db/client';
import { companyLanguages, languages } from '../db/schema';
import { tenant, type Tenant } from '../db/tenant';
import { requireAdmin, requireAuth, requireHotelContent } from '../http/auth';
import { HttpError, notFound, validationError } from '../http/errors';
import { body, idParam } from '../http/validate';
import { TranslatorError } from '../services/translate';

type LanguageRow = typeof languages.$inferSelect;

const toLanguage = (row: LanguageRow): Language => ({
  id: row.id,
  code: row.code,
  name: row.name,
  name_english: row.nameEnglish,
  sort_order: row.sortOrder,
});

/** Every language (a global table), each with the company's `enabled` joined through the seam. */
async function companyLanguageList(db: Db, own: Tenant): Promise<CompanyLanguage[]> {
  const rows = await db
    .select({ language: languages, enabled: companyLanguages.enabled })
    .from(languages)
    .leftJoin(companyLanguages, own.where(companyLanguages, eq(companyLanguages.languageId, languages.id)))
    .orderBy(asc(languages.sortOrder), asc(languages.id));
  return rows.map(({ language, enabled }) => ({
    ...toLanguage(language),
    enabled: language.code === DEFAULT_LANGUAGE || enabled === true,
  }));
}

export function languageRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db));

  app.get('/available', async (c) => {
    const rows = await db.select().from(languages).orderBy(asc(languages.sortOrder), asc(languages.id));
    return c.json({ data: rows.map(toLanguage) });
  });

  app.get('/', async (c) => c.json({ data: await companyLanguageList(db, tenant(db, c.get('auth').company.id)) }));

  for (const action of ['enable', 'disable'] as const) {
    app.post(`/:id/${action}`, requireAdmin, async (c) => {
      const id = idParam(c);
      const own = tenant(db, c.get('auth').company.id);
      const [language] = await db.select().from(languages).where(eq(languages.id, id));
      if (!language) throw notFound();
      const enabled = action === 'enable';
      if (!enabled && language.code === DEFAULT_LANGUAGE) {
        throw validationError({ language: [API_TEXT.defaultLanguageRequired] }, API_TEXT.defaultLanguageRequired);
      }
      await own
        .insert(companyLanguages, { languageId: id, enabled })
        .onConflictDoUpdate({ target: [companyLanguages.companyId, companyLanguages.languageId], set: { enabled } });
      const list = await companyLanguageList(db, own);
      return c.json({ data: list.find((l) => l.id === id) });
    });
  }

  /**
   * Auto Translate for translatable fields: {text, source, targets} → [{code, text}] in the
   * order of `targets`. 503 without a configured provider, 502 when it fails.
   */
  app.post('/translate', requireHotelContent, async (c) => {
    const input = await body(c, translateSchema);
    if (!deps.translator) {
      // Staff read a plain sentence; how to fix it is the operator's business.
      deps.logger.info('Auto Translate was asked for but no translation provider is configured: set TRANSLATE_URL (docs/server.md)');
      throw new HttpError(503, { message: CONTENT_TEXT.translateUnavailable });
    }
    const targets = [...new Set(input.targets)];
    try {
      const data = await deps.translator.translate({
        text: input.text,
        source: input.source,
        targets,
        format: /<[a-z][^>]*>/i.test(input.text) ? 'html' : 'text',
      });
      return c.json({ data });
    } catch (error) {
      if (!(error instanceof TranslatorError)) throw error;
      deps.logger.error('Translation failed', { error: error.message });
      throw new HttpError(502, { message: CONTENT_TEXT.translateFailed });
    }
  });

  return app;
}
