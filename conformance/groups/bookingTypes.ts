/**
 * Request (booking) types, /bookings/types: create and read (the spec shape and its texts), one type
 * per activity or menu, the fixed fields, timing sets, delete with its slots, the selectors and the
 * menu selector, the list's order (facility, then name, ignoring case), tenancy, permissions and the
 * request permissions' facility scope.
 *
 * Also the fixtures the slots and bookings groups share, made through the API as a person would:
 * a facility with an activity or a menu, a room with in-house guests, today in A's time zone.
 *
 * Routes: GET /bookings/types, POST /bookings/types, GET /bookings/types/selectors/type,
 * GET /bookings/types/selectors/attached/:attachedType, GET /bookings/types/:id,
 * GET /bookings/types/:id/menu-selector, PATCH /bookings/types/:id, DELETE /bookings/types/:id.
 */
import { expect, it } from 'vitest';
import { BOOKING_LIMITS, CONTENT_TEXT, MSG, PERMISSION, REQUEST_KINDS, REQUESTS_TEXT, en } from '@atoll/contract';
import { addDays, localDate, recurringText, typePaxText, typeTimeText } from '@atoll/contract/domain';
import { defineGroup, type Api, type Json, type RouteKey } from '../harness';
import { create, dataOf, errorsOf, expectGuarded, expectMissingTo, only, personWith } from '../helpers';

// Fixtures of the bookings groups ---------------------------------------------------------------

/** A facility '<name> Place' with an activity '<name>'. */
export async function placeWithActivity(api: Api, token: string, name: string): Promise<{ facilityId: number; activityId: number }> {
  const facilityId = (await create(api, 'facilities', token, { name: en(`${name} Place`) })).id as number;
  const activityId = (await create(api, 'facilities/activities', token, { facility_id: facilityId, name: en(name) })).id as number;
  return { facilityId, activityId };
}

/** A menu of type 'menu' with a category 'Mains' of two items (Fish curry, Lime juice). */
export async function menuWithItems(api: Api, token: string, facilityId: number, name: string): Promise<{ menuId: number; categoryId: number; itemIds: number[] }> {
  const menuId = (await create(api, 'facilities/menus', token, { facility_id: facilityId, name: en(name), type: 'menu' })).id as number;
  const categoryId = (await create(api, 'facilities/menus/categories', token, { menu_id: menuId, name: en('Mains') })).id as number;
  const itemIds: number[] = [];
  for (const item of ['Fish curry', 'Lime juice']) {
    itemIds.push((await create(api, 'facilities/menus/items', token, { menu_id: menuId, category_id: categoryId, name: en(item), price_text: en('$5') })).id as number);
  }
  return { menuId, categoryId, itemIds };
}

/** A weekly type on an activity: every day 10:00–11:00, 10 pax a slot, unless `extra` says otherwise. */
export const weeklyBody = (activityId: number, extra: Json = {}): Json => ({
  attached_type: 'Activity',
  attached_id: activityId,
  recurring_type: 'weekly',
  pax_required: true,
  pax_max: 10,
  type_slots: [{ recurring_day: [1, 2, 3, 4, 5, 6, 7], start_time: '10:00', end_time: '11:00' }],
  ...extra,
});

/** A new facility and activity named `name` with a request type on it (weeklyBody + `extra`). */
export async function typeOn(api: Api, token: string, name: string, extra: Json = {}): Promise<Json> {
  const { activityId } = await placeWithActivity(api, token, name);
  return create(api, 'bookings/types', token, weeklyBody(activityId, extra));
}

/** The company's time zone and today in it (slot dates, 'today', the in-house rule are the company's). */
export async function companyClock(api: Api, token: string): Promise<{ timeZone: string; today: string; ahead: (days: number) => string }> {
  const me = dataOf(await api.call('GET', 'auth/me', { token }));
  const timeZone = me.company.settings.timezone as string;
  const today = localDate(new Date(), timeZone);
  return { timeZone, today, ahead: (days) => addDays(today, days) };
}

