/**
 * Two companies with an object of every kind, and the people of the access matrix, made once through
 * the public API (as a person would). Shared by the access matrix and the fuzzer.
 */
import { ALL_PERMISSIONS, DEFAULT_TIMEZONE, PERMISSION, en, ownerPermissions, type PermissionsMap } from '@atoll/contract';
import { addDays, localDate } from '@atoll/contract/domain';
import { bookingSlots, bookingTypes, guests, rooms } from '../../src/db/schema';
import type { AppDeps } from '../../src/deps';
import { apiClient, type ApiClient, type Json } from '../support/client';
import { createStaff, createTenant, type Tenant } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/server';

export type Kind =
  | 'facility'
  | 'activity'
  | 'menu'
  | 'menuCategory'
  | 'menuItem'
  | 'roomType'
  | 'banner'
  | 'information'
  | 'event'
  | 'quickAction'
  | 'taskType'
  | 'taskCategory'
  | 'booking'
  | 'bookingType'
  | 'slot'
  | 'room'
  | 'guest'
  | 'campaign'
  | 'location'
  | 'trackingGroup'
  | 'tracker'
  | 'tv'
  | 'appVersion'
  | 'user';
export type Objects = Record<Kind, number>;

export interface Role {
  name: string;
  /** undefined: no Authorization header. */
  token?: string;
  /** The company whose objects are the role's own ('A' or 'B'); none for anonymous callers. */
  company?: 'A' | 'B';
  /** What the server stored for this user (read back from auth/me), the input of `can`. */
  permissions: PermissionsMap;
}

export interface World {
  server: TestServer;
  api: ApiClient;
  ownerA: Tenant;
  ownerB: Tenant;
  objects: { A: Objects; B: Objects };
  /** Company A's other facility (outside the 'facility-scoped' caller's scope): its booking and a body booking its slot. */
  otherFacility: { facility: number; booking: number; bookingBody: Json };
  /** A language id (languages are a global catalogue: no foreign ones). */
  languageId: number;
  /** The device token of a tracker of company A that no route of the matrix or the fuzzer renews or revokes (POST tracking/positions). */
  trackerToken: string;
  /** The display token of a TV of company A whose link no route of the matrix or the fuzzer renews (display/tv/:token). */
  tvToken: string;
  /** A guest token of company A's in-house guest (room A-B1, last name 'A Lee'): the guest booking routes' credential. */
  guestToken: string;
  roles: Role[];
}

const ok = (res: { status: number; body: Json }, what: string): Json => {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};

async function makeObjects(api: ApiClient, token: string, prefix: string): Promise<Omit<Objects, 'user' | 'campaign' | keyof BookingObjects>> {
  const post = async (path: string, body: unknown) => ok(await api.post(path, body, { token }), `POST ${path}`).id as number;
  const facility = await post('facilities', { name: en(`${prefix} Pool`) });
  const menu = await post('facilities/menus', { facility_id: facility, name: en(`${prefix} Bar`), type: 'menu' });
  const menuCategory = await post('facilities/menus/categories', { menu_id: menu, name: en('Mains') });
  const taskCategory = await post('tasks/categories', { name: `${prefix} Housekeeping` });
  const trackingGroup = await post('tracking/groups', { name: `${prefix} Buggies`, type: 'buggy' });
  return {
    facility,
    menu,
    menuCategory,
    activity: await post('facilities/activities', { facility_id: facility, name: en(`${prefix} Swim`) }),
    menuItem: await post('facilities/menus/items', { menu_id: menu, category_id: menuCategory, name: en('Fish'), price_text: en('$20') }),
    roomType: await post('rooms/types', { name: `${prefix} Villa` }),
    banner: await post('promotions', { name: `${prefix} Summer` }),
    information: await post('information', { name: en(`${prefix} Rules`), description: en('d'), content_type: 'text', sort_order: 0 }),
    event: await post('events/recurring', { name: en(`${prefix} Aqua gym`), start_time: '09:00', end_time: '10:00', weekly_recurring_day: [2] }),
    quickAction: await post('quick-actions', { name: en(`${prefix} Call`), sort_order: 0, type: 'call', icon: 'phone', payload: '+960 777 1234' }),
    taskCategory,
    taskType: await post('tasks/types', { name: `${prefix} Turn-down`, task_category_id: taskCategory }),
    location: await post('locations', { name: `${prefix} Jetty`, lat: 4.17, lng: 73.5 }),
    trackingGroup,
    tracker: await post('tracking/trackers', { name: `${prefix} Buggy 1`, tracking_group_id: trackingGroup }),
    tv: await post('tvs', { name: `${prefix} Lobby TV`, lat: 4.17, lng: 73.5 }),
    appVersion: await post('editor/app/versions', { config: { home: { components: [{ type: 'h1', name: `${prefix} Welcome`, config: { text: en('Welcome') } }] } } }),
  };
}

