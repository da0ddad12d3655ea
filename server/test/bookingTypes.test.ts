/**
 * Request (booking) types on the server (slice 3): one per activity or menu, fixed fields, the
 * selectors and menu selector, manage-hotel-content for writes, and the request permissions'
 * facility scope for reads (a type of another facility is 404, lists show only the scope's).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TEXT, REQUEST_KINDS, REQUESTS_TEXT, en } from '@atoll/contract';
import type { ApiClient } from './support/client';
import { createStaff, startWithTenants, type Tenant } from './support/fixtures';
import { created, facilityWithActivity, menuWithItems, scopedStaff, weeklyBody } from './support/requestSetup';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let other: Tenant;

beforeAll(async () => ({ server, api, owner, other } = await startWithTenants('types-co', 'types-other')));
afterAll(() => server.close());

const get = (path: string, token = owner.token) => api.get(path, { token });

describe('creating and reading a request type', () => {
  it('answers the spec shape with its texts', async () => {
    const { facilityId, activityId } = await facilityWithActivity(api, owner, 'Snorkel');
    const type = created(
      await api.post(
        'bookings/types',
        weeklyBody(activityId, {
          type_slots: [
            { recurring_day: [6, 2, 2], start_time: '18:00', end_time: '20:00' },
            { recurring_day: [1], start_time: '12:00', end_time: '14:00' },
          ],
          booking_emails: [' desk@example.com ', 'spa@example.com'],
          menu_multiple: true,
          cancellation_policy: en('Free until noon'),
        }),
        { token: owner.token },
      ),
    );
    expect(type).toMatchObject({
      type: 'slot-bookings',
      type_text: REQUEST_KINDS[0].name,
      attached_type: 'Activity',
      attached_id: activityId,
      attached_text: 'Snorkel',
      facility_id: facilityId,
      facility_text: 'Snorkel Place',
      recurring_type: 'weekly',
      recurring_text: 'Weekly',
      pax_required: true,
      pax_max: 10,
      pax_text: '10 pax per slot',
      // menu_multiple is a menu's option only
      menu_multiple: false,
      booking_emails: ['desk@example.com', 'spa@example.com'],
      cancellation_policy: en('Free until noon'),
    });
    expect(type.type_slots.map((s: { recurring_day: number[] }) => s.recurring_day)).toEqual([[2, 6], [1]]);
    expect(type.time_text).toContain('18:00');
    expect((await get(`bookings/types/${type.id}`)).body.data).toEqual(type);
    expect((await get('bookings/types')).body.data.map((t: { id: number }) => t.id)).toContain(type.id);
  });

  it('a manual type without pax keeps no timing sets and no maximum', async () => {
    const { activityId } = await facilityWithActivity(api, owner, 'Kayak');
    const type = created(
      await api.post('bookings/types', weeklyBody(activityId, { recurring_type: 'manual', pax_required: false, pax_max: 7 }), { token: owner.token }),
    );
    expect(type).toMatchObject({ recurring_text: 'Manual', type_slots: [], pax_max: 0, pax_text: 'No pax', time_text: 'Slots created by staff' });
  });

  it('one type per activity or menu; only menus of type menu; only the company’s objects', async () => {
    const { facilityId, activityId } = await facilityWithActivity(api, owner, 'Sail');
    created(await api.post('bookings/types', weeklyBody(activityId), { token: owner.token }));
    const twice = await api.post('bookings/types', weeklyBody(activityId), { token: owner.token });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({ attached_id: [REQUESTS_TEXT.typeExists] });

    const pdf = created(await api.post('facilities/menus', { facility_id: facilityId, name: en('Wine list'), type: 'pdf' }, { token: owner.token }));
    const onPdf = await api.post('bookings/types', { ...weeklyBody(pdf.id), attached_type: 'Menu' }, { token: owner.token });
    expect(onPdf.body.errors).toEqual({ attached_id: [CONTENT_TEXT.chooseFromList] });

    const theirs = await facilityWithActivity(api, other, 'Their dive');
    const foreign = await api.post('bookings/types', weeklyBody(theirs.activityId), { token: owner.token });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ attached_id: [CONTENT_TEXT.chooseFromList] });
  });

  it('types created at once for one activity: one wins, the others are refused (never a 5xx)', async () => {
    const { activityId } = await facilityWithActivity(api, owner, 'Burst');
    const answers = await Promise.all([1, 2, 3].map(() => api.post('bookings/types', weeklyBody(activityId), { token: owner.token })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1).every((s) => s === 409 || s === 422)).toBe(true);
    const attached = (await get('bookings/types/selectors/attached/Activity')).body.data.find((o: { id: number }) => o.id === activityId);
    expect(attached.booking_type_id).toBe(answers.find((a) => a.status === 201)!.body.data.id);
  });

  it('a weekly type needs a timing set, on create and on edit', async () => {
    const { activityId } = await facilityWithActivity(api, owner, 'Yoga');
    const none = await api.post('bookings/types', weeklyBody(activityId, { type_slots: [] }), { token: owner.token });
    expect(none.body.errors).toEqual({ type_slots: [REQUESTS_TEXT.firstSetRequired] });
    const type = created(await api.post('bookings/types', weeklyBody(activityId), { token: owner.token }));
    const edit = await api.patch(`bookings/types/${type.id}`, { type_slots: [] }, { token: owner.token });
    expect(edit.status).toBe(422);
    expect(edit.body.errors).toEqual({ type_slots: [REQUESTS_TEXT.firstSetRequired] });
    // A PATCH changes what it sends: the timing sets stay when the body leaves them out.
    const partial = await api.patch(`bookings/types/${type.id}`, { pax_max: 3 }, { token: owner.token });
    expect(partial.body.data).toMatchObject({ pax_max: 3, type_slots: type.type_slots });
  });
});

describe('editing a request type', () => {
  it('recurring_type and pax_required are fixed once the type exists', async () => {
    const { activityId } = await facilityWithActivity(api, owner, 'Spa');
    const type = created(await api.post('bookings/types', weeklyBody(activityId), { token: owner.token }));
    const changed = await api.patch(`bookings/types/${type.id}`, weeklyBody(activityId, { recurring_type: 'manual', pax_required: false }), { token: owner.token });
    expect(changed.status).toBe(422);
    expect(changed.body.errors).toEqual({ recurring_type: [REQUESTS_TEXT.fixedOnceCreated], pax_required: [REQUESTS_TEXT.fixedOnceCreated] });
    const same = await api.patch(`bookings/types/${type.id}`, weeklyBody(activityId, { pax_max: 0, allow_remarks: false }), { token: owner.token });
    expect(same.status).toBe(200);
    expect(same.body.data).toMatchObject({ pax_max: 0, pax_text: REQUESTS_TEXT.noLimit, allow_remarks: false, recurring_type: 'weekly', pax_required: true });
  });

  it('timing sets sent with their id keep it; the others are replaced', async () => {
    const { activityId } = await facilityWithActivity(api, owner, 'Tennis');
    const type = created(
      await api.post(
        'bookings/types',
        weeklyBody(activityId, {
          type_slots: [
            { recurring_day: [2], start_time: '08:00', end_time: '09:00' },
            { recurring_day: [3], start_time: '08:00', end_time: '09:00' },
          ],
        }),
        { token: owner.token },
      ),
    );
    const [first, second] = type.type_slots;
    const edited = await api.patch(
      `bookings/types/${type.id}`,
      weeklyBody(activityId, { type_slots: [{ ...first, start_time: '07:00' }, { recurring_day: [4], start_time: '09:00', end_time: '10:00' }] }),
      { token: owner.token },
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const sets = edited.body.data.type_slots;
    expect(sets[0]).toEqual({ ...first, start_time: '07:00' });
    expect(sets.map((s: { id: number }) => s.id)).not.toContain(second.id);
    expect(sets[1]).toMatchObject({ recurring_day: [4], start_time: '09:00' });
  });

  it('delete removes the type with its slots; another company’s id is 404', async () => {
    const { activityId } = await facilityWithActivity(api, owner, 'Gym');
    const type = created(await api.post('bookings/types', weeklyBody(activityId), { token: owner.token }));
    const slots = await get(`bookings/slots?booking_type_id=${type.id}&limit=1`);
    expect(slots.body.meta.total).toBe(60);
    const theirs = await facilityWithActivity(api, other, 'Their gym');
    const theirType = created(await api.post('bookings/types', weeklyBody(theirs.activityId), { token: other.token }));
    expect((await api.delete(`bookings/types/${theirType.id}`, { token: owner.token })).status).toBe(404);
    expect((await api.patch(`bookings/types/${theirType.id}`, weeklyBody(theirs.activityId), { token: owner.token })).status).toBe(404);
    expect((await get(`bookings/types/${theirType.id}`)).status).toBe(404);
    expect((await api.delete(`bookings/types/${type.id}`, { token: owner.token })).status).toBe(200);
    expect((await get(`bookings/types/${type.id}`)).status).toBe(404);
    expect((await get(`bookings/slots?booking_type_id=${type.id}`)).body.meta.total).toBe(0);
    expect((await get(`bookings/types/${theirType.id}`, other.token)).status).toBe(200);
  });
});

describe('selectors', () => {
  it('kinds; activities or menus of type menu with the type attached; the menu selector', async () => {
    expect((await get('bookings/types/selectors/type')).body.data).toEqual(REQUEST_KINDS.map((k) => ({ ...k })));
    const { facilityId, activityId } = await facilityWithActivity(api, owner, 'Selector dive');
    const menu = await menuWithItems(api, owner, facilityId, 'Selector dinner');
    const type = created(await api.post('bookings/types', { ...weeklyBody(menu.menuId), attached_type: 'Menu', menu_multiple: true }, { token: owner.token }));
    expect(type).toMatchObject({ attached_type: 'Menu', menu_multiple: true, attached_text: 'Selector dinner' });

    const activities = (await get('bookings/types/selectors/attached/Activity')).body.data;
    expect(activities).toContainEqual({ id: activityId, name: 'Selector dive', facility_text: 'Selector dive Place', booking_type_id: null });
    const menus = (await get('bookings/types/selectors/attached/Menu')).body.data;
    expect(menus).toContainEqual({ id: menu.menuId, name: 'Selector dinner', facility_text: 'Selector dive Place', booking_type_id: type.id });
    expect((await get('bookings/types/selectors/attached/Spa')).status).toBe(404);

    const selector = (await get(`bookings/types/${type.id}/menu-selector`)).body.data;
    expect(selector).toEqual([
      {
        id: menu.categoryId,
        name: en('Mains'),
        items: menu.itemIds.map((id, i) => ({ id, name: en(['Fish curry', 'Lime juice'][i]!), price_text: en('$5') })),
      },
    ]);
  });
});

describe('permissions and facility scope', () => {
  it('request permissions read the types of their facilities only; writes need manage-hotel-content', async () => {
    const x = await facilityWithActivity(api, owner, 'Scope X');
    const y = await facilityWithActivity(api, owner, 'Scope Y');
    const typeX = created(await api.post('bookings/types', weeklyBody(x.activityId), { token: owner.token }));
    const typeY = created(await api.post('bookings/types', weeklyBody(y.activityId), { token: owner.token }));
    for (const permission of ['read', 'manage'] as const) {
      const staff = await scopedStaff(api, owner, `types-${permission}`, permission, [x.facilityId]);
      const list = (await get('bookings/types', staff.token)).body.data.map((t: { id: number }) => t.id);
      expect(list).toEqual([typeX.id]);
      expect((await get(`bookings/types/${typeX.id}`, staff.token)).status).toBe(200);
      expect((await get(`bookings/types/${typeY.id}`, staff.token)).status).toBe(404);
      expect((await get(`bookings/types/${typeY.id}/menu-selector`, staff.token)).status).toBe(404);
      expect((await get(`bookings/types/${typeX.id}/menu-selector`, staff.token)).body.data).toEqual([]);
      expect((await api.patch(`bookings/types/${typeX.id}`, weeklyBody(x.activityId), { token: staff.token })).status).toBe(403);
      expect((await get('bookings/types/selectors/type', staff.token)).status).toBe(403);
    }
    // A grant naming no facility opens the route but shows nothing.
    const none = await scopedStaff(api, owner, 'types-none', 'read', []);
    expect((await get('bookings/types', none.token)).body.data).toEqual([]);
    const plain = await createStaff(api, owner, 'types-plain');
    expect((await get('bookings/types', plain.token)).status).toBe(403);
  });
});
