/**
 * Tasks (spec section 7): /tasks/types and /tasks/categories — paged lists, one by id,
 * POST and PATCH, and the category names for the picker. No delete: the spec has none.
 * Every handler needs manage-task-types; every statement goes through the company's seam.
 */
import { Hono, type Context } from 'hono';
import {
  PERMISSION,
  taskCategoryListQuerySchema,
  taskCategorySchema,
  taskTypeListQuerySchema,
  taskTypeSchema,
} from '@atoll/contract';
import type { AppDeps, AppEnv } from '../deps';
import { tenant } from '../db/tenant';
import { requireAuth, requirePermission } from '../http/auth';
import { body, idParam, validQuery } from '../http/validate';
import * as tasks from '../services/taskTypes';

export function taskTypeRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db), requirePermission(PERMISSION.manageTaskTypes));
  const ownOf = (c: Context<AppEnv>) => tenant(db, c.get('auth').company.id);

  app.get('/types', async (c) => c.json(await tasks.listTaskTypes(ownOf(c), await validQuery(c, taskTypeListQuerySchema))));
  app.get('/types/:id', async (c) => c.json({ data: await tasks.oneType(ownOf(c), idParam(c)) }));
  app.post('/types', async (c) => {
    const own = ownOf(c);
    const id = await tasks.createTaskType(own, await body(c, taskTypeSchema));
    return c.json({ data: await tasks.oneType(own, id) }, 201);
  });
  app.patch('/types/:id', async (c) => {
    const own = ownOf(c);
    const id = idParam(c);
    await tasks.requireTaskType(own, id);
    await tasks.updateTaskType(own, id, await body(c, taskTypeSchema));
    return c.json({ data: await tasks.oneType(own, id) });
  });

  app.get('/categories', async (c) =>
    c.json(await tasks.listTaskCategories(ownOf(c), await validQuery(c, taskCategoryListQuerySchema))),
  );
  app.get('/categories/selectors/names', async (c) => c.json({ data: await tasks.categoryNames(ownOf(c)) }));
  app.get('/categories/:id', async (c) => c.json({ data: await tasks.oneCategory(ownOf(c), idParam(c)) }));
  app.post('/categories', async (c) => {
    const own = ownOf(c);
    const id = await tasks.createTaskCategory(own, await body(c, taskCategorySchema));
    return c.json({ data: await tasks.oneCategory(own, id) }, 201);
  });
  app.patch('/categories/:id', async (c) => {
    const own = ownOf(c);
    const id = idParam(c);
    await tasks.requireTaskCategory(own, id);
    await tasks.updateTaskCategory(own, id, await body(c, taskCategorySchema));
    return c.json({ data: await tasks.oneCategory(own, id) });
  });

  return app;
}