/**
 * A booking (slice 3) of the company, made with POST /bookings: its request type (on the company's menu,
 * with the menu's item), slot, room and in-house guest are written straight into the tables.
 */
type BookingObjects = Pick<Objects, 'booking' | 'bookingType' | 'slot' | 'room' | 'guest'>;

async function makeBooking(server: TestServer, api: ApiClient, owner: Tenant, objects: Omit<Objects, 'user' | 'campaign' | keyof BookingObjects>, prefix: string): Promise<BookingObjects> {
  const { db } = server.database;
  const companyId = owner.auth.company.id as number;
  const today = localDate(new Date(), DEFAULT_TIMEZONE);
  const date = addDays(today, 2);
  const [type] = await db
    .insert(bookingTypes)
    .values({ companyId, facilityId: objects.facility, attachedType: 'Menu', menuId: objects.menu, recurringType: 'manual', paxRequired: true, paxMax: 0 })
    .returning({ id: bookingTypes.id });
  const [slot] = await db.insert(bookingSlots).values({ companyId, bookingTypeId: type.id, date, startTime: '10:00', endTime: '11:00' }).returning({ id: bookingSlots.id });
  const [room] = await db.insert(rooms).values({ companyId, roomTypeId: objects.roomType, number: `${prefix}-B1` }).returning({ id: rooms.id });
  const [guest] = await db
    .insert(guests)
    .values({ companyId, firstName: 'Ann', lastName: `${prefix} Lee`, confirmationNumber: `${prefix}-C1`, nationality: 'MDV', arrivalDate: addDays(today, -1), departureDate: addDays(today, 5), roomId: room.id })
    .returning({ id: guests.id });
  const body = { date, booking_type_id: type.id, booking_slot_id: slot.id, room_id: room.id, guests: [guest.id], pax: 1, menu_items: [{ id: objects.menuItem, quantity: 1 }] };
  const booking = ok(await api.post('bookings', body, { token: owner.token }), 'POST bookings').id as number;
  return { booking, bookingType: type.id, slot: slot.id, room: room.id, guest: guest.id };
}

const ALL = { objects: 'all' } as const;
/** Every permission a person can be granted (owner-level ones belong to the company's owner only). */
export const GRANTABLE = ALL_PERMISSIONS.filter((p) => p.owner !== 'Owner');

