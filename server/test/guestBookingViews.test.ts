/**
 * What a guest sees of their bookings (server/src/services/guestBookings.ts), beyond the conformance group's one
 * booking at a time: several bookings of different types, each with its own type's name (in ?lang) and its own menu
 * lines in the menu's order; the answer to a booking or a cancellation being that booking even when another of the
 * guest's sorts first; the list from the property's today on as the days pass.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, localDate, type GuestBooking } from '@atoll/contract';
import { addDays } from '@atoll/contract/domain';
import { menuItems } from '../src/db/schema';
import { apiClient, type ApiClient, type Json } from './support/client';
import { TZ } from './support/bookings';
import { createTenant, type Tenant } from './support/fixtures';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let clock = Date.now();
const DAY = 86_400_000;
const ahead = (days: number) => addDays(localDate(new Date(clock), TZ), days);

async function created(path: string, body: Json): Promise<Json> {
  const res = await api.post(path, body, { token: owner.token });
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(201);
  return res.body.data;
}

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
async function signIn(room: string, last_name: string): Promise<string> {
  const res = await api.post(`guest-app/${owner.domain}/session`, { room, last_name });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.token;
}
async function mine(token: string, query = ''): Promise<GuestBooking[]> {
  const res = await api.get(`guest-app/${owner.domain}/bookings${query}`, bearer(token));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}
async function book(token: string, body: Json): Promise<GuestBooking> {
  const res = await api.post(`guest-app/${owner.domain}/bookings`, body, bearer(token));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  api = apiClient(server.url);
  owner = await createTenant(api, server.url, 'guest-views');
});
afterAll(() => server.close());

describe("a guest's bookings", () => {
  it('each with its own type, name in the language asked for, and its own menu lines in menu order; the answer is the booking made or cancelled', async () => {
    const languages = (await api.get('languages', { token: owner.token })).body.data as Json[];
    expect((await api.post(`languages/${languages.find((l) => l.code === 'it')!.id}/enable`, {}, { token: owner.token })).status).toBe(200);
    const place = await created('facilities', { name: en('Lagoon') });
    const dive = await created('facilities/activities', { facility_id: place.id, name: [...en('Reef dive'), { language_code: 'it', text: 'Immersione' }] });
    const dinner = await created('facilities/menus', { facility_id: place.id, name: en('Beach dinner'), type: 'menu' });
    const mains = await created('facilities/menus/categories', { menu_id: dinner.id, name: en('Mains') });
    const fish = await created('facilities/menus/items', { menu_id: dinner.id, category_id: mains.id, name: en('Fish curry'), price_text: en('$5') });
    const lime = await created('facilities/menus/items', { menu_id: dinner.id, category_id: mains.id, name: en('Lime juice'), price_text: en('$2') });
    const rice = await created('facilities/menus/items', { menu_id: dinner.id, category_id: mains.id, name: en('Rice'), price_text: en('$1') });
    // The menu's order: lime juice, rice, fish curry (not the order they were made or are asked for in).
    for (const [item, sortOrder] of [[lime, 1], [rice, 2], [fish, 3]] as const) {
      await server.database.db.update(menuItems).set({ sortOrder }).where(eq(menuItems.id, item.id));
    }
    const manual = { recurring_type: 'manual', type_slots: [], pax_required: true, pax_max: 0, allow_bookings_from_app: true };
    const diveType = await created('bookings/types', { attached_type: 'Activity', attached_id: dive.id, ...manual });
    const dinnerType = await created('bookings/types', { attached_type: 'Menu', attached_id: dinner.id, menu_multiple: true, ...manual });
    const diveSlot = await created('bookings/slots', { booking_type_id: diveType.id, date: ahead(1), start_time: '09:00', end_time: '10:00', pax_max: 6 });
    const dinnerSlot = await created('bookings/slots', { booking_type_id: dinnerType.id, date: ahead(2), start_time: '19:00', end_time: '21:00', pax_max: 6 });
    const roomType = await created('rooms/types', { name: 'Villa' });
    const room = ((await api.post(`rooms/types/${roomType.id}/rooms`, { rooms: [{ number: 'V7' }] }, { token: owner.token })).body.data.rooms as Json[])[0]!;
    for (const [first_name, last_name] of [['Ann', 'Lee'], ['Bo', 'Ray']]) {
      await created('guests', { first_name, last_name, confirmation_number: `C-${last_name}`, nationality: 'NOR', arrival_date: ahead(-1), departure_date: ahead(5), room_id: room.id });
    }
    const ann = await signIn('V7', 'Lee');
    const bo = await signIn('V7', 'Ray');

    // Bo's booking sorts before Ann's: it must not show in hers.
    await book(bo, { booking_slot_id: diveSlot.id, pax: 1 });
    // Ann books the later dinner first, then the earlier dive: each answer is the booking just made.
    const dinnerBooking = await book(ann, { booking_slot_id: dinnerSlot.id, pax: 2, menu_items: [{ id: fish.id, quantity: 2 }, { id: lime.id, quantity: 1 }, { id: rice.id, quantity: 3 }] });
    expect(dinnerBooking).toMatchObject({ booking_slot_id: dinnerSlot.id, name: 'Beach dinner', menu_items_text: 'Lime juice × 1, Rice × 3, Fish curry × 2' });
    const diveBooking = await book(ann, { booking_slot_id: diveSlot.id, pax: 1 });
    expect(diveBooking).toMatchObject({ booking_slot_id: diveSlot.id, name: 'Reef dive', menu_items_text: '' });
    expect(diveBooking.id).not.toBe(dinnerBooking.id);

    expect(await mine(ann)).toEqual([diveBooking, dinnerBooking]);
    expect((await mine(ann, '?lang=it')).map((b) => b.name)).toEqual(['Immersione', 'Beach dinner']);
    expect((await mine(bo)).map((b) => b.name)).toEqual(['Reef dive']);

    // Cancelling the later one answers that one, cancelled; the earlier stays as it was.
    const cancelled = await api.delete(`guest-app/${owner.domain}/bookings/${dinnerBooking.id}`, bearer(ann));
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({ id: dinnerBooking.id, status: 'cancelled', menu_items_text: dinnerBooking.menu_items_text, can_cancel: false });
    expect((await mine(ann)).map((b) => [b.id, b.status])).toEqual([
      [diveBooking.id, 'new'],
      [dinnerBooking.id, 'cancelled'],
    ]);

    // Days pass: on the dive's day it is still listed; the day after it is not (the dinner's day is today).
    const start = clock;
    try {
      clock = start + DAY;
      expect((await mine(await signIn('V7', 'Lee'))).map((b) => b.id)).toEqual([diveBooking.id, dinnerBooking.id]);
      clock = start + 2 * DAY;
      expect((await mine(await signIn('V7', 'Lee'))).map((b) => b.id)).toEqual([dinnerBooking.id]);
    } finally {
      clock = start;
    }
  });
});
