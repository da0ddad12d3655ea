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
import { sortOrderOrDefault } from '@atoll/contract/domain';
import type { AppDeps, AppEnv } from '../../deps';
import { activities, facilities, facilityGallery, menus } from '../../db/schema';
import { tenant, type Tenant } from '../../db/tenant';
import { requireAnyPermission, requireAuth, requireHotelContent } from '../../http/auth';
import { body, idParam } from '../../http/validate';
import { bodyWithKeys, cleanRichTranslatable, cleanTranslatable, mountCover } from '../../services/contentRows';
import { checkParent, deleteFacility, facilityOut, findFacility, listFacilities, toNamedOptions } from '../../services/facilities';
import { activityRoutes } from './activities';
import { categoryRoutes } from './categories';
import { itemRoutes } from './items';
import { mountGallery } from './gallery';
import { menuRoutes } from './menus';

export function facilityRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const ownOf = (c: Context<AppEnv>) => tenant(db, c.get('auth').company.id);
  /** The answer for one facility of the caller's company (a prepared statement: services/facilities/serialize.ts). */
  const oneOf = (c: Context<AppEnv>, id: number) => facilityOut(db, c.get('auth').company.id, id);
  const ordered = (own: Tenant) => own.select(facilities).orderBy(asc(facilities.sortOrder), asc(facilities.id));

  // Before the group's middleware: this handler answers, so manage-hotel-content is not asked.
  app.get(
    '/selectors/names',
    requireAuth(db),
    requireAnyPermission([PERMISSION.manageHotelContent, PERMISSION.companyAdministrator, PERMISSION.companyOwner]),
    async (c) => c.json({ data: toNamedOptions(await ordered(ownOf(c))) }),
  );

  app.use('*', requireAuth(db), requireHotelContent);

  // Sub-groups first: /activities/… and /menus/… are not facility ids, and
  // /menus/categories/… and /menus/items/… are not menu ids.
  app.route('/activities', activityRoutes(deps));
  app.route('/menus/categories', categoryRoutes(deps));
  app.route('/menus/items', itemRoutes(deps));
  app.route('/menus', menuRoutes(deps));

  app.get('/', async (c) => {
    return c.json({ data: await listFacilities(db, c.get('auth').company.id) });
  });

  app.post('/', async (c) => {
    const own = ownOf(c);
    const input = await body(c, facilityCreateSchema);
    const parentId = await checkParent(own, null, input.parent_id);
    const [row] = await own
      .insert(facilities, {
        name: cleanTranslatable(input.name),
        description: cleanRichTranslatable(input.description),
        sortOrder: sortOrderOrDefault(input.sort_order),
        showAppHome: input.show_app_home ?? false,
        parentId,
      })
      .returning();
    return c.json({ data: await oneOf(c, row.id) }, 201);
  });

  app.get('/:id', async (c) => c.json({ data: await oneOf(c, idParam(c)) }));

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const own = ownOf(c);
    await findFacility(own, id);
    const { input, sent } = await bodyWithKeys(c, facilityUpdateSchema);
    const parent = sent('parent_id') ? { parentId: await checkParent(own, id, input.parent_id) } : {};
    await own.update(facilities, id, {
      name: cleanTranslatable(input.name),
      sortOrder: input.sort_order,
      ...(sent('description') ? { description: cleanRichTranslatable(input.description) } : {}),
      ...(sent('show_app_home') ? { showAppHome: input.show_app_home ?? false } : {}),
      ...parent,
      updatedAt: sql`now()`,
    });
    return c.json({ data: await oneOf(c, id) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c);
    const own = ownOf(c);
    const facility = await findFacility(own, id);
    await db.transaction((tx) => deleteFacility(own.in(tx), facility));
    return c.json({ data: null });
  });

  app.post('/:id/active', async (c) => {
    const id = idParam(c);
    const own = ownOf(c);
    await findFacility(own, id);
    const { active } = await body(c, activeSchema);
    await own.update(facilities, id, { active, updatedAt: sql`now()` });
    return c.json({ data: await oneOf(c, id) });
  });

  mountCover(app, db, {
    find: (own, id) => findFacility(own, id),
    table: facilities,
    one: (c, id) => oneOf(c, id),
  });

  mountGallery(app, db, {
    find: (own, id) => findFacility(own, id),
    lock: async (own, id) => (await own.pick({ id: facilities.id }, facilities, eq(facilities.id, id)).for('update')).length > 0,
    add: (own, id, fileId) => own.insertChild(facilityGallery, { facilityId: id, fileId }),
    remove: async (own, id, fileId) =>
      (await own.delete(facilityGallery, and(eq(facilityGallery.facilityId, id), eq(facilityGallery.fileId, fileId))!).returning()).length > 0,
    touch: (own, id) => own.update(facilities, id, { updatedAt: sql`now()` }),
    one: (c, id) => oneOf(c, id),
  });

  app.get('/:id/selectors/activity', async (c) => {
    const id = idParam(c);
    await findFacility(ownOf(c), id);
    const rows = await ownOf(c)
      .pick({ id: activities.id, name: activities.name }, activities, eq(activities.facilityId, id))
      .orderBy(asc(activities.sortOrder), asc(activities.id));
    return c.json({ data: toNamedOptions(rows) });
  });

  app.get('/:id/selectors/menu', async (c) => {
    const id = idParam(c);
    await findFacility(ownOf(c), id);
    const rows = await ownOf(c)
      .pick({ id: menus.id, name: menus.name }, menus, eq(menus.facilityId, id))
      .orderBy(asc(menus.sortOrder), asc(menus.id));
    return c.json({ data: toNamedOptions(rows) });
  });

  return app;
}
