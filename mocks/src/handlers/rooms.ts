/** rooms/manual-rooms: room numbers of a property without PMS; POST replaces the list. */
import { http } from 'msw';
import { PERMISSION, manualRoomsSchema } from '@atoll/contract';
import { apiPath, ok, readValid, withErrors } from '../http';
import { authorize } from '../session';
import { mockDb } from '../store';

export const roomHandlers = [
  http.get(apiPath('rooms/manual-rooms'), withErrors(({ request }) => {
    const { company } = authorize(request, PERMISSION.companyAdministrator);
    return ok(structuredClone(mockDb.manualRooms.get(company.id) ?? []));
  })),

  http.post(apiPath('rooms/manual-rooms'), withErrors(async ({ request }) => {
    const { company } = authorize(request, PERMISSION.companyAdministrator);
    const { numbers } = await readValid(request, manualRoomsSchema);
    const rooms = [...new Set(numbers.map((n) => n.trim()))].map((number) => ({ number }));
    mockDb.manualRooms.set(company.id, rooms);
    return ok(structuredClone(rooms));
  })),
];
