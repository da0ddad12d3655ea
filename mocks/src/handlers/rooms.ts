/**
 * rooms (spec section 7 "Rooms", one group): room types (the list by name,
 * create, read, update, delete, the cover), POST rooms/types/{id}/rooms
 * replacing a type's room list, GET rooms/selector (any signed-in user), and
 * the manual room list of a property without PMS (administrators). Each room's
 * qr_link is derived from the company's (roomLink).
 */
import { manualRoomsSchema, roomLink, roomTypeCreateSchema, roomTypeUpdateSchema, roomsSaveSchema, type Company, type RoomOption, type RoomType } from '@atoll/contract';
import { byRoomNumber, manualRoomNumbers, requireFreeNumbers, roomsSavePlan, wantedRooms } from '@atoll/contract/domain';
import { coverRoutes, findOwn, nowIso, publicRow } from '../content';
import { ok, readValid } from '../http';
import { ADMIN, del, get, guarded, HOTEL_CONTENT, patch, post, SIGNED_IN } from '../routes';
import { companyById, mockDb, nextId, type Stored } from '../store';
import { dropFile } from '../uploads';

export function roomTypeView(row: Stored<RoomType>) {
  const company = companyById(row.company_id) as Company;
  // Rooms stay in the order they were saved.
  const rooms = row.rooms.map((room) => ({ ...room, qr_link: roomLink(company.qr_link, room.number) }));
  return publicRow({ ...row, rooms, rooms_count: rooms.length });
}

const own = (companyId: number, id: number) => findOwn(mockDb.content.roomTypes, companyId, id);
const ofCompany = (companyId: number) => mockDb.content.roomTypes.filter((t) => t.company_id === companyId);

/** The server's ORDER BY lower(name), id. */
const byName = (a: RoomType, b: RoomType) => a.name.toLowerCase().localeCompare(b.name.toLowerCase(), 'en') || a.id - b.id;

const touched = (row: Stored<RoomType>) => {
  row.updated = nowIso();
  return ok(roomTypeView(row));
};

const roomTypeRoutes = guarded(HOTEL_CONTENT, [
  get('rooms/types', ({ companyId }) => ok(ofCompany(companyId).sort(byName).map(roomTypeView))),

  post('rooms/types', async ({ request, companyId }) => {
    const { name } = await readValid(request, roomTypeCreateSchema);
    const row: Stored<RoomType> = { id: nextId(), company_id: companyId, name, cover: null, cover_thumb: null, rooms: [], rooms_count: 0, updated: nowIso() };
    mockDb.content.roomTypes.push(row);
    return ok(roomTypeView(row), 201);
  }),

  get('rooms/types/:id', ({ companyId, id }) => ok(roomTypeView(own(companyId, id())))),

  patch('rooms/types/:id', async ({ request, companyId, id }) => {
    const row = own(companyId, id());
    row.name = (await readValid(request, roomTypeUpdateSchema)).name;
    return touched(row);
  }),

  del('rooms/types/:id', ({ companyId, id }) => {
    const row = own(companyId, id());
    dropFile(row.cover);
    mockDb.content.roomTypes = mockDb.content.roomTypes.filter((t) => t !== row);
    return ok(null);
  }),

  // The whole room list of the type (domain: roomsSavePlan).
  post('rooms/types/:id/rooms', async ({ request, companyId, id }) => {
    const row = own(companyId, id());
    const wanted = wantedRooms((await readValid(request, roomsSaveSchema)).rooms);
    const elsewhere = ofCompany(companyId).filter((t) => t !== row).flatMap((t) => t.rooms.map((r) => r.number));
    requireFreeNumbers(wanted, elsewhere);
    const plan = roomsSavePlan(row.rooms.map((r) => r.id), wanted);
    const keptIds = new Set(plan.kept.map((k) => k.id));
    row.rooms = wanted.map((r) => ({
      id: r.id !== undefined && keptIds.has(r.id) ? r.id : nextId(),
      number: r.number,
      lat: r.lat,
      lng: r.lng,
      qr_link: '',
    }));
    return touched(row);
  }),

  ...coverRoutes('rooms/types', () => mockDb.content.roomTypes, roomTypeView),

]);

/** Any signed-in user: the Guests form's room picker and Add Booking's (not only content editors). */
const roomSelectorRoutes = guarded(SIGNED_IN, [
  get('rooms/selector', ({ companyId }) => {
    const options: RoomOption[] = ofCompany(companyId).flatMap((t) =>
      t.rooms.map((r) => ({ id: r.id, number: r.number, room_type_id: t.id, room_type_name: t.name })),
    );
    return ok(options.sort((a, b) => byRoomNumber(a.number, b.number) || a.id - b.id));
  }),
]);

const manualRoomRoutes = guarded(ADMIN, [
  get('rooms/manual-rooms', ({ companyId }) => ok(structuredClone(mockDb.manualRooms.get(companyId) ?? []))),

  post('rooms/manual-rooms', async ({ request, companyId }) => {
    const { numbers } = await readValid(request, manualRoomsSchema);
    const rooms = manualRoomNumbers(numbers).map((number) => ({ number }));
    mockDb.manualRooms.set(companyId, rooms);
    return ok(structuredClone(rooms));
  }),
]);

export const roomHandlers = [...manualRoomRoutes, ...roomSelectorRoutes, ...roomTypeRoutes];