/** A room type '<prefix> Villa' with room '<prefix>-101' and in-house guests (arrived yesterday, leaving in a week). */
export async function roomWithGuests(
  api: Api,
  token: string,
  prefix: string,
  names: [string, string][] = [
    ['Ann', 'Lee'],
    ['Bo', 'Ray'],
  ],
): Promise<{ roomId: number; number: string; guestIds: number[] }> {
  const type = await create(api, 'rooms/types', token, { name: `${prefix} Villa` });
  const number = `${prefix}-101`;
  const rooms = dataOf(await api.call('POST', `rooms/types/${type.id}/rooms`, { token, body: { rooms: [{ number }] } })).rooms as Json[];
  const roomId = rooms[0].id as number;
  const { ahead } = await companyClock(api, token);
  const guestIds = await addGuests(api, token, roomId, ahead(-1), ahead(7), names);
  return { roomId, number, guestIds };
}

/** Guests of a room staying from `arrival` to `departure`. */
export async function addGuests(api: Api, token: string, roomId: number, arrival: string, departure: string, names: [string, string][]): Promise<number[]> {
  const ids: number[] = [];
  for (const [first_name, last_name] of names) {
    const body = { first_name, last_name, confirmation_number: `CF-${roomId}-${first_name}-${arrival}`, nationality: 'MDV', arrival_date: arrival, departure_date: departure, room_id: roomId };
    ids.push((await create(api, 'guests', token, body)).id as number);
  }
  return ids;
}

/** A user of A holding the request permission on these facilities only ('all' for every one). */
export const requestStaff = (api: Api, ownerToken: string, domain: string, username: string, mode: 'read' | 'manage', objects: number[] | 'all', more: Json = {}) =>
  personWith(api, ownerToken, domain, username, { [mode === 'manage' ? PERMISSION.manageFacilityRequests : PERMISSION.readFacilityRequests]: { objects }, ...more });

// The group ------------------------------------------------------------------------------------------

const ids = (list: Json[]) => list.map((row) => row.id as number);

const COVERS: RouteKey[] = [
  'GET bookings/types',
  'POST bookings/types',
  'GET bookings/types/selectors/type',
  'GET bookings/types/selectors/attached/:attachedType',
  'GET bookings/types/:id',
  'GET bookings/types/:id/menu-selector',
  'PATCH bookings/types/:id',
  'DELETE bookings/types/:id',
];

