/**
 * Facilities (section 7): GET list, GET selectors/names, POST, GET/PATCH/DELETE {id},
 * POST {id}/active, POST/DELETE {id}/cover, POST {id}/gallery, DELETE {id}/gallery/{imageId},
 * GET {id}/selectors/activity|menu. Activities and menus (with categories and items) are
 * mounted under /facilities/activities and /facilities/menus. All need manage-hotel-content
 * and see the caller's company only — except GET selectors/names, which a company
 * administrator (or the owner) may call too: Admin › Users chooses the facilities of
 * facility-scoped permissions from it.
 */
import { Hono, type Context } from 'hono';
import { and, asc, eq, sql } from 'drizzle-orm';
import { PERMISSION, activeSchema, facilityCreateSchema, facilityUpdateSchema } from '@atoll/contract';
import type { AppDeps, AppEnv } from '../deps';
import { activities, facilities, facilityGallery, menus } from '../db/schema';
import { requireAnyPermission, requireAuth, requireHotelContent } from '../http/auth';
import { body, idParam } from '../http/validate';
import { bodyWithKeys, cleanRichTranslatable, cleanTranslatable, mountCover } from '../services/contentRows';
import { checkParent, deleteFacility, facilityOut, findFacility, serializeFacilities, toNamedOptions } from '../services/facilities';
import { activityRoutes } from './activities';
import { mountGallery } from './gallery';
import { menuRoutes } from './menus';

export function facilityRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const companyOf = (c: Context<AppEnv>) => c.get('auth').company.id;
  const ordered = (companyId: number) =>
    db.select().from(facilities).where(eq(facilities.companyId, companyId)).orderBy(asc(facilities.sortOrder), asc(facilities.id));

  // Before the group's middleware: this handler answers, so manage-hotel-content is not asked.
  app.get(
    '/selectors/names',
    requireAuth(db),
    requireAnyPermission([PERMISSION.manageHotelContent, PERMISSION.companyAdministrator, PERMISSION.companyOwner]),
    async (c) => c.json({ data: toNamedOptions(await ordered(companyOf(c))) }),
  );

  app.use('*', requireAuth(db), requireHotelContent);

  // Sub-groups first: /activities/… and /menus/… are not facility ids.
  app.route('/activities', activityRoutes(deps));
  app.route('/menus', menuRoutes(deps));

  app.get('/', async (c) => {
    const companyId = companyOf(c);
    return c.json({ data: await serializeFacilities(db, companyId, await ordered(companyId)) });
  });

  app.post('/', async (c) => {
    const companyId = companyOf(c);
    const input = await body(c, facilityCreateSchema);
    const parentId = await checkParent(db, companyId, null, input.parent_id);
    const [row] = await db
      .insert(facilities)
      .values({
        companyId,
        name: cleanTranslatable(input.name),
        description: cleanRichTranslatable(input.description),
        sortOrder: input.sort_order ?? 0,
        showAppHome: input.show_app_home ?? false,
        parentId,
      })
      .returning();
    return c.json({ data: await facilityOut(db, companyId, row.id) }, 201);
  });

  app.get('/:id', async (c) => c.json({ data: await facilityOut(db, companyOf(c), idParam(c)) }));

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const companyId = companyOf(c);
    await findFacility(db, companyId, id);
    const { input, sent } = await bodyWithKeys(c, facilityUpdateSchema);
    const parent = sent('parent_id') ? { parentId: await checkParent(db, companyId, id, input.parent_id) } : {};
    await db
      .update(facilities)
      .set({
        name: cleanTranslatable(input.name),
        sortOrder: input.sort_order,
        ...(sent('description') ? { description: cleanRichTranslatable(input.description) } : {}),
        ...(sent('show_app_home') ? { showAppHome: input.show_app_home ?? false } : {}),
        ...parent,
        updatedAt: sql`now()`,
      })
      .where(and(eq(facilities.id, id), eq(facilities.companyId, companyId)));
    return c.json({ data: await facilityOut(db, companyId, id) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c);
    const companyId = companyOf(c);
    const facility = await findFacility(db, companyId, id);
    await db.transaction((tx) => deleteFacility(tx, companyId, facility));
    return c.json({ data: null });
  });

  app.post('/:id/active', async (c) => {
    const id = idParam(c);
    const companyId = companyOf(c);
    await findFacility(db, companyId, id);
    const { active } = await body(c, activeSchema);
    await db.update(facilities).set({ active, updatedAt: sql`now()` }).where(and(eq(facilities.id, id), eq(facilities.companyId, companyId)));
    return c.json({ data: await facilityOut(db, companyId, id) });
  });

  mountCover(app, db, {
    find: (companyId, id) => findFacility(db, companyId, id),
    table: facilities,
    one: (c, id) => facilityOut(db, companyOf(c), id),
  });

  mountGallery(app, db, {
    find: (companyId, id) => findFacility(db, companyId, id),
    add: (tx, id, fileId) => tx.insert(facilityGallery).values({ facilityId: id, fileId }),
    remove: async (tx, id, fileId) =>
      (await tx.delete(facilityGallery).where(and(eq(facilityGallery.facilityId, id), eq(facilityGallery.fileId, fileId))).returning()).length > 0,
    touch: (tx, id) => tx.update(facilities).set({ updatedAt: sql`now()` }).where(eq(facilities.id, id)),
    one: (c, id) => facilityOut(db, companyOf(c), id),
  });

  app.get('/:id/selectors/activity', async (c) => {
    const id = idParam(c);
    await findFacility(db, companyOf(c), id);
    const rows = await db
      .select({ id: activities.id, name: activities.name })
      .from(activities)
      .where(eq(activities.facilityId, id))
      .orderBy(asc(activities.sortOrder), asc(activities.id));
    return c.json({ data: toNamedOptions(rows) });
  });

  app.get('/:id/selectors/menu', async (c) => {
    const id = idParam(c);
    await findFacility(db, companyOf(c), id);
    const rows = await db
      .select({ id: menus.id, name: menus.name })
      .from(menus)
      .where(eq(menus.facilityId, id))
      .orderBy(asc(menus.sortOrder), asc(menus.id));
    return c.json({ data: toNamedOptions(rows) });
  });

  return app;
}
