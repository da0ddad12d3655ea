/** GET pms, GET/POST rooms/manual-rooms. */
import { Hono } from 'hono';
import { asc, eq } from 'drizzle-orm';
import { API_TEXT, manualRoomsSchema, type ManualRoom } from '@atoll/contract';
import type { AppDeps, AppEnv } from '../deps';
import type { Db } from '../db/client';
import { manualRooms, pmsIntegrations } from '../db/schema';
import { requireAdmin, requireAuth } from '../http/auth';
import { validationError } from '../http/errors';
import { body } from '../http/validate';
import { toPms } from '../services/serialize';

const MAX_ROOMS = 5000;

async function listManualRooms(db: Db, companyId: number): Promise<ManualRoom[]> {
  const rows = await db
    .select({ number: manualRooms.number })
    .from(manualRooms)
    .where(eq(manualRooms.companyId, companyId))
    .orderBy(asc(manualRooms.position));
  return rows;
}

export function pmsRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.get('/', requireAuth(db), requireAdmin, async (c) => {
    const rows = await db
      .select()
      .from(pmsIntegrations)
      .where(eq(pmsIntegrations.companyId, c.get('auth').company.id))
      .orderBy(asc(pmsIntegrations.id));
    return c.json({ data: rows.map(toPms) });
  });
  return app;
}

export function roomRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('/manual-rooms', requireAuth(db), requireAdmin);

  app.get('/manual-rooms', async (c) => c.json({ data: await listManualRooms(db, c.get('auth').company.id) }));

  app.post('/manual-rooms', async (c) => {
    const input = await body(c, manualRoomsSchema);
    if (input.numbers.length > MAX_ROOMS) throw validationError({ numbers: [API_TEXT.tooManyRooms(MAX_ROOMS)] });
    const companyId = c.get('auth').company.id;
    // Duplicates collapse to the first occurrence; the typed order is kept.
    const numbers = [...new Set(input.numbers.map((n) => n.trim()).filter(Boolean))];
    await db.transaction(async (tx) => {
      await tx.delete(manualRooms).where(eq(manualRooms.companyId, companyId));
      if (numbers.length) {
        await tx.insert(manualRooms).values(numbers.map((number, position) => ({ companyId, number, position })));
      }
    });
    return c.json({ data: await listManualRooms(db, companyId) });
  });

  return app;
}
