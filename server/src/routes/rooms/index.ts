/**
 * /rooms: GET/POST manual-rooms (administrators), GET selector and GET {id}/in-house-guests
 * (any signed-in user: the Guests form's room and the Add Booking form's room and its guests),
 * and the room types with their rooms (roomTypes.ts) under /rooms/types.
 */
import { Hono, type Context } from 'hono';
import { eq } from 'drizzle-orm';
import { manualRoomsSchema, type RoomOption } from '@atoll/contract';
import { byRoomNumber, manualRoomNumbers } from '@atoll/contract/domain';
import type { AppDeps, AppEnv } from '../../deps';
import { manualRooms, rooms, roomTypes } from '../../db/schema';
import { tenant } from '../../db/tenant';
import { requireAdmin, requireAuth } from '../../http/auth';
import { body, idParam } from '../../http/validate';
import { inHouseGuestsOfRoom } from '../../services/guests';
import { listManualRooms } from '../../services/rooms';
import { callerOf } from '../bookings/context';
import { roomTypeRoutes } from './roomTypes';

export function roomRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const ownOf = (c: Context<AppEnv>) => tenant(db, c.get('auth').company.id);
  app.use('/manual-rooms', requireAuth(db), requireAdmin);

  app.get('/manual-rooms', async (c) => c.json({ data: await listManualRooms(ownOf(c)) }));

  // Before /types: its guard (manage-hotel-content) is not this route's (any signed-in user).
  app.get('/:id/in-house-guests', requireAuth(db), async (c) => {
    const caller = callerOf(deps, c);
    return c.json({ data: await inHouseGuestsOfRoom(caller.own, idParam(c), caller.today) });
  });

  app.route('/types', roomTypeRoutes(deps));

  app.get('/selector', requireAuth(db), async (c) => {
    const own = ownOf(c);
    const rows = await own
      .pick({ id: rooms.id, number: rooms.number, roomTypeId: rooms.roomTypeId, roomTypeName: roomTypes.name }, rooms)
      .innerJoin(roomTypes, own.where(roomTypes, eq(roomTypes.id, rooms.roomTypeId)));
    const options: RoomOption[] = rows
      .map((r) => ({ id: r.id, number: r.number, room_type_id: r.roomTypeId, room_type_name: r.roomTypeName }))
      .sort((a, b) => byRoomNumber(a.number, b.number) || a.id - b.id);
    return c.json({ data: options });
  });

  app.post('/manual-rooms', async (c) => {
    const input = await body(c, manualRoomsSchema);
    const companyId = c.get('auth').company.id;
    const own = tenant(db, companyId);
    // At most MAX_MANUAL_ROOMS; duplicates collapse to the first occurrence; the typed order is kept.
    const numbers = manualRoomNumbers(input.numbers);
    await db.transaction(async (tx) => {
      const ownTx = own.in(tx);
      // Saves take turns: each replaces the list the previous one committed (no unique violation).
      await ownTx.lockCompany();
      await ownTx.delete(manualRooms, 'all');
      if (numbers.length) await ownTx.insert(manualRooms, numbers.map((number, position) => ({ number, position })));
    });
    return c.json({ data: await listManualRooms(own) });
  });

  return app;
}
