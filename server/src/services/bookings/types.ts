/**
 * Request (booking) types (spec sections 2, 4, 7): one per activity or per menu of type 'menu',
 * with their timing sets (type_slots). Created and edited from the Facilities drawers
 * (manage-hotel-content, company-wide); read also by the request permissions within their facility
 * scope. recurring_type and pax_required are fixed once the type exists (checkFixedTypeFields).
 * Every create and edit re-plans the type's slots in the same transaction (slots.ts).
 */
import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  CONTENT_TEXT,
  REQUESTS_TEXT,
  translationText,
  type AttachedOption,
  type AttachedType,
  type BookingType,
  type BookingTypeCreatePayload,
  type BookingTypeUpdatePayload,
  type MenuSelectorCategory,
  type TypeSlot,
} from '@atoll/contract';
import {
  checkFixedTypeFields,
  cleanTranslatable,
  recurringText,
  ruleField,
  typePaxText,
  typeTimeText,
  type FacilityScope,
} from '@atoll/contract/domain';
import type { Db } from '../../db/client';
import { activities, bookingTypes, bookingTypeSlots, facilities, menuCategories, menuItems, menus } from '../../db/schema';
import { tenant, type Tenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { attachedIdOf, typeKindText, typeNames, type BookingTypeRow, type TypeNames } from './refs';
import { facilityCondition } from './scope';
import { generateSlots } from './slots';

type SetRow = typeof bookingTypeSlots.$inferSelect;

const toTypeSlot = (s: SetRow): TypeSlot => ({ id: s.id, recurring_day: s.recurringDay, start_time: s.startTime, end_time: s.endTime });

function toBookingType(row: BookingTypeRow, sets: TypeSlot[], names: TypeNames): BookingType {
  const attachedId = attachedIdOf(row);
  return {
    id: row.id,
    type: row.type,
    attached_type: row.attachedType,
    attached_id: attachedId,
    attached_text: names.attached.get(`${row.attachedType}:${attachedId}`) ?? '',
    facility_id: row.facilityId,
    facility_text: names.facilities.get(row.facilityId) ?? '',
    type_text: typeKindText(row.type),
    recurring_type: row.recurringType,
    recurring_text: recurringText(row.recurringType),
    time_text: typeTimeText(row.recurringType, sets),
    type_slots: sets,
    pax_required: row.paxRequired,
    pax_max: row.paxMax,
    pax_text: typePaxText(row.paxRequired, row.paxMax),
    allow_remarks: row.allowRemarks,
    menu_multiple: row.menuMultiple,
    booking_emails: row.bookingEmails,
    allow_bookings_from_app: row.allowBookingsFromApp,
    slot_booking_close_minutes: row.slotBookingCloseMinutes,
    cancellation_policy: row.cancellationPolicy,
    updated: row.updatedAt.toISOString(),
  };
}

async function serializeTypes(own: Tenant, rows: BookingTypeRow[]): Promise<BookingType[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [sets, names] = await Promise.all([
    own.select(bookingTypeSlots, inArray(bookingTypeSlots.bookingTypeId, ids)).orderBy(asc(bookingTypeSlots.position), asc(bookingTypeSlots.id)),
    typeNames(own, rows),
  ]);
  return rows.map((row) =>
    toBookingType(
      row,
      sets.filter((s) => s.bookingTypeId === row.id).map(toTypeSlot),
      names,
    ),
  );
}

/** A type within `scope` (404 otherwise). */
export async function findType(own: Tenant, id: number, scope: FacilityScope): Promise<BookingTypeRow> {
  const [row] = await own.select(bookingTypes, eq(bookingTypes.id, id), facilityCondition(bookingTypes.facilityId, scope));
  if (!row) throw notFound();
  return row;
}

/** GET /bookings/types: every type within the scope, by facility then activity or menu name. */
export async function listTypes(own: Tenant, scope: FacilityScope): Promise<BookingType[]> {
  const rows = await own.select(bookingTypes, facilityCondition(bookingTypes.facilityId, scope)).orderBy(asc(bookingTypes.id));
  const types = await serializeTypes(own, rows);
  return types.sort(
    (a, b) =>
      a.facility_text.localeCompare(b.facility_text, 'en', { sensitivity: 'base' }) ||
      a.attached_text.localeCompare(b.attached_text, 'en', { sensitivity: 'base' }) ||
      a.id - b.id,
  );
}

export async function oneType(own: Tenant, id: number, scope: FacilityScope): Promise<BookingType> {
  const [type] = await serializeTypes(own, [await findType(own, id, scope)]);
  return type;
}

/** The activity, or the menu of type 'menu', a body attaches to (422 'Choose from the list' otherwise). */
async function attachedRow(own: Tenant, attachedType: AttachedType, id: number): Promise<{ id: number; facilityId: number }> {
  const [row] =
    attachedType === 'Activity'
      ? await own.pick({ id: activities.id, facilityId: activities.facilityId }, activities, eq(activities.id, id))
      : await own.pick({ id: menus.id, facilityId: menus.facilityId }, menus, eq(menus.id, id), eq(menus.type, 'menu'));
  if (!row) throw ruleField('attached_id', CONTENT_TEXT.chooseFromList);
  return row;
}

/** The columns both POST and PATCH set; what does not apply to the type is stored as its neutral value. */
function typeColumns(input: BookingTypeUpdatePayload, fixed: { attachedType: AttachedType; recurringType: string; paxRequired: boolean }) {
  if (fixed.recurringType === 'weekly' && input.type_slots.length === 0) throw ruleField('type_slots', REQUESTS_TEXT.firstSetRequired);
  return {
    paxMax: fixed.paxRequired ? (input.pax_max ?? 0) : 0,
    allowRemarks: input.allow_remarks,
    menuMultiple: fixed.attachedType === 'Menu' ? input.menu_multiple : false,
    bookingEmails: input.booking_emails.map((e) => e.trim()),
    allowBookingsFromApp: input.allow_bookings_from_app,
    slotBookingCloseMinutes: input.slot_booking_close_minutes,
    cancellationPolicy: cleanTranslatable(input.cancellation_policy),
  };
}

/** Replaces a type's timing sets: a set sent with its id keeps it, new ones are added, the rest removed (`tx`). */
async function writeSets(own: Tenant, typeId: number, sets: BookingTypeUpdatePayload['type_slots']): Promise<void> {
  const stored = new Set((await own.pick({ id: bookingTypeSlots.id }, bookingTypeSlots, eq(bookingTypeSlots.bookingTypeId, typeId))).map((r) => r.id));
  const kept = sets.flatMap((s) => (s.id !== undefined && stored.has(s.id) ? [s.id] : []));
  await own.delete(bookingTypeSlots, and(eq(bookingTypeSlots.bookingTypeId, typeId), kept.length ? notInArray(bookingTypeSlots.id, kept) : undefined) as SQL);
  const seen = new Set<number>();
  for (const [position, set] of sets.entries()) {
    const values = { recurringDay: [...new Set(set.recurring_day)].sort((a, b) => a - b), startTime: set.start_time, endTime: set.end_time, position };
    if (set.id !== undefined && stored.has(set.id) && !seen.has(set.id)) {
      seen.add(set.id);
      await own.update(bookingTypeSlots, and(eq(bookingTypeSlots.bookingTypeId, typeId), eq(bookingTypeSlots.id, set.id)) as SQL, values);
    } else {
      await own.insertChild(bookingTypeSlots, { bookingTypeId: typeId, ...values });
    }
  }
}

/** POST /bookings/types: one type per activity or menu (422 typeExists; a concurrent twin meets the unique key, 409). */
export async function createType(db: Db, companyId: number, input: BookingTypeCreatePayload, today: string): Promise<number> {
  const own = tenant(db, companyId);
  const attachedType = input.attached_type as AttachedType;
  const attached = await attachedRow(own, attachedType, input.attached_id);
  const column = attachedType === 'Activity' ? bookingTypes.activityId : bookingTypes.menuId;
  if ((await own.pick({ id: bookingTypes.id }, bookingTypes, eq(column, attached.id))).length) throw ruleField('attached_id', REQUESTS_TEXT.typeExists);
  const fixed = { attachedType, recurringType: input.recurring_type, paxRequired: input.pax_required };
  const columns = typeColumns(input, fixed);
  const sets = input.recurring_type === 'weekly' ? input.type_slots : [];
  return db.transaction(async (tx) => {
    const txOwn = tenant(tx, companyId);
    const [row] = await txOwn
      .insert(bookingTypes, {
        ...columns,
        type: input.type,
        attachedType,
        activityId: attachedType === 'Activity' ? attached.id : null,
        menuId: attachedType === 'Menu' ? attached.id : null,
        facilityId: attached.facilityId,
        recurringType: input.recurring_type as BookingTypeRow['recurringType'],
        paxRequired: input.pax_required,
      })
      .returning();
    await writeSets(txOwn, row.id, sets);
    await generateSlots(tx, companyId, row, today, 'reshape');
    return row.id;
  });
}

/**
 * PATCH /bookings/types/{id}: `input` is the stored type with the body's fields over it (the route
 * merges, as the mocks do); recurring_type and pax_required may only repeat the stored values. A
 * new pax_max applies to slots generated from now on (existing slots keep theirs: PATCH a slot).
 */
export async function updateType(db: Db, companyId: number, id: number, input: BookingTypeUpdatePayload, today: string): Promise<void> {
  const stored = await tenant(db, companyId).find(bookingTypes, id);
  checkFixedTypeFields({ recurring_type: stored.recurringType, pax_required: stored.paxRequired }, input);
  const columns = typeColumns(input, stored);
  const sets = stored.recurringType === 'weekly' ? input.type_slots : [];
  await db.transaction(async (tx) => {
    const txOwn = tenant(tx, companyId);
    const [row] = await txOwn
      .update(bookingTypes, id, { ...columns, updatedAt: sql`now()` })
      .returning();
    if (!row) throw notFound();
    await writeSets(txOwn, id, sets);
    await generateSlots(tx, companyId, row, today, 'reshape');
  });
}

/** DELETE /bookings/types/{id}: its timing sets, slots and bookings go with it (SQL cascades). */
export async function deleteType(own: Tenant, id: number): Promise<void> {
  await own.find(bookingTypes, id);
  await own.delete(bookingTypes, id);
}

/** GET /bookings/types/selectors/attached/{attachedType}: activities, or menus of type 'menu', with the type attached to each. */
export async function attachedOptions(own: Tenant, attachedType: AttachedType): Promise<AttachedOption[]> {
  const rows =
    attachedType === 'Activity'
      ? await own
          .pick({ id: activities.id, name: activities.name, facilityName: facilities.name, typeId: bookingTypes.id }, activities)
          .innerJoin(facilities, eq(facilities.id, activities.facilityId))
          .leftJoin(bookingTypes, eq(bookingTypes.activityId, activities.id))
      : await own
          .pick({ id: menus.id, name: menus.name, facilityName: facilities.name, typeId: bookingTypes.id }, menus, eq(menus.type, 'menu'))
          .innerJoin(facilities, eq(facilities.id, menus.facilityId))
          .leftJoin(bookingTypes, eq(bookingTypes.menuId, menus.id));
  return rows
    .map((r) => ({ id: r.id, name: translationText(r.name), facility_text: translationText(r.facilityName), booking_type_id: r.typeId ?? null }))
    .sort((a, b) => a.facility_text.localeCompare(b.facility_text, 'en', { sensitivity: 'base' }) || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id);
}

/** GET /bookings/types/{id}/menu-selector: the menu's categories with their items, in their sort order ([] for an activity's type). */
export async function menuSelector(own: Tenant, type: BookingTypeRow): Promise<MenuSelectorCategory[]> {
  if (type.menuId === null) return [];
  const [categories, items] = await Promise.all([
    own.select(menuCategories, eq(menuCategories.menuId, type.menuId)).orderBy(asc(menuCategories.sortOrder), asc(menuCategories.id)),
    own.select(menuItems, eq(menuItems.menuId, type.menuId)).orderBy(asc(menuItems.sortOrder), asc(menuItems.id)),
  ]);
  return categories.map((c) => ({
    id: c.id,
    name: c.name,
    items: items.filter((i) => i.categoryId === c.id).map((i) => ({ id: i.id, name: i.name, price_text: i.priceText })),
  }));
}
