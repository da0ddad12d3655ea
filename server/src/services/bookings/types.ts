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
  bookingTypeFields,
  bookingTypeView,
  checkFixedTypeFields,
  compareAttachedOptions,
  compareBookingTypes,
  menuSelector as menuSelectorOf,
  ruleField,
  type FacilityScope,
} from '@atoll/contract/domain';
import { activities, bookingTypes, bookingTypeSlots, facilities, menuCategories, menuItems, menus } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import type { OwnTx } from './own';
import { attachedIdOf, attachedKey, typeNames, type BookingTypeRow, type TypeNames } from './refs';
import { facilityCondition } from './scope';
import { generateSlots } from './slots';

type SetRow = typeof bookingTypeSlots.$inferSelect;

const toTypeSlot = (s: SetRow): TypeSlot => ({ id: s.id, recurring_day: s.recurringDay, start_time: s.startTime, end_time: s.endTime });

function toBookingType(row: BookingTypeRow, sets: TypeSlot[], names: TypeNames): BookingType {
  const attachedId = attachedIdOf(row);
  return bookingTypeView({
    id: row.id,
    type: row.type,
    attached_type: row.attachedType,
    attached_id: attachedId,
    attached_text: names.attached.get(attachedKey(row.attachedType, attachedId)) ?? '',
    facility_id: row.facilityId,
    facility_text: names.facilities.get(row.facilityId) ?? '',
    recurring_type: row.recurringType,
    type_slots: sets,
    pax_required: row.paxRequired,
    pax_max: row.paxMax,
    allow_remarks: row.allowRemarks,
    menu_multiple: row.menuMultiple,
    booking_emails: row.bookingEmails,
    allow_bookings_from_app: row.allowBookingsFromApp,
    slot_booking_close_minutes: row.slotBookingCloseMinutes,
    cancellation_policy: row.cancellationPolicy,
    updated: row.updatedAt.toISOString(),
  });
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
  return (await serializeTypes(own, rows)).sort(compareBookingTypes);
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

/** The columns both POST and PATCH set: the domain's bookingTypeFields (what does not apply is stored as its neutral value). */
function typeColumns(input: BookingTypeUpdatePayload, fixed: { attachedType: AttachedType; recurringType: string; paxRequired: boolean }) {
  const fields = bookingTypeFields(input, { attached_type: fixed.attachedType, recurring_type: fixed.recurringType, pax_required: fixed.paxRequired });
  return {
    sets: fields.type_slots,
    columns: {
      paxMax: fields.pax_max,
      allowRemarks: fields.allow_remarks,
      menuMultiple: fields.menu_multiple,
      bookingEmails: fields.booking_emails,
      allowBookingsFromApp: fields.allow_bookings_from_app,
      slotBookingCloseMinutes: fields.slot_booking_close_minutes,
      cancellationPolicy: fields.cancellation_policy,
    },
  };
}

/** Replaces a type's timing sets: a set sent with its id keeps it, new ones are added, the rest removed (`tx`). */
async function writeSets(own: Tenant, typeId: number, sets: ReturnType<typeof typeColumns>['sets']): Promise<void> {
  const stored = new Set((await own.pick({ id: bookingTypeSlots.id }, bookingTypeSlots, eq(bookingTypeSlots.bookingTypeId, typeId))).map((r) => r.id));
  const kept = sets.flatMap((s) => (s.id !== undefined && stored.has(s.id) ? [s.id] : []));
  await own.delete(bookingTypeSlots, and(eq(bookingTypeSlots.bookingTypeId, typeId), kept.length ? notInArray(bookingTypeSlots.id, kept) : undefined) as SQL);
  const seen = new Set<number>();
  for (const [position, set] of sets.entries()) {
    const values = { recurringDay: set.recurring_day, startTime: set.start_time, endTime: set.end_time, position };
    if (set.id !== undefined && stored.has(set.id) && !seen.has(set.id)) {
      seen.add(set.id);
      await own.update(bookingTypeSlots, and(eq(bookingTypeSlots.bookingTypeId, typeId), eq(bookingTypeSlots.id, set.id)) as SQL, values);
    } else {
      await own.insertChild(bookingTypeSlots, { bookingTypeId: typeId, ...values });
    }
  }
}

/** POST /bookings/types: one type per activity or menu (422 typeExists; a concurrent twin meets the unique key, 409). */
export async function createType(own: OwnTx, input: BookingTypeCreatePayload, today: string): Promise<number> {
  const attachedType = input.attached_type as AttachedType;
  const attached = await attachedRow(own, attachedType, input.attached_id);
  const column = attachedType === 'Activity' ? bookingTypes.activityId : bookingTypes.menuId;
  if ((await own.pick({ id: bookingTypes.id }, bookingTypes, eq(column, attached.id))).length) throw ruleField('attached_id', REQUESTS_TEXT.typeExists);
  const { columns, sets } = typeColumns(input, { attachedType, recurringType: input.recurring_type, paxRequired: input.pax_required });
  return own.transaction(async (txOwn) => {
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
    await generateSlots(txOwn, row, today, 'reshape');
    return row.id;
  });
}

/**
 * PATCH /bookings/types/{id}: `input` is the stored type with the body's fields over it (the route
 * merges, as the mocks do); recurring_type and pax_required may only repeat the stored values. A
 * new pax_max applies to slots generated from now on (existing slots keep theirs: PATCH a slot).
 */
export async function updateType(own: OwnTx, id: number, input: BookingTypeUpdatePayload, today: string): Promise<void> {
  const stored = await own.find(bookingTypes, id);
  checkFixedTypeFields({ recurring_type: stored.recurringType, pax_required: stored.paxRequired }, input);
  const { columns, sets } = typeColumns(input, stored);
  await own.transaction(async (txOwn) => {
    const [row] = await txOwn
      .update(bookingTypes, id, { ...columns, updatedAt: sql`now()` })
      .returning();
    if (!row) throw notFound();
    await writeSets(txOwn, id, sets);
    await generateSlots(txOwn, row, today, 'reshape');
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
          .innerJoin(facilities, own.where(facilities, eq(facilities.id, activities.facilityId)))
          .leftJoin(bookingTypes, own.where(bookingTypes, eq(bookingTypes.activityId, activities.id)))
      : await own
          .pick({ id: menus.id, name: menus.name, facilityName: facilities.name, typeId: bookingTypes.id }, menus, eq(menus.type, 'menu'))
          .innerJoin(facilities, own.where(facilities, eq(facilities.id, menus.facilityId)))
          .leftJoin(bookingTypes, own.where(bookingTypes, eq(bookingTypes.menuId, menus.id)));
  return rows
    .map((r) => ({ id: r.id, name: translationText(r.name), facility_text: translationText(r.facilityName), booking_type_id: r.typeId ?? null }))
    .sort(compareAttachedOptions);
}

/** GET /bookings/types/{id}/menu-selector: the menu's categories with their items, in their sort order ([] for an activity's type). */
export async function menuSelector(own: Tenant, type: BookingTypeRow): Promise<MenuSelectorCategory[]> {
  if (type.menuId === null) return [];
  const [categories, items] = await Promise.all([
    own.pick({ id: menuCategories.id, name: menuCategories.name, sort_order: menuCategories.sortOrder }, menuCategories, eq(menuCategories.menuId, type.menuId)),
    own.pick(
      { id: menuItems.id, category_id: menuItems.categoryId, name: menuItems.name, price_text: menuItems.priceText, sort_order: menuItems.sortOrder },
      menuItems,
      eq(menuItems.menuId, type.menuId),
    ),
  ]);
  return menuSelectorOf(categories, items);
}
