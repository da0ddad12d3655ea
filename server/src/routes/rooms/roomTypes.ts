/**
 * Room types with their rooms under /rooms/types (manage-hotel-content): GET/POST,
 * GET/PATCH/DELETE {id}, POST {id}/rooms (replaces the list), POST/DELETE {id}/cover.
 */
import { Hono } from 'hono';
import { asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { CONTENT_TEXT, roomsSaveSchema, roomTypeCreateSchema, roomTypeUpdateSchema, type RoomType } from '@atoll/contract';
import { requireFreeNumbers, roomsSavePlan, wantedRooms } from '@atoll/contract/domain';
import type { AppDeps, AppEnv } from '../../deps';
import { rooms, roomTypes } from '../../db/schema';
import { tenant } from '../../db/tenant';
import { requireAuth, requireHotelContent } from '../../http/auth';
import { isUniqueViolation } from '../../http/db-errors';
import { notFound, validationError } from '../../http/errors';
import { body, idParam } from '../../http/validate';
import { mountCover } from '../../services/contentRows';
import { deleteFiles } from '../../services/files';
import { findType, serializeTypes, SWAP_PREFIX } from '../../services/rooms';
import type { CompanyRow } from '../../services/serialize';

export function roomTypeRoutes(deps: AppDeps) {
  const { db, guestAppUrl } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db), requireHotelContent);

  const one = async (company: CompanyRow, id: number): Promise<RoomType> => {
    const own = tenant(db, company.id);
    const [type] = await serializeTypes(own, company, guestAppUrl, [await findType(own, id)]);
    return type;
  };

  app.get('/', async (c) => {
    const company = c.get('auth').company;
    const own = tenant(db, company.id);
    const rows = await own.select(roomTypes).orderBy(asc(sql`lower(${roomTypes.name})`), asc(roomTypes.id));
    return c.json({ data: await serializeTypes(own, company, guestAppUrl, rows) });
  });

  app.get('/:id', async (c) => c.json({ data: await one(c.get('auth').company, idParam(c)) }));

  app.post('/', async (c) => {
    const input = await body(c, roomTypeCreateSchema);
    const company = c.get('auth').company;
    const [row] = await tenant(db, company.id).insert(roomTypes, { name: input.name }).returning();
    return c.json({ data: await one(company, row.id) }, 201);
  });

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const company = c.get('auth').company;
    const own = tenant(db, company.id);
    await findType(own, id);
    const input = await body(c, roomTypeUpdateSchema);
    await own.update(roomTypes, id, { name: input.name, updatedAt: sql`now()` });
    return c.json({ data: await one(company, id) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    const own = tenant(db, companyId);
    await findType(own, id);
    await db.transaction(async (tx) => {
      // Its rooms go with it (foreign key cascade). RETURNING gives the cover as it is once a
      // concurrent cover upload has committed.
      const [gone] = await own.in(tx).delete(roomTypes, id).returning({ cover: roomTypes.coverFileId });
      if (!gone) throw notFound();
      await deleteFiles(own.in(tx), [gone.cover]);
    });
    return c.json({ data: null });
  });

  app.post('/:id/rooms', async (c) => {
    const id = idParam(c);
    const company = c.get('auth').company;
    await findType(tenant(db, company.id), id);
    const input = await body(c, roomsSaveSchema);
    const wanted = wantedRooms(input.rooms);
    const taken = (number: string) => validationError({ rooms: [CONTENT_TEXT.roomNumberTaken(number)] });
    try {
      await db.transaction(async (tx) => {
        const own = tenant(tx, company.id);
        // Saves of one type take turns; a type deleted meanwhile is 404.
        const [locked] = await own.pick({ id: roomTypes.id }, roomTypes, eq(roomTypes.id, id)).for('update');
        if (!locked) throw notFound();
        // Numbers other room types of the company already use.
        if (wanted.length) {
          const others = await own.pick(
            { number: rooms.number },
            rooms,
            ne(rooms.roomTypeId, id),
            inArray(sql`lower(${rooms.number})`, wanted.map((w) => w.number.toLowerCase())),
          );
          requireFreeNumbers(wanted, others.map((o) => o.number));
        }
        const existing = await own.pick({ id: rooms.id }, rooms, eq(rooms.roomTypeId, id));
        const { kept, added, removed } = roomsSavePlan(existing.map((r) => r.id), wanted);
        if (removed.length) await own.delete(rooms, inArray(rooms.id, removed));
        // Two rooms may swap numbers: free every kept number first (the index is not deferrable).
        if (kept.length) {
          await own.update(
            rooms,
            inArray(rooms.id, kept.map((k) => k.id as number)),
            { number: sql`${SWAP_PREFIX} || ${rooms.id}::text` },
          );
        }
        for (const room of kept) {
          await own.update(rooms, room.id as number, { number: room.number, lat: room.lat, lng: room.lng, position: room.position });
        }
        if (added.length) {
          await own.insert(rooms, added.map((r) => ({ roomTypeId: id, number: r.number, lat: r.lat, lng: r.lng, position: r.position })));
        }
        await own.update(roomTypes, id, { updatedAt: sql`now()` });
      });
    } catch (error) {
      // Another request took a number meanwhile.
      if (isUniqueViolation(error, 'rooms_company_number_key')) throw taken(wanted.map((w) => w.number).join(', '));
      throw error;
    }
    return c.json({ data: await one(company, id) });
  });

  mountCover(app, db, {
    find: (own, id) => findType(own, id),
    table: roomTypes,
    one: (c, id) => one(c.get('auth').company, id),
  });

  return app;
}
