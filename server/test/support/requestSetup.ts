/**
 * Fixtures of the guests, request types and slots tests (slice 3), made through the API as a
 * person would: facilities with an activity or a menu, rooms, staff with facility-scoped request
 * permissions, and the company's time zone (which decides 'today').
 */
import { expect } from 'vitest';
import { en, PERMISSION } from '@atoll/contract';
import { tenant } from '../../src/db/tenant';
import type { ApiClient, Json } from './client';
import { createStaff, type Tenant } from './fixtures';
import type { TestServer } from './server';

export const created = (res: { status: number; body: Json }): Json => {
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
};

export async function facilityWithActivity(api: ApiClient, owner: Tenant, name: string): Promise<{ facilityId: number; activityId: number }> {
  const facilityId = created(await api.post('facilities', { name: en(`${name} Place`) }, { token: owner.token })).id as number;
  const activityId = created(await api.post('facilities/activities', { facility_id: facilityId, name: en(name) }, { token: owner.token })).id as number;
  return { facilityId, activityId };
}

/** A menu of type 'menu' with one category of two items. */
export async function menuWithItems(api: ApiClient, owner: Tenant, facilityId: number, name: string): Promise<{ menuId: number; categoryId: number; itemIds: number[] }> {
  const token = owner.token;
  const menuId = created(await api.post('facilities/menus', { facility_id: facilityId, name: en(name), type: 'menu' }, { token })).id as number;
  const categoryId = created(await api.post('facilities/menus/categories', { menu_id: menuId, name: en('Mains') }, { token })).id as number;
  const itemIds: number[] = [];
  for (const item of ['Fish curry', 'Lime juice']) {
    itemIds.push(created(await api.post('facilities/menus/items', { menu_id: menuId, category_id: categoryId, name: en(item), price_text: en('$5') }, { token })).id as number);
  }
  return { menuId, categoryId, itemIds };
}

/** A room type with rooms of these numbers; their ids by number. */
export async function roomsOf(api: ApiClient, owner: Tenant, typeName: string, numbers: string[]): Promise<Map<string, number>> {
  const type = created(await api.post('rooms/types', { name: typeName }, { token: owner.token }));
  const res = await api.post(`rooms/types/${type.id}/rooms`, { rooms: numbers.map((number) => ({ number })) }, { token: owner.token });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  const selector = await api.get('rooms/selector', { token: owner.token });
  return new Map((selector.body.data as { id: number; number: string; room_type_id: number }[]).filter((r) => r.room_type_id === type.id).map((r) => [r.number, r.id]));
}

/** A weekly type on an activity: every day of the week 10:00–11:00 unless sets are given. */
export const weeklyBody = (activityId: number, extra: Json = {}): Json => ({
  attached_type: 'Activity',
  attached_id: activityId,
  recurring_type: 'weekly',
  pax_required: true,
  pax_max: 10,
  type_slots: [{ recurring_day: [1, 2, 3, 4, 5, 6, 7], start_time: '10:00', end_time: '11:00' }],
  ...extra,
});

/** Staff whose request permission names only these facilities. */
export const scopedStaff = (api: ApiClient, owner: Tenant, username: string, permission: 'manage' | 'read', facilityIds: number[], more: Json = {}) =>
  createStaff(api, owner, username, {
    [permission === 'manage' ? PERMISSION.manageFacilityRequests : PERMISSION.readFacilityRequests]: { objects: facilityIds },
    ...more,
  });

/** Sets the company's time zone (no API sets it after sign-up). */
export async function setTimeZone(server: TestServer, companyId: number, timezone: string): Promise<void> {
  await tenant(server.database.db, companyId).updateCompany({ timezone });
}