export async function buildWorld(overrides: Partial<AppDeps> = {}): Promise<World> {
  const server = await startTestServer(overrides);
  const api = apiClient(server.url);
  const ownerA = await createTenant(api, server.url, 'matrixa');
  const ownerB = await createTenant(api, server.url, 'matrixb');
  const [contentA, contentB] = [await makeObjects(api, ownerA.token, 'A'), await makeObjects(api, ownerB.token, 'B')];
  const objectsA = { ...contentA, ...(await makeBooking(server, api, ownerA, contentA, 'A')) };
  const objectsB = { ...contentB, ...(await makeBooking(server, api, ownerB, contentB, 'B')) };
  // Company A's second facility, outside the 'facility-scoped' caller's scope, with a booking of its own.
  const postA = async (path: string, body: unknown) => ok(await api.post(path, body, { token: ownerA.token }), `POST ${path}`).id as number;
  const spa = await postA('facilities', { name: en('A Spa') });
  const spaMenu = await postA('facilities/menus', { facility_id: spa, name: en('A Spa Bar'), type: 'menu' });
  const spaItem = await postA('facilities/menus/items', { menu_id: spaMenu, category_id: await postA('facilities/menus/categories', { menu_id: spaMenu, name: en('Teas') }), name: en('Tea'), price_text: en('$2') });
  const spaBooking = await makeBooking(server, api, ownerA, { ...contentA, facility: spa, menu: spaMenu, menuItem: spaItem }, 'A2');
  const spaBody = {
    date: addDays(localDate(new Date(), DEFAULT_TIMEZONE), 2),
    booking_type_id: spaBooking.bookingType,
    booking_slot_id: spaBooking.slot,
    room_id: spaBooking.room,
    guests: [spaBooking.guest],
    pax: 1,
    menu_items: [{ id: spaItem, quantity: 1 }],
  };

  const roles: Role[] = [{ name: 'owner', token: ownerA.token, company: 'A', permissions: ownerPermissions() }];
  const staff = async (owner: Tenant, company: 'A' | 'B', name: string, grants: PermissionsMap) => {
    const made = await createStaff(api, owner, `m-${name}`, grants);
    const me = ok(await api.get('auth/me', { token: made.token }), `auth/me ${name}`);
    roles.push({ name, token: made.token, company, permissions: (me.permissions ?? me.user?.permissions ?? grants) as PermissionsMap });
    return made.id;
  };
  await staff(ownerA, 'A', 'administrator', { [PERMISSION.companyAdministrator]: ALL });
  for (const p of GRANTABLE) await staff(ownerA, 'A', `only-${p.key}`, { [p.key]: ALL });
  const scoped = Object.fromEntries(GRANTABLE.filter((p) => p.owner === 'Facility').map((p) => [p.key, { objects: [objectsA.facility] }]));
  await staff(ownerA, 'A', 'facility-scoped', scoped);
  const userA = await staff(ownerA, 'A', 'no-permission', {});
  const userB = await staff(ownerB, 'B', 'other-company-admin', Object.fromEntries(GRANTABLE.map((p) => [p.key, ALL])));
  roles.push({ name: 'no-token', permissions: {} });
  roles.push({ name: 'forged-token', token: `forged${'x'.repeat(37)}`, permissions: {} });

  // A campaign of each company, scheduled (so its cancel is reachable), to no one yet.
  const campaignOf = async (owner: Tenant) =>
    ok(await api.post('guests/campaigns', { name: 'Matrix', description: 'Body', audience: { kind: 'everyone' }, send_at: new Date(Date.now() + 86_400_000).toISOString() }, { token: owner.token }), 'POST guests/campaigns').id as number;
  const [campaignA, campaignB] = [await campaignOf(ownerA), await campaignOf(ownerB)];
  const trackerToken = ok(await api.post('tracking/trackers', { name: 'A Device', tracking_group_id: objectsA.trackingGroup }, { token: ownerA.token }), 'POST tracking/trackers').token as string;
  const tvUrl = ok(await api.post('tvs', { name: 'A Display' }, { token: ownerA.token }), 'POST tvs').url as string;
  const guestToken = ok(await api.post(`guest-app/${ownerA.domain}/session`, { room: 'A-B1', last_name: 'A Lee' }), 'POST guest-app session').token as string;
  const languages = ok(await api.get('languages', { token: ownerA.token }), 'languages') as Json[];
  const language = languages.find((l) => l.code !== 'en') ?? languages[0];
  return {
    server,
    api,
    ownerA,
    ownerB,
    objects: { A: { ...objectsA, user: userA, campaign: campaignA }, B: { ...objectsB, user: userB, campaign: campaignB } },
    otherFacility: { facility: spa, booking: spaBooking.booking, bookingBody: spaBody },
    languageId: language.id as number,
    trackerToken,
    tvToken: tvUrl.split('/tv/')[1],
    guestToken,
    roles,
  };
}

/** An id nobody has (for writes that would destroy the fixture: the guard is passed, the object is missing). */
export const MISSING_ID = 2_000_000_000;
export const MISSING_UUID = '00000000-0000-4000-8000-000000000000';

/**
 * The concrete path of a route pattern for one company's objects. Each `:param` a route may have is
 * resolved here; a route with a parameter this does not know fails the matrix (add its object kind).
 * `tenant` says whether the ids belong to a company (so another company's ids must look missing).
 */
