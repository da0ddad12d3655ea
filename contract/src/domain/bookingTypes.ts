/**
 * Request (booking) types (spec sections 2, 3, 4, 7): what a create or edit stores (the fields that
 * do not apply to the type are stored as their neutral value), the timing sets as stored, the lists'
 * order, a type's view and reference, and the menu selector. Pure: the server and the mocks call
 * these around their own storage.
 */
import {
  REQUEST_KINDS,
  REQUESTS_TEXT,
  type AttachedType,
  type BookingType,
  type BookingTypeRef,
  type MenuSelectorCategory,
  type RecurringType,
  type TypeSlot,
} from '../bookings';
import { can, PERMISSION, type PermissionsMap } from '../permissions';
import type { Translatable } from '../translations';
import { checkFixedTypeFields, recurringText, requestScope, typePaxText, typeTimeText, type FacilityScope } from './bookings';
import { cleanTranslatable } from './richText';
import { ruleField } from './rules';

/** 'Slot Bookings': the kind's name (GET /bookings/types/selectors/type). */
export const requestKindText = (kind: string): string => REQUEST_KINDS.find((k) => k.id === kind)?.name ?? kind;

/** A timing set of a body. */
export interface TypeSlotInput {
  id?: number;
  recurring_day: readonly number[];
  start_time: string;
  end_time: string;
}

/** A timing set as stored: its weekdays once each, in order. */
export const cleanTypeSlot = (set: TypeSlotInput): { id?: number; recurring_day: number[]; start_time: string; end_time: string } => ({
  ...(set.id !== undefined ? { id: set.id } : {}),
  recurring_day: [...new Set(set.recurring_day)].sort((a, b) => a - b),
  start_time: set.start_time.trim(),
  end_time: set.end_time.trim(),
});

/** The body fields both POST and PATCH /bookings/types set (after the schema). */
export interface BookingTypeFieldsInput {
  type_slots: readonly TypeSlotInput[];
  pax_max?: number | null;
  allow_remarks: boolean;
  menu_multiple: boolean;
  booking_emails: readonly string[];
  allow_bookings_from_app: boolean;
  slot_booking_close_minutes: number;
  cancellation_policy: Translatable;
}

/**
 * What a create or edit stores, given the type's fixed fields: a weekly type needs a timing set (422 on
 * type_slots) and keeps its sets cleaned, a manual type none; pax_max only when the type takes pax (0
 * otherwise); menu_multiple only for a menu's type; e-mails trimmed; the policy's translations cleaned.
 */
export function bookingTypeFields(input: BookingTypeFieldsInput, fixed: { attached_type: AttachedType; recurring_type: RecurringType | string; pax_required: boolean }) {
  if (fixed.recurring_type === 'weekly' && input.type_slots.length === 0) throw ruleField('type_slots', REQUESTS_TEXT.firstSetRequired);
  return {
    type_slots: fixed.recurring_type === 'weekly' ? input.type_slots.map(cleanTypeSlot) : [],
    pax_max: fixed.pax_required ? (input.pax_max ?? 0) : 0,
    allow_remarks: input.allow_remarks,
    menu_multiple: fixed.attached_type === 'Menu' ? input.menu_multiple : false,
    booking_emails: input.booking_emails.map((e) => e.trim()),
    allow_bookings_from_app: input.allow_bookings_from_app,
    slot_booking_close_minutes: input.slot_booking_close_minutes,
    cancellation_policy: cleanTranslatable(input.cancellation_policy),
  };
}

/** The types a user reads: every type of the company with manage-hotel-content (they set types up), else the request permissions' read scope. */
export const typeScope = (permissions: PermissionsMap | null | undefined): FacilityScope =>
  can(permissions ?? undefined, PERMISSION.manageHotelContent) ? 'all' : requestScope(permissions, 'read');

/**
 * PATCH /bookings/types/{id} changes what it sends: the body laid over the stored type, after
 * recurring_type and pax_required are checked to repeat the stored values (checkFixedTypeFields), which
 * then stay the stored ones (so the weekly rules apply). The result goes through the update schema.
 */
