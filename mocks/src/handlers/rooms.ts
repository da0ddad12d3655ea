/** rooms/manual-rooms: room numbers of a property without PMS; POST replaces the list. */
import { http } from 'msw';
import { manualRoomsSchema } from '@atoll/contract';
import { apiPath, ok, readValid, validationFailed, withErrors } from '../http';
import { authorizeAdmin } from '../session';
import { mockDb } from '../store';

/** The server's cap on one list. */
const MAX_ROOMS = 5000;

export const roomHandlers = [
  http.get(apiPath('rooms/manual-rooms'), withErrors(({ request }) => {
    const { company } = authorizeAdmin(request);
    return ok(structuredClone(mockDb.manualRooms.get(company.id) ?? []));
  })),

  http.post(apiPath('rooms/manual-rooms'), withErrors(async ({ request }) => {
    const { company } = authorizeAdmin(request);
    const { numbers } = await readValid(request, manualRoomsSchema);
    if (numbers.length > MAX_ROOMS) return validationFailed({ numbers: [`At most ${MAX_ROOMS} room numbers`] });
    // Duplicates collapse to the first occurrence; the typed order is kept.
    const rooms = [...new Set(numbers.map((n) => n.trim()).filter(Boolean))].map((number) => ({ number }));
    mockDb.manualRooms.set(company.id, rooms);
    return ok(structuredClone(rooms));
  })),
];
