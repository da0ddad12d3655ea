/**
 * GET pms, GET/POST rooms/manual-rooms (administrators), and room types with their
 * rooms (manage-hotel-content): GET/POST rooms/types, GET/PATCH/DELETE
 * rooms/types/{id}, POST rooms/types/{id}/rooms (replaces the list), POST/DELETE
 * rooms/types/{id}/cover, GET rooms/selector.
 */
import { Hono } from 'hono';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  API_TEXT,
  CONTENT_TEXT,
  manualRoomsSchema,
  roomLink,
  roomsSaveSchema,
  roomTypeCreateSchema,
  roomTypeUpdateSchema,
  type ManualRoom,
  type RoomOption,
  type RoomType,
} from '@atoll/contract';
import type { AppDeps, AppEnv } from '../deps';
import type { Db } from '../db/client';
import { manualRooms, pmsIntegrations, rooms, roomTypes } from '../db/schema';
import { requireAdmin, requireAuth, requireHotelContent } from '../http/auth';
import { isUniqueViolation } from '../http/db-errors';
import { notFound, validationError } from '../http/errors';
import { body, idParam } from '../http/validate';
import { groupBy, mountCover } from '../services/contentRows';
import { deleteFiles, fileUrl, thumbUrl } from '../services/files';
import { toCompany, toPms, type CompanyRow } from '../services/serialize';

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

  app.route('/types', roomTypeRoutes(deps));

  app.get('/selector', requireAuth(db), requireHotelContent, async (c) => {
    const rows = await db
      .select({ id: rooms.id, number: rooms.number, roomTypeId: rooms.roomTypeId, roomTypeName: roomTypes.name })
      .from(rooms)
      .innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
      .where(eq(rooms.companyId, c.get('auth').company.id));
    const options: RoomOption[] = rows
      .map((r) => ({ id: r.id, number: r.number, room_type_id: r.roomTypeId, room_type_name: r.roomTypeName }))
      .sort((a, b) => byRoomNumber(a.number, b.number) || a.id - b.id);
    return c.json({ data: options });
  });

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

// Room types and rooms ---------------------------------------------------------------

type RoomTypeRow = typeof roomTypes.$inferSelect;

/** Longer than any real room number (at most 20 characters), so a parked number never collides. */
const SWAP_PREFIX = '~renumbering-a-room~:';

/** '2' before '10', any case. */
const byRoomNumber = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });

async function serializeTypes(db: Db, company: CompanyRow, guestAppUrl: string, rows: RoomTypeRow[]): Promise<RoomType[]> {
  if (rows.length === 0) return [];
  const qrLink = toCompany(company, guestAppUrl).qr_link;
  const roomRows = await db
    .select()
    .from(rooms)
    .where(inArray(rooms.roomTypeId, rows.map((r) => r.id)))
    .orderBy(asc(rooms.position), asc(rooms.id));
  const byType = groupBy(roomRows, (r) => r.roomTypeId);
  return rows.map((row) => {
    const list = (byType.get(row.id) ?? []).map((r) => ({ id: r.id, number: r.number, lat: r.lat, lng: r.lng, qr_link: roomLink(qrLink, r.number) }));
    return {
      id: row.id,
      name: row.name,
      cover: fileUrl(row.coverFileId),
      cover_thumb: thumbUrl(row.coverFileId),
      rooms: list,
      rooms_count: list.length,
      updated: row.updatedAt.toISOString(),
    };
  });
}

async function findType(db: Db, companyId: number, id: number): Promise<RoomTypeRow> {
  const [row] = await db.select().from(roomTypes).where(and(eq(roomTypes.id, id), eq(roomTypes.companyId, companyId)));
  if (!row) throw notFound();
  return row;
}