export function typePatchInput(current: BookingType, raw: unknown): Record<string, unknown> {
  const body = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown> & { recurring_type?: string; pax_required?: boolean };
  checkFixedTypeFields(current, body);
  return { ...current, ...body, recurring_type: current.recurring_type, pax_required: current.pax_required };
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** GET /bookings/types: by facility, then activity or menu name, ignoring case; then id. */
export const compareBookingTypes = (a: Pick<BookingTypeRef, 'id' | 'facility_text' | 'attached_text'>, b: Pick<BookingTypeRef, 'id' | 'facility_text' | 'attached_text'>): number =>
  byName(a.facility_text, b.facility_text) || byName(a.attached_text, b.attached_text) || a.id - b.id;

/** GET /bookings/types/selectors/attached/{type}: by facility, then name, ignoring case; then id. */
export const compareAttachedOptions = (a: { id: number; name: string; facility_text: string }, b: { id: number; name: string; facility_text: string }): number =>
  byName(a.facility_text, b.facility_text) || byName(a.name, b.name) || a.id - b.id;

/** The stored fields of a type, with the names of what it is attached to. */
export type BookingTypeFields = Omit<BookingType, 'type_text' | 'recurring_text' | 'time_text' | 'pax_text'>;

/** A type as the API answers it: its fields and its texts. */
export function bookingTypeView(row: BookingTypeFields): BookingType {
  return {
    id: row.id,
    type: row.type,
    attached_type: row.attached_type,
    attached_id: row.attached_id,
    attached_text: row.attached_text,
    facility_id: row.facility_id,
    facility_text: row.facility_text,
    type_text: requestKindText(row.type),
    recurring_type: row.recurring_type,
    recurring_text: recurringText(row.recurring_type),
    time_text: typeTimeText(row.recurring_type, row.type_slots),
    type_slots: row.type_slots.map((s: TypeSlot) => ({ id: s.id, recurring_day: [...s.recurring_day], start_time: s.start_time, end_time: s.end_time })),
    pax_required: row.pax_required,
    pax_max: row.pax_max,
    pax_text: typePaxText(row.pax_required, row.pax_max),
    allow_remarks: row.allow_remarks,
    menu_multiple: row.menu_multiple,
    booking_emails: [...row.booking_emails],
    allow_bookings_from_app: row.allow_bookings_from_app,
    slot_booking_close_minutes: row.slot_booking_close_minutes,
    cancellation_policy: structuredClone(row.cancellation_policy),
    updated: row.updated,
  };
}

/** A type as slots and bookings name it. */
export function bookingTypeRef(row: Omit<BookingTypeRef, 'type_text'> & { type: string }): BookingTypeRef {
  return {
    id: row.id,
    type_text: requestKindText(row.type),
    attached_type: row.attached_type,
    attached_id: row.attached_id,
    attached_text: row.attached_text,
    facility_id: row.facility_id,
    facility_text: row.facility_text,
    pax_required: row.pax_required,
    recurring_type: row.recurring_type,
  };
}

/** GET /bookings/types/{id}/menu-selector: the menu's categories in their order, each with its items in theirs. */
export function menuSelector(
  categories: readonly { id: number; name: Translatable; sort_order: number }[],
  items: readonly { id: number; category_id: number | null; name: Translatable; price_text: Translatable; sort_order: number }[],
): MenuSelectorCategory[] {
  const order = (a: { id: number; sort_order: number }, b: { id: number; sort_order: number }) => a.sort_order - b.sort_order || a.id - b.id;
  return [...categories].sort(order).map((c) => ({
    id: c.id,
    name: structuredClone(c.name),
    items: items
      .filter((i) => i.category_id === c.id)
      .sort(order)
      .map((i) => ({ id: i.id, name: structuredClone(i.name), price_text: structuredClone(i.price_text) })),
  }));
}