export function resolvePath(pattern: string, world: World, company: 'A' | 'B', override?: number): { path: string; tenant: boolean } | undefined {
  const objects = world.objects[company];
  const kinds: [RegExp, Kind][] = [
    [/^facilities\/activities\/:id/, 'activity'],
    [/^facilities\/menus\/categories\/:id/, 'menuCategory'],
    [/^facilities\/menus\/items\/:id/, 'menuItem'],
    [/^facilities\/menus\/:id/, 'menu'],
    [/^facilities\/:id/, 'facility'],
    [/^rooms\/types\/:id/, 'roomType'],
    [/^promotions\/:id/, 'banner'],
    [/^information\/:id/, 'information'],
    [/^events\/recurring\/:id/, 'event'],
    [/^events\/:id/, 'event'],
    [/^quick-actions\/:id/, 'quickAction'],
    [/^tasks\/types\/:id/, 'taskType'],
    [/^tasks\/categories\/:id/, 'taskCategory'],
    [/^users\/:id/, 'user'],
    [/^bookings\/types\/:id/, 'bookingType'],
    [/^bookings\/slots\/:id/, 'slot'],
    [/^bookings\/:id/, 'booking'],
    [/^guests\/campaigns\/:id/, 'campaign'],
    [/^guests\/:id/, 'guest'],
    [/^rooms\/:id/, 'room'],
    [/^locations\/:id/, 'location'],
    [/^tracking\/groups\/:id/, 'trackingGroup'],
    [/^tracking\/trackers\/:id/, 'tracker'],
    [/^tvs\/:id/, 'tv'],
    [/^editor\/app\/versions\/:id/, 'appVersion'],
  ];
  const globals: [RegExp, () => string][] = [
    [/^languages\/:id/, () => String(world.languageId)],
    [/^files\/:id/, () => MISSING_UUID],
    [/^display\/tv\/:token/, () => world.tvToken],
    [/^guest-app\/:domain/, () => world.ownerA.domain],
    [/^ui\/icons\/:file/, () => 'star.svg'],
    [/^ui\/related-object\/:type/, () => 'facility'],
    [/^bookings\/by-state\/:state/, () => 'new'],
    [/^bookings\/types\/selectors\/attached\/:attachedType/, () => 'Activity'],
  ];
  // A type's slots on a date: the type is the company's, the date today.
  if (/^bookings\/slots\/types\/:typeId\/date\/:date$/.test(pattern)) {
    return { path: `bookings/slots/types/${override ?? objects.bookingType}/date/${localDate(new Date(), DEFAULT_TIMEZONE)}`, tenant: true };
  }
  // Home's analytics: the company's facility, over this month.
  if (/^ui\/analytics\/[a-z-]+\/:facility$/.test(pattern)) {
    const today = localDate(new Date(), DEFAULT_TIMEZONE);
    return { path: `${pattern.replace(':facility', String(override ?? objects.facility))}?start_date=${today.slice(0, 8)}01&end_date=${today}`, tenant: true };
  }
  // A guest's facility page: public, the property named by its domain; one company's facility under another's domain is
  // 404 (the guest app conformance group), so here it is one cell: A's domain with A's facility.
  if (/^guest-app\/:domain\/facilities\/:id$/.test(pattern)) return { path: `guest-app/${world.ownerA.domain}/facilities/${world.objects.A.facility}`, tenant: false };
  // A guest's booking: the guest token is the credential (none here: 401), so one cell with an id nobody has.
  if (/^guest-app\/:domain\/bookings\/:id$/.test(pattern)) return { path: `guest-app/${world.ownerA.domain}/bookings/${MISSING_ID}`, tenant: false };
  if (!pattern.includes(':')) return { path: pattern, tenant: false };
  const fill = (p: string) => p.replace(/:imageId\b/, MISSING_UUID);
  for (const [re, kind] of kinds) {
    if (re.test(pattern)) return { path: fill(pattern.replace(':id', String(override ?? objects[kind]))), tenant: true };
  }
  for (const [re, value] of globals) {
    if (re.test(pattern)) return { path: fill(pattern.replace(/:[a-zA-Z]+/, value())), tenant: false };
  }
  return undefined;
}