function roomTypeRoutes(deps: AppDeps) {
  const { db, guestAppUrl } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db), requireHotelContent);

  const one = async (company: CompanyRow, id: number): Promise<RoomType> => {
    const [type] = await serializeTypes(db, company, guestAppUrl, [await findType(db, company.id, id)]);
    return type;
  };

  app.get('/', async (c) => {
    const company = c.get('auth').company;
    const rows = await db
      .select()
      .from(roomTypes)
      .where(eq(roomTypes.companyId, company.id))
      .orderBy(asc(sql`lower(${roomTypes.name})`), asc(roomTypes.id));
    return c.json({ data: await serializeTypes(db, company, guestAppUrl, rows) });
  });

  app.get('/:id', async (c) => c.json({ data: await one(c.get('auth').company, idParam(c)) }));

  app.post('/', async (c) => {
    const input = await body(c, roomTypeCreateSchema);
    const company = c.get('auth').company;
    const [row] = await db.insert(roomTypes).values({ companyId: company.id, name: input.name }).returning();
    return c.json({ data: await one(company, row.id) }, 201);
  });

  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const company = c.get('auth').company;
    await findType(db, company.id, id);
    const input = await body(c, roomTypeUpdateSchema);
    await db
      .update(roomTypes)
      .set({ name: input.name, updatedAt: sql`now()` })
      .where(and(eq(roomTypes.id, id), eq(roomTypes.companyId, company.id)));
    return c.json({ data: await one(company, id) });
  });

  app.delete('/:id', async (c) => {
    const id = idParam(c);
    const companyId = c.get('auth').company.id;
    await findType(db, companyId, id);
    await db.transaction(async (tx) => {
      // Its rooms go with it (foreign key cascade). RETURNING gives the cover as it is once a
      // concurrent cover upload has committed.
      const [gone] = await tx
        .delete(roomTypes)
        .where(and(eq(roomTypes.id, id), eq(roomTypes.companyId, companyId)))
        .returning({ cover: roomTypes.coverFileId });
      if (!gone) throw notFound();
      await deleteFiles(tx, companyId, [gone.cover]);
    });
    return c.json({ data: null });
  });

  app.post('/:id/rooms', async (c) => {
    const id = idParam(c);
    const company = c.get('auth').company;
    await findType(db, company.id, id);
    const input = await body(c, roomsSaveSchema);
    const wanted = input.rooms.map((r, position) => ({
      id: r.id,
      number: r.number.trim(),
      lat: r.lat ?? null,
      lng: r.lng ?? null,
      position,
    }));
    const taken = (number: string) => validationError({ rooms: [CONTENT_TEXT.roomNumberTaken(number)] });
    try {
      await db.transaction(async (tx) => {
        // Saves of one type take turns; a type deleted meanwhile is 404.
        const [locked] = await tx.select({ id: roomTypes.id }).from(roomTypes).where(eq(roomTypes.id, id)).for('update');
        if (!locked) throw notFound();
        // Numbers other room types of the company already use.
        if (wanted.length) {
          const others = await tx
            .select({ number: rooms.number })
            .from(rooms)
            .where(
              and(
                eq(rooms.companyId, company.id),
                ne(rooms.roomTypeId, id),
                inArray(sql`lower(${rooms.number})`, wanted.map((w) => w.number.toLowerCase())),
              ),
            );
          if (others.length) {
            const first = wanted.find((w) => others.some((o) => o.number.toLowerCase() === w.number.toLowerCase()));
            throw taken(first?.number ?? others[0].number);
          }
        }
        const existing = await tx.select({ id: rooms.id }).from(rooms).where(eq(rooms.roomTypeId, id));
        const existingIds = new Set(existing.map((r) => r.id));
        const kept = wanted.filter((w) => w.id !== undefined && existingIds.has(w.id));
        const keptIds = new Set(kept.map((k) => k.id));
        const removed = [...existingIds].filter((rid) => !keptIds.has(rid));
        if (removed.length) await tx.delete(rooms).where(inArray(rooms.id, removed));
        // Two rooms may swap numbers: free every kept number first (the index is not deferrable).
        if (kept.length) {
          await tx
            .update(rooms)
            .set({ number: sql`${SWAP_PREFIX} || ${rooms.id}::text` })
            .where(inArray(rooms.id, kept.map((k) => k.id as number)));
        }
        for (const room of kept) {
          await tx
            .update(rooms)
            .set({ number: room.number, lat: room.lat, lng: room.lng, position: room.position })
            .where(eq(rooms.id, room.id as number));
        }
        const added = wanted.filter((w) => !keptIds.has(w.id));
        if (added.length) {
          await tx
            .insert(rooms)
            .values(added.map((r) => ({ companyId: company.id, roomTypeId: id, number: r.number, lat: r.lat, lng: r.lng, position: r.position })));
        }
        await tx.update(roomTypes).set({ updatedAt: sql`now()` }).where(eq(roomTypes.id, id));
      });
    } catch (error) {
      // Another request took a number meanwhile.
      if (isUniqueViolation(error, 'rooms_company_number_key')) throw taken(wanted.map((w) => w.number).join(', '));
      throw error;
    }
    return c.json({ data: await one(company, id) });
  });

  mountCover(app, db, {
    find: (companyId, id) => findType(db, companyId, id),
    table: roomTypes,
    one: (c, id) => one(c.get('auth').company, id),
  });

  return app;
}