export const bookingTypes = defineGroup(COVERS, (api, who) => {
  const get = (path: string, token = who().ownerA) => api.call('GET', `bookings/types${path}`, { token });
  const patch = (id: number, body: unknown, token = who().ownerA) => api.call('PATCH', `bookings/types/${id}`, { token, body });
  const post = (body: unknown, token = who().ownerA) => api.call('POST', 'bookings/types', { token, body });

  it('creates a weekly type: the spec shape with its texts; GET one and the list answer the same', async () => {
    const token = who().ownerA;
    const { facilityId, activityId } = await placeWithActivity(api, token, 'Conf Snorkel');
    const sets = [
      { recurring_day: [6, 2, 2], start_time: '18:00', end_time: '20:00' },
      { recurring_day: [1], start_time: '12:00', end_time: '14:00' },
    ];
    const type = await create(
      api,
      'bookings/types',
      token,
      weeklyBody(activityId, { type_slots: sets, booking_emails: [' desk@example.com ', 'spa@example.com'], menu_multiple: true, cancellation_policy: en('Free until noon') }),
    );
    expect(type).toEqual({
      id: expect.any(Number),
      type: REQUEST_KINDS[0].id,
      type_text: REQUEST_KINDS[0].name,
      attached_type: 'Activity',
      attached_id: activityId,
      attached_text: 'Conf Snorkel',
      facility_id: facilityId,
      facility_text: 'Conf Snorkel Place',
      recurring_type: 'weekly',
      recurring_text: recurringText('weekly'),
      time_text: typeTimeText('weekly', [{ ...sets[0], recurring_day: [2, 6] }, sets[1]]),
      type_slots: [
        { id: expect.any(Number), recurring_day: [2, 6], start_time: '18:00', end_time: '20:00' },
        { id: expect.any(Number), recurring_day: [1], start_time: '12:00', end_time: '14:00' },
      ],
      pax_required: true,
      pax_max: 10,
      pax_text: typePaxText(true, 10),
      allow_remarks: true,
      // menu_multiple is a menu's option only
      menu_multiple: false,
      booking_emails: ['desk@example.com', 'spa@example.com'],
      allow_bookings_from_app: false,
      slot_booking_close_minutes: 0,
      cancellation_policy: en('Free until noon'),
      updated: expect.any(String),
    });
    expect(dataOf(await get(`/${type.id}`))).toEqual(type);
    expect(only(dataOf(await get('')), [type.id])).toEqual([type]);
  });

  it('a manual type without pax keeps no timing sets and no maximum', async () => {
    const { activityId } = await placeWithActivity(api, who().ownerA, 'Conf Kayak');
    const type = await create(api, 'bookings/types', who().ownerA, weeklyBody(activityId, { recurring_type: 'manual', pax_required: false, pax_max: 7 }));
    expect(type).toMatchObject({
      recurring_type: 'manual',
      recurring_text: recurringText('manual'),
      type_slots: [],
      pax_required: false,
      pax_max: 0,
      pax_text: typePaxText(false, 0),
      time_text: typeTimeText('manual', []),
    });
  });

  it('validates the body with the contract texts', async () => {
    const { activityId } = await placeWithActivity(api, who().ownerA, 'Conf Checked');
    expect(errorsOf(await post({}))).toEqual({
      attached_type: [MSG.fieldRequired],
      attached_id: [MSG.fieldRequired],
      type_slots: [REQUESTS_TEXT.firstSetRequired],
    });
    expect(errorsOf(await post(weeklyBody(activityId, { type_slots: [] })))).toEqual({ type_slots: [REQUESTS_TEXT.firstSetRequired] });
    expect(errorsOf(await post(weeklyBody(activityId, { attached_type: 'Spa', recurring_type: 'daily', type: 'tables' })))).toEqual({
      attached_type: [CONTENT_TEXT.chooseFromList],
      recurring_type: [CONTENT_TEXT.chooseFromList],
      type: [CONTENT_TEXT.chooseFromList],
    });
    const badSets = [{ recurring_day: [8], start_time: '11:00', end_time: '10:00' }, { recurring_day: [], start_time: '9', end_time: '10:00' }];
    expect(errorsOf(await post(weeklyBody(activityId, { type_slots: badSets, booking_emails: ['not-an-address'], pax_max: null })))).toEqual({
      'type_slots[0].recurring_day[0]': [CONTENT_TEXT.chooseFromList],
      'type_slots[0].end_time': [REQUESTS_TEXT.endAfterStart],
      'type_slots[1].recurring_day': [MSG.fieldRequired],
      'type_slots[1].start_time': [CONTENT_TEXT.timeFormat],
      'booking_emails[0]': [REQUESTS_TEXT.invalidEmail],
      pax_max: [MSG.fieldRequired],
    });
    expect(errorsOf(await post(weeklyBody(activityId, { slot_booking_close_minutes: BOOKING_LIMITS.closeMinutesMax + 1 }))).slot_booking_close_minutes).toHaveLength(1);
  });

  it('one type per activity or menu; only menus of type menu; only the company’s own objects', async () => {
    const token = who().ownerA;
    const { facilityId, activityId } = await placeWithActivity(api, token, 'Conf Sail');
    await create(api, 'bookings/types', token, weeklyBody(activityId));
    expect(errorsOf(await post(weeklyBody(activityId)))).toEqual({ attached_id: [REQUESTS_TEXT.typeExists] });
    const menu = await menuWithItems(api, token, facilityId, 'Conf Sail Dinner');
    await create(api, 'bookings/types', token, { ...weeklyBody(menu.menuId), attached_type: 'Menu' });
    expect(errorsOf(await post({ ...weeklyBody(menu.menuId), attached_type: 'Menu' }))).toEqual({ attached_id: [REQUESTS_TEXT.typeExists] });
    const pdf = await create(api, 'facilities/menus', token, { facility_id: facilityId, name: en('Conf Wine list'), type: 'pdf' });
    expect(errorsOf(await post({ ...weeklyBody(pdf.id), attached_type: 'Menu' }))).toEqual({ attached_id: [CONTENT_TEXT.chooseFromList] });
    const theirs = await placeWithActivity(api, who().ownerB, 'Conf Their dive');
    expect(errorsOf(await post(weeklyBody(theirs.activityId)))).toEqual({ attached_id: [CONTENT_TEXT.chooseFromList] });
    expect(errorsOf(await post(weeklyBody(2_147_483_647)))).toEqual({ attached_id: [CONTENT_TEXT.chooseFromList] });
  });

  it('recurring_type and pax_required are fixed once the type exists; a PATCH changes what it sends', async () => {
    const type = await typeOn(api, who().ownerA, 'Conf Spa');
    const changed = await patch(type.id, { recurring_type: 'manual', pax_required: false });
    expect(errorsOf(changed)).toEqual({ recurring_type: [REQUESTS_TEXT.fixedOnceCreated], pax_required: [REQUESTS_TEXT.fixedOnceCreated] });
    expect(errorsOf(await patch(type.id, { pax_required: false }))).toEqual({ pax_required: [REQUESTS_TEXT.fixedOnceCreated] });
    const same = dataOf(await patch(type.id, { recurring_type: 'weekly', pax_required: true, pax_max: 0, allow_remarks: false }));
    expect(same).toMatchObject({ pax_max: 0, pax_text: REQUESTS_TEXT.noLimit, allow_remarks: false, recurring_type: 'weekly', pax_required: true });
    // The timing sets stay when the body leaves them out; a weekly type keeps at least one.
    const partial = dataOf(await patch(type.id, { pax_max: 3 }));
    expect(partial).toMatchObject({ pax_max: 3, type_slots: type.type_slots });
    expect(errorsOf(await patch(type.id, { type_slots: [] }))).toEqual({ type_slots: [REQUESTS_TEXT.firstSetRequired] });
    expect(errorsOf(await patch(type.id, { booking_emails: ['nope'] }))).toEqual({ 'booking_emails[0]': [REQUESTS_TEXT.invalidEmail] });
    expect(dataOf(await get(`/${type.id}`))).toMatchObject({ pax_max: 3, booking_emails: [] });
  });

  it('timing sets sent with their id keep it; the others are replaced', async () => {
    const type = await typeOn(api, who().ownerA, 'Conf Tennis', {
      type_slots: [
        { recurring_day: [2], start_time: '08:00', end_time: '09:00' },
        { recurring_day: [3], start_time: '08:00', end_time: '09:00' },
      ],
    });
    const [first, second] = type.type_slots;
    // The whole form, as the console sends it: the fixed fields unchanged, the sets edited.
    const edited = dataOf(await patch(type.id, weeklyBody(type.attached_id, { type_slots: [{ ...first, start_time: '07:00' }, { recurring_day: [4], start_time: '09:00', end_time: '10:00' }] })));
    expect(edited.type_slots).toEqual([
      { ...first, start_time: '07:00' },
      { id: expect.any(Number), recurring_day: [4], start_time: '09:00', end_time: '10:00' },
    ]);
    expect(ids(edited.type_slots)).not.toContain(second.id);
    expect(edited.time_text).toBe(typeTimeText('weekly', edited.type_slots));
  });

  it('DELETE removes the type with its slots', async () => {
    const token = who().ownerA;
    const type = await typeOn(api, token, 'Conf Gym');
    const slots = await api.call('GET', `bookings/slots?booking_type_id=${type.id}&limit=1`, { token });
    expect(slots.body.meta.total).toBe(BOOKING_LIMITS.horizonDays);
    const slotId = slots.body.data[0].id;
    expect(await api.call('DELETE', `bookings/types/${type.id}`, { token })).toEqual({ status: 200, body: { data: null } });
    expect((await get(`/${type.id}`)).status).toBe(404);
    expect((await api.call('GET', `bookings/slots/${slotId}`, { token })).status).toBe(404);
    expect((await api.call('GET', `bookings/slots?booking_type_id=${type.id}`, { token })).body.meta.total).toBe(0);
    expect(ids(dataOf(await get('')))).not.toContain(type.id);
    expect((await api.call('DELETE', `bookings/types/${type.id}`, { token })).status).toBe(404);
  });

  it('the list is sorted by facility, then activity or menu name, ignoring case', async () => {
    const token = who().ownerA;
    const b = await create(api, 'facilities', token, { name: en('cford b') });
    const a = await create(api, 'facilities', token, { name: en('CFORD A') });
    const made: number[] = [];
    for (const [facility, name] of [[b.id, 'Alpha cford'], [a.id, 'zulu cford'], [a.id, 'Bravo cford']] as const) {
      const activity = await create(api, 'facilities/activities', token, { facility_id: facility, name: en(name) });
      made.push((await create(api, 'bookings/types', token, weeklyBody(activity.id))).id);
    }
    const list = only(dataOf(await get('')), made);
    expect(list.map((t) => [t.facility_text, t.attached_text])).toEqual([
      ['CFORD A', 'Bravo cford'],
      ['CFORD A', 'zulu cford'],
      ['cford b', 'Alpha cford'],
    ]);
  });

  it('selectors: the kinds; activities or menus of type menu with the type attached, by facility then name (ignoring case)', async () => {
    const token = who().ownerA;
    expect(dataOf(await get('/selectors/type'))).toEqual(REQUEST_KINDS.map((k) => ({ id: k.id, name: k.name })));
    const second = await placeWithActivity(api, token, 'csel Beta');
    const first = await placeWithActivity(api, token, 'CSEL Alpha');
    const extra = await create(api, 'facilities/activities', token, { facility_id: first.facilityId, name: en('aa csel') });
    const menu = await menuWithItems(api, token, first.facilityId, 'Csel Dinner');
    const type = await create(api, 'bookings/types', token, { ...weeklyBody(menu.menuId), attached_type: 'Menu', menu_multiple: true });
    expect(type).toMatchObject({ attached_type: 'Menu', menu_multiple: true, attached_text: 'Csel Dinner', facility_id: first.facilityId });

    const activities = only(dataOf(await get('/selectors/attached/Activity')), [second.activityId, first.activityId, extra.id]);
    expect(activities).toEqual([
      { id: extra.id, name: 'aa csel', facility_text: 'CSEL Alpha Place', booking_type_id: null },
      { id: first.activityId, name: 'CSEL Alpha', facility_text: 'CSEL Alpha Place', booking_type_id: null },
      { id: second.activityId, name: 'csel Beta', facility_text: 'csel Beta Place', booking_type_id: null },
    ]);
    expect(only(dataOf(await get('/selectors/attached/Menu')), [menu.menuId])).toEqual([{ id: menu.menuId, name: 'Csel Dinner', facility_text: 'CSEL Alpha Place', booking_type_id: type.id }]);
    expect((await get('/selectors/attached/Spa')).status).toBe(404);
  });

  it("the menu selector: the menu's categories in order with their items (an empty category too); [] for an activity's type", async () => {
    const token = who().ownerA;
    const first = await placeWithActivity(api, token, 'Conf Menu Place');
    const menu = await menuWithItems(api, token, first.facilityId, 'Conf Supper');
    const empty = await create(api, 'facilities/menus/categories', token, { menu_id: menu.menuId, name: en('Desserts') });
    const type = await create(api, 'bookings/types', token, { ...weeklyBody(menu.menuId), attached_type: 'Menu' });
    expect(dataOf(await get(`/${type.id}/menu-selector`))).toEqual([
      { id: menu.categoryId, name: en('Mains'), items: menu.itemIds.map((id, i) => ({ id, name: en(['Fish curry', 'Lime juice'][i]!), price_text: en('$5') })) },
      { id: empty.id, name: en('Desserts'), items: [] },
    ]);
    const activityType = await create(api, 'bookings/types', token, weeklyBody(first.activityId));
    expect(dataOf(await get(`/${activityType.id}/menu-selector`))).toEqual([]);
  });

  it("another company's type is 404 on every route and missing from the list", async () => {
    const theirs = await typeOn(api, who().ownerB, 'Conf Their gym');
    await expectMissingTo(api, who().ownerA, [
      ['GET', `bookings/types/${theirs.id}`],
      ['GET', `bookings/types/${theirs.id}/menu-selector`],
      ['PATCH', `bookings/types/${theirs.id}`, { pax_max: 1 }],
      ['DELETE', `bookings/types/${theirs.id}`],
      ['GET', 'bookings/types/abc'],
    ]);
    expect(ids(dataOf(await get('')))).not.toContain(theirs.id);
    expect(dataOf(await get('/selectors/attached/Activity')).map((o: Json) => o.id)).not.toContain(theirs.attached_id);
    expect(dataOf(await get(`/${theirs.id}`, who().ownerB))).toMatchObject({ id: theirs.id, pax_max: 10 });
  });

  it('writes and selectors need manage-hotel-content; request permissions read the types of their facilities only', async () => {
    const token = who().ownerA;
    const x = await typeOn(api, token, 'Conf Scope X');
    const y = await typeOn(api, token, 'Conf Scope Y');
    await expectGuarded(api, who().staffA, [
      ['GET', 'bookings/types'],
      ['POST', 'bookings/types', weeklyBody(x.attached_id)],
      ['GET', 'bookings/types/selectors/type'],
      ['GET', 'bookings/types/selectors/attached/Activity'],
      ['GET', `bookings/types/${x.id}`],
      ['GET', `bookings/types/${x.id}/menu-selector`],
      ['PATCH', `bookings/types/${x.id}`, { pax_max: 1 }],
      ['DELETE', `bookings/types/${x.id}`],
    ]);
    // An administrator with manage-hotel-content sets types up.
    const { activityId } = await placeWithActivity(api, token, 'Conf Admin made');
    expect((await post(weeklyBody(activityId), who().adminA)).status).toBe(201);

    for (const mode of ['read', 'manage'] as const) {
      const staff = await requestStaff(api, token, who().domainA, `conf-types-${mode}`, mode, [x.facility_id]);
      expect(ids(dataOf(await get('', staff.token)))).toEqual([x.id]);
      expect(dataOf(await get(`/${x.id}`, staff.token))).toEqual(dataOf(await get(`/${x.id}`)));
      expect((await get(`/${y.id}`, staff.token)).status).toBe(404);
      expect((await get(`/${y.id}/menu-selector`, staff.token)).status).toBe(404);
      expect(dataOf(await get(`/${x.id}/menu-selector`, staff.token))).toEqual([]);
      expect((await patch(x.id, { pax_max: 1 }, staff.token)).status).toBe(403);
      expect((await api.call('DELETE', `bookings/types/${x.id}`, { token: staff.token })).status).toBe(403);
      expect((await get('/selectors/type', staff.token)).status).toBe(403);
      expect((await get('/selectors/attached/Menu', staff.token)).status).toBe(403);
    }
    // A grant naming no facility opens the route and shows nothing.
    const none = await requestStaff(api, token, who().domainA, 'conf-types-none', 'read', []);
    expect(dataOf(await get('', none.token))).toEqual([]);
  });
});
