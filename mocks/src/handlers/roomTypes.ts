/**
 * rooms/types (room types and their rooms, spec section 7): the list (by
 * name), create, read, update, delete, the cover, POST …/rooms replacing a
 * type's room list, and GET rooms/selector. Each room's qr_link is derived
 * from the company's (roomLink).
 */
import { http } from 'msw';
import {
  CONTENT_TEXT,
  roomLink,
  roomTypeCreateSchema,
  roomTypeUpdateSchema,
  roomsSaveSchema,
  type Company,
  type Room,
  type RoomOption,
  type RoomType,
} from '@atoll/contract';
import { authorizeContent, coverHandlers, dropFile, findOwn, nowIso, publicRow } from '../content';
import { apiPath, numericId, ok, readValid, validationFailed, withErrors } from '../http';
import { companyById, mockDb, nextId, type Stored } from '../store';

/** '2' before '10', any case. */
const byNumber = (a: { number: string }, b: { number: string }) => a.number.localeCompare(b.number, 'en', { numeric: true, sensitivity: 'base' });

export function roomTypeView(row: Stored<RoomType>) {
  const company = companyById(row.company_id) as Company;
  // Rooms stay in the order they were saved.
  const rooms = row.rooms.map((room) => ({ ...room, qr_link: roomLink(company.qr_link, room.number) }));
  return publicRow({ ...row, rooms, rooms_count: rooms.length });
}

const own = (companyId: number, id: string | readonly string[] | undefined) => findOwn(mockDb.content.roomTypes, companyId, numericId(id));
const ofCompany = (companyId: number) => mockDb.content.roomTypes.filter((t) => t.company_id === companyId);

export const roomTypeHandlers = [
  http.get(apiPath('rooms/types'), withErrors(({ request }) => {
    const { company } = authorizeContent(request);
    return ok(ofCompany(company.id).sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase(), 'en') || a.id - b.id).map(roomTypeView));
  })),

  http.post(apiPath('rooms/types'), withErrors(async ({ request }) => {
    const { company } = authorizeContent(request);
    const { name } = await readValid(request, roomTypeCreateSchema);
    const row: Stored<RoomType> = {
      id: nextId(),
      company_id: company.id,
      name: name.trim(),
      cover: null,
      cover_thumb: null,
      rooms: [],
      rooms_count: 0,
      updated: nowIso(),
    };
    mockDb.content.roomTypes.push(row);
    return ok(roomTypeView(row), 201);
  })),

  http.get(apiPath('rooms/types/:id'), withErrors(({ request, params }) => {
    const { company } = authorizeContent(request);
    return ok(roomTypeView(own(company.id, params.id)));
  })),

  http.patch(apiPath('rooms/types/:id'), withErrors(async ({ request, params }) => {
    const { company } = authorizeContent(request);
    const row = own(company.id, params.id);
    const { name } = await readValid(request, roomTypeUpdateSchema);
    Object.assign(row, { name: name.trim(), updated: nowIso() });
    return ok(roomTypeView(row));
  })),

  http.delete(apiPath('rooms/types/:id'), withErrors(({ request, params }) => {
    const { company } = authorizeContent(request);
    const row = own(company.id, params.id);
    dropFile(row.cover);
    mockDb.content.roomTypes = mockDb.content.roomTypes.filter((t) => t !== row);
    return ok(null);
  })),

  // The whole room list of the type: rows with an id of this type are updated, others created, the rest removed.
  http.post(apiPath('rooms/types/:id/rooms'), withErrors(async ({ request, params }) => {
    const { company } = authorizeContent(request);
    const row = own(company.id, params.id);
    const { rooms } = await readValid(request, roomsSaveSchema);
    const elsewhere = new Set(
      ofCompany(company.id)
        .filter((t) => t !== row)
        .flatMap((t) => t.rooms.map((r) => r.number.trim().toLowerCase())),
    );
    const taken = rooms.find((r) => elsewhere.has(r.number.trim().toLowerCase()));
    if (taken) return validationFailed({ rooms: [CONTENT_TEXT.roomNumberTaken(taken.number.trim())] });
    const mine = new Set(row.rooms.map((r) => r.id));
    row.rooms = rooms.map(
      (r): Room => ({
        id: r.id !== undefined && mine.has(r.id) ? r.id : nextId(),
        number: r.number.trim(),
        lat: r.lat ?? null,
        lng: r.lng ?? null,
        qr_link: '',
      }),
    );
    row.updated = nowIso();
    return ok(roomTypeView(row));
  })),

  ...coverHandlers('rooms/types', () => mockDb.content.roomTypes, roomTypeView),

  http.get(apiPath('rooms/selector'), withErrors(({ request }) => {
    const { company } = authorizeContent(request);
    const options: RoomOption[] = ofCompany(company.id).flatMap((t) =>
      t.rooms.map((r) => ({ id: r.id, number: r.number, room_type_id: t.id, room_type_name: t.name })),
    );
    return ok(options.sort(byNumber));
  })),
];
