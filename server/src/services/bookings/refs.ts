/**
 * Shapes shared by the slice's services: a request type's reference (BookingTypeRef: the attached
 * activity or menu and its facility, by name) and a slot as GET /bookings/slots… answers it. The
 * bookings services build their rows' `booking_type` and `booking_slot` from here too.
 */
import { inArray } from 'drizzle-orm';
import { translationText, type BookingTypeRef, type Slot } from '@atoll/contract';
import { bookingTypeRef, slotView } from '@atoll/contract/domain';
import { activities, bookingSlots, bookingTypes, facilities, menus } from '../../db/schema';
import type { Tenant } from '../../db/tenant';

export type BookingTypeRow = typeof bookingTypes.$inferSelect;
export type SlotRow = typeof bookingSlots.$inferSelect;

/** The activity's or the menu's id. */
export const attachedIdOf = (row: Pick<BookingTypeRow, 'activityId' | 'menuId'>): number => (row.activityId ?? row.menuId)!;

/** The names a set of types refers to: their activities, menus and facilities ('en' text). */
export interface TypeNames {
  attached: Map<string, string>;
  facilities: Map<number, string>;
}
export const attachedKey = (type: 'Activity' | 'Menu', id: number) => `${type}:${id}`;

export async function typeNames(own: Tenant, rows: readonly BookingTypeRow[]): Promise<TypeNames> {
  const activityIds = [...new Set(rows.flatMap((r) => (r.activityId === null ? [] : [r.activityId])))];
  const menuIds = [...new Set(rows.flatMap((r) => (r.menuId === null ? [] : [r.menuId])))];
  const facilityIds = [...new Set(rows.map((r) => r.facilityId))];
  const [activityRows, menuRows, facilityRows] = await Promise.all([
    activityIds.length ? own.pick({ id: activities.id, name: activities.name }, activities, inArray(activities.id, activityIds)) : [],
    menuIds.length ? own.pick({ id: menus.id, name: menus.name }, menus, inArray(menus.id, menuIds)) : [],
    facilityIds.length ? own.pick({ id: facilities.id, name: facilities.name }, facilities, inArray(facilities.id, facilityIds)) : [],
  ]);
  return {
    attached: new Map([
      ...activityRows.map((r) => [attachedKey('Activity', r.id), translationText(r.name)] as const),
      ...menuRows.map((r) => [attachedKey('Menu', r.id), translationText(r.name)] as const),
    ]),
    facilities: new Map(facilityRows.map((r) => [r.id, translationText(r.name)])),
  };
}

/** The fields of a type its reference reads. */
export type TypeRefFields = Pick<BookingTypeRow, 'id' | 'type' | 'attachedType' | 'activityId' | 'menuId' | 'facilityId' | 'paxRequired' | 'recurringType'>;

export function toTypeRef(row: TypeRefFields, names: TypeNames): BookingTypeRef {
  const attachedId = attachedIdOf(row);
  return bookingTypeRef({
    id: row.id,
    type: row.type,
    attached_type: row.attachedType,
    attached_id: attachedId,
    attached_text: names.attached.get(attachedKey(row.attachedType, attachedId)) ?? '',
    facility_id: row.facilityId,
    facility_text: names.facilities.get(row.facilityId) ?? '',
    pax_required: row.paxRequired,
    recurring_type: row.recurringType,
  });
}

/** BookingTypeRef of each given type, by id. */
export async function typeRefs(own: Tenant, rows: readonly BookingTypeRow[]): Promise<Map<number, BookingTypeRef>> {
  const names = await typeNames(own, rows);
  return new Map(rows.map((r) => [r.id, toTypeRef(r, names)]));
}

/** The company's time zone: slot dates and times are local to it. */
export async function companyTimeZone(own: Tenant): Promise<string> {
  return (await own.company()).timezone;
}

/** One slot, given its type (and its reference) and the company's time zone: the domain's slotView. */
export function toSlot(row: SlotRow, type: BookingTypeRow, ref: BookingTypeRef, timeZone: string, now: Date): Slot {
  const slot = { id: row.id, booking_type_id: row.bookingTypeId, date: row.date, start_time: row.startTime, end_time: row.endTime, pax_max: row.paxMax, booked_pax: row.bookedPax, bookings_count: row.bookingsCount };
  return slotView(slot, { slot_booking_close_minutes: type.slotBookingCloseMinutes, ref }, timeZone, now);
}

/** Slots as the API answers them (their types looked up through the seam; the caller scoped the rows). */
export async function serializeSlots(own: Tenant, rows: readonly SlotRow[], now: Date = new Date()): Promise<Slot[]> {
  if (rows.length === 0) return [];
  const typeIds = [...new Set(rows.map((r) => r.bookingTypeId))];
  const [types, timeZone] = await Promise.all([own.select(bookingTypes, inArray(bookingTypes.id, typeIds)), companyTimeZone(own)]);
  const byId = new Map(types.map((t) => [t.id, t]));
  const refs = await typeRefs(own, types);
  return rows.flatMap((row) => {
    const type = byId.get(row.bookingTypeId);
    const ref = refs.get(row.bookingTypeId);
    return type && ref ? [toSlot(row, type, ref, timeZone, now)] : [];
  });
}

