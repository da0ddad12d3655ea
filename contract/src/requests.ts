/**
 * Slice 3 — Requests (spec sections 2, 3, 4, 5, 7): guests, request (booking) types with their
 * timing sets, slots and bookings. The shapes the API answers, the bodies it takes (yup schemas the
 * console's forms, the mocks and the server share), the lists' query keys and the screens' texts.
 * The rules (status machine, slot generation, capacity, in-house, deadlines, facility scope) are
 * pure functions in `@atoll/contract/domain` (domain/bookings.ts); docs/requests.md explains them.
 */
import * as yup from 'yup';
import { DEFAULT_PAGE_SIZE, parseOrderBy } from './api';
import { RECURRING_TYPES, TEXT_MAX } from './constants';
import { CONTENT_TEXT, REQUIRED, TIME_PATTERN, translatable } from './contentFields';
import { DAYS_OF_WEEK } from './events';
import { MSG } from './messages';
import type { Translatable } from './translations';
import { BOOKING_LIMITS, BOOKING_ORDER_KEYS, BOOKING_STATUSES, GUEST_ORDER_KEYS, REQUESTS_TEXT, SLOT_ORDER_KEYS, type BookingStatus } from './requestsScreen';
export {
  BOOKING_LIMITS,
  BOOKING_ORDER_KEYS,
  BOOKING_STATES,
  BOOKING_STATUSES,
  formatGuestDate,
  GUEST_ORDER_KEYS,
  REQUESTS_TEXT,
  SLOT_ORDER_KEYS,
  type BookingState,
  type BookingStatus,
} from './requestsScreen';

// Shapes ------------------------------------------------------------------------

/** A status as a user sees it: its text and its colours (text on background; each pair passes 4.5:1). */
export interface StatusStyle {
  text: string;
  color: string;
  background: string;
}

/** GET guests/current, guests/others, guests/{id} */
export interface Guest {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  confirmation_number: string;
  /** ISO 3166 alpha-3 (GET ui/countries). */
  nationality: string;
  nationality_text: string;
  /** YYYY-MM-DD */
  arrival_date: string;
  /** YYYY-MM-DD, after arrival_date. */
  departure_date: string;
  room_id: number;
  room: { id: number; number: string; type_name: string };
  /** ISO instants; shown and editable to company administrators only. */
  pms_checkin_at: string | null;
  pms_checkout_at: string | null;
  in_house: boolean;
  /** The bookings of this guest the caller may read (facility scope). */
  bookings_count: number;
  /** Filled on GET guests/{id} only. */
  bookings?: BookingSummary[];
  updated: string;
}

/** GET /rooms/{id}/in-house-guests */
export interface GuestOption {
  id: number;
  full_name: string;
  confirmation_number: string;
}

export type AttachedType = 'Activity' | 'Menu';
export const ATTACHED_TYPES = ['Activity', 'Menu'] as const satisfies readonly AttachedType[];
export type RecurringType = (typeof RECURRING_TYPES)[number];
/** The request type kinds GET /bookings/types/selectors/type offers. */
export const REQUEST_KINDS = [{ id: 'slot-bookings', name: 'Slot Bookings' }] as const;
export const DEFAULT_REQUEST_KIND = 'slot-bookings';

/** One timing set of a weekly type: the weekdays (DAYS_OF_WEEK values) and the hours of its slots. */
export interface TypeSlot {
  id: number;
  recurring_day: number[];
  start_time: string;
  end_time: string;
}

/** GET /bookings/types, GET /bookings/types/{id} */
export interface BookingType {
  id: number;
  type: string;
  attached_type: AttachedType;
  attached_id: number;
  /** The activity's or menu's name (first language). */
  attached_text: string;
  facility_id: number;
  facility_text: string;
  /** 'Slot Bookings' */
  type_text: string;
  recurring_type: RecurringType;
  /** 'Weekly' | 'Manual' */
  recurring_text: string;
  /** 'Every Monday, Friday, 18:00–20:00; Every Sunday, 12:00–14:00', or 'Slots created by staff'. */
  time_text: string;
  type_slots: TypeSlot[];
  pax_required: boolean;
  /** 0 = no limit */
  pax_max: number;
  /** '4 pax per slot' | 'No limit' | 'No pax' */
  pax_text: string;
  allow_remarks: boolean;
  menu_multiple: boolean;
  booking_emails: string[];
  allow_bookings_from_app: boolean;
  slot_booking_close_minutes: number;
  cancellation_policy: Translatable;
  updated: string;
}

/** GET /bookings/types/selectors/attached/{attachedType}: activities, or menus of type 'menu'. */
export interface AttachedOption {
  id: number;
  name: string;
  facility_text: string;
  /** The request type already attached, if any (one type per activity or menu). */
  booking_type_id: number | null;
}

/** GET /bookings/types/{id}/menu-selector: the menu's categories with their items (section 3). */
export interface MenuSelectorCategory {
  id: number;
  name: Translatable;
  items: { id: number; name: Translatable; price_text: Translatable }[];
}

/** GET /bookings/slots, /bookings/slots/today, /bookings/slots/{id}, /bookings/slots/types/{typeId}/date/{date} */
export interface Slot {
  id: number;
  booking_type_id: number;
  /** YYYY-MM-DD in the company's time zone. */
  date: string;
  start_time: string;
  end_time: string;
  /** 0 means no restriction. */
  pax_max: number;
  /** Seats held by the slot's bookings (seatsOf). */
  booked_pax: number;
  /** '3 / 10' or '3 / No limit' */
  pax_text: string;
  /** '2 bookings' */
  bookings_text: string;
  bookings_count: number;
  ui_status: StatusStyle;
  /** '19:00 – 21:00' */
  time_text: string;
  /** When staff may no longer book without confirming: start − slot_booking_close_minutes (ISO). */
  closes_at: string;
  starts_at: string;
  booking_type: BookingTypeRef;
}

export interface BookingTypeRef {
  id: number;
  type_text: string;
  attached_type: AttachedType;
  attached_id: number;
  attached_text: string;
  facility_id: number;
  facility_text: string;
  pax_required: boolean;
  recurring_type: RecurringType;
}

/** An action offered on a booking: the target status and how its button reads. */
export interface BookingAction {
  status: BookingStatus;
  text: { label: string; color: string; background: string };
}

export interface BookingLog {
  id: number;
  text: string;
  /** A user's name, or 'System'. */
  changed_by: string;
  created_at: string;
}

/** A booking as lists and the guest's Requests tab show it. */
export interface BookingSummary {
  id: number;
  number: number;
  status: BookingStatus;
  ui_status: StatusStyle;
  booking_slot: { id: number; date: string; time_text: string };
  booking_type: BookingTypeRef;
  pax_text: string;
  /** The booking's room; filled on GET /bookings/slots/{id}/bookings (a slot's Bookings tab). */
  room?: { id: number; type_name: string; number: string };
}

/** GET /bookings/{id}, GET /bookings/by-state/{state} rows */
export interface Booking extends BookingSummary {
  booked_at: string;
  /** 'staff' (the console) or 'guest' (the app). */
  booked_by_type: 'staff' | 'guest';
  booked_by: string;
  room: { id: number; type_name: string; number: string };
  pax: number;
  remarks: string | null;
  remarks_internal: string | null;
  status_at: string;
  status_by: string;
  status_remarks: string | null;
  actions: BookingAction[];
  main_action: BookingAction | null;
  guests: GuestOption[];
  menu_items: { item: { id: number; name: Translatable }; quantity: number }[];
  /** '2 pax' | '' when the type takes no pax */
  pax_name_text: string;
  /** 'Fish curry × 2, Lime juice × 1' */
  menu_items_text: string;
  /** Where staff must act by: the slot's closes_at (ISO). */
  due_at: string;
  assignee: { id: number; name: string } | null;
  /** Filled on GET /bookings/{id}; newest first. */
  logs?: BookingLog[];
}

// The screens' texts, BOOKING_LIMITS and the lists' sort keys: requestsScreen.ts (re-exported above).

// Schemas ----------------------------------------------------------------------

const isoDate = () =>
  yup
    .string()
    .trim()
    .required(REQUIRED)
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')
    .test('real-date', 'Use the format YYYY-MM-DD', (v) => !v || !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v));
const hhmm = () => yup.string().trim().required(REQUIRED).matches(TIME_PATTERN, CONTENT_TEXT.timeFormat);
const id = () => yup.number().typeError(REQUIRED).integer().positive(CONTENT_TEXT.chooseFromList).required(REQUIRED);
const name = () => yup.string().trim().strict(false).required(REQUIRED).max(TEXT_MAX.name, MSG.tooLong(TEXT_MAX.name));
const remarks = () => yup.string().trim().strict(false).max(BOOKING_LIMITS.remarks, MSG.tooLong(BOOKING_LIMITS.remarks)).nullable().optional();
const isoInstant = () => yup.string().trim().test('instant', 'Use a date and time', (v) => !v || !Number.isNaN(Date.parse(v))).nullable().optional();

/** POST guests and PATCH guests/{id}. PMS fields are taken from company administrators only. */
export const guestSchema = yup.object({
  first_name: name(),
  last_name: name(),
  confirmation_number: yup.string().trim().strict(false).required(REQUIRED).max(100, MSG.tooLong(100)),
  nationality: yup.string().trim().required(REQUIRED).matches(/^[A-Z]{3}$/, CONTENT_TEXT.chooseFromList),
  arrival_date: isoDate(),
  departure_date: isoDate().test('after-arrival', REQUESTS_TEXT.departureAfterArrival, function (v) {
    const arrival = this.parent.arrival_date as string | undefined;
    return !v || !arrival || v > arrival;
  }),
  room_id: id(),
  pms_checkin_at: isoInstant(),
  pms_checkout_at: isoInstant(),
});
export type GuestPayload = yup.InferType<typeof guestSchema>;

const endAfterStart = (schema: yup.StringSchema<string>) =>
  schema.test('after-start', REQUESTS_TEXT.endAfterStart, function (v) {
    const start = this.parent.start_time as string | undefined;
    return !v || !start || !TIME_PATTERN.test(start) || v > start;
  });

export const typeSlotSchema = yup.object({
  id: yup.number().integer().positive().optional(),
  recurring_day: yup
    .array(yup.number().integer().oneOf(DAYS_OF_WEEK.map((d) => d.value), CONTENT_TEXT.chooseFromList).required())
    .required(REQUIRED)
    .min(1, REQUIRED),
  start_time: hhmm(),
  end_time: endAfterStart(hhmm()),
});

const emailList = () =>
  yup
    .array(yup.string().trim().email(REQUESTS_TEXT.invalidEmail).max(TEXT_MAX.email, REQUESTS_TEXT.invalidEmail).required(REQUESTS_TEXT.invalidEmail))
    .max(BOOKING_LIMITS.emails)
    .default(() => []);

const typeFields = {
  type_slots: yup
    .array(typeSlotSchema.required())
    .max(BOOKING_LIMITS.timingSets)
    .default(() => [])
    .when('recurring_type', {
      is: 'weekly',
      then: (s) => s.min(1, REQUESTS_TEXT.firstSetRequired),
    }),
  pax_max: yup
    .number()
    .typeError(REQUIRED)
    .integer()
    .min(0)
    .max(BOOKING_LIMITS.slotPaxMax)
    .when('pax_required', { is: true, then: (s) => s.required(REQUIRED), otherwise: (s) => s.default(0) }),
  allow_remarks: yup.boolean().default(true),
  menu_multiple: yup.boolean().default(false),
  booking_emails: emailList(),
  allow_bookings_from_app: yup.boolean().default(false),
  slot_booking_close_minutes: yup.number().typeError(REQUIRED).integer().min(0).max(BOOKING_LIMITS.closeMinutesMax).default(0),
  cancellation_policy: translatable({ max: TEXT_MAX.text }),
};

/** POST /bookings/types */
export const bookingTypeCreateSchema = yup.object({
  type: yup.string().required(REQUIRED).oneOf(REQUEST_KINDS.map((k) => k.id), CONTENT_TEXT.chooseFromList).default(DEFAULT_REQUEST_KIND),
  attached_type: yup.string().required(REQUIRED).oneOf(ATTACHED_TYPES, CONTENT_TEXT.chooseFromList),
  attached_id: id(),
  recurring_type: yup.string().required(REQUIRED).oneOf(RECURRING_TYPES, CONTENT_TEXT.chooseFromList).default('weekly'),
  pax_required: yup.boolean().default(false),
  ...typeFields,
});
export type BookingTypeCreatePayload = yup.InferType<typeof bookingTypeCreateSchema>;

/**
 * PATCH /bookings/types/{id}: recurring_type and pax_required are fixed once the type exists (section 4):
 * a body may repeat the stored value, any other answers 422 REQUESTS_TEXT.fixedOnceCreated (the server
 * compares; the schema only carries them). type, attached_type and attached_id cannot change either.
 */
export const bookingTypeUpdateSchema = yup.object({
  recurring_type: yup.string().oneOf(RECURRING_TYPES, CONTENT_TEXT.chooseFromList).optional(),
  pax_required: yup.boolean().optional(),
  ...typeFields,
});
export type BookingTypeUpdatePayload = yup.InferType<typeof bookingTypeUpdateSchema>;

const slotPaxMax = () =>
  yup
    .number()
    .typeError(REQUIRED)
    .integer()
    .min(0)
    .max(BOOKING_LIMITS.slotPaxMax);

/** PATCH /bookings/slots/{id}: open and close time; pax_max when the type takes pax ('Field is required'). */
export const slotUpdateSchema = yup.object({
  start_time: hhmm(),
  end_time: endAfterStart(hhmm()),
  pax_max: slotPaxMax().optional(),
});
export type SlotUpdatePayload = yup.InferType<typeof slotUpdateSchema>;

/** POST /bookings/slots: a slot of a manual type, created by staff. */
export const slotCreateSchema = yup.object({
  booking_type_id: id(),
  date: isoDate(),
  start_time: hhmm(),
  end_time: endAfterStart(hhmm()),
  pax_max: slotPaxMax().optional(),
});
export type SlotCreatePayload = yup.InferType<typeof slotCreateSchema>;

export const menuItemLineSchema = yup.object({
  id: id(),
  quantity: yup.number().typeError(REQUIRED).integer().min(0).max(BOOKING_LIMITS.quantityMax).required(REQUIRED),
});

/**
 * POST /bookings. pax is required when the type takes pax; menu_items (quantity 0 removes a line) when
 * the type is a menu's; guests are in-house guests of the room. `_confirmation` repeats the data id of
 * a CONFIRMATION_REQUIRED answer after the user confirmed.
 */
export const bookingCreateSchema = yup.object({
  date: isoDate(),
  booking_type_id: id(),
  booking_slot_id: id(),
  room_id: id(),
  guests: yup.array(id()).required(REQUIRED).min(1, REQUIRED).max(BOOKING_LIMITS.guests),
  pax: yup.number().typeError(REQUIRED).integer().min(1).max(BOOKING_LIMITS.paxMax).nullable().optional(),
  menu_items: yup.array(menuItemLineSchema.required()).max(BOOKING_LIMITS.menuItems).default(() => []),
  remarks: remarks(),
  _confirmation: yup.string().max(200).optional(),
});
export type BookingCreatePayload = yup.InferType<typeof bookingCreateSchema>;

/** PATCH /bookings/{id}: the hotel's remarks; pax (a seat change, through the capacity rule). */
export const bookingPatchSchema = yup.object({
  remarks_internal: remarks(),
  pax: yup.number().typeError(REQUIRED).integer().min(1).max(BOOKING_LIMITS.paxMax).optional(),
});
export type BookingPatchPayload = yup.InferType<typeof bookingPatchSchema>;

/** POST /bookings/{id}/action */
export const bookingActionSchema = yup.object({
  status: yup.string().required(REQUIRED).oneOf(BOOKING_STATUSES, CONTENT_TEXT.chooseFromList),
  remarks: remarks(),
});
export type BookingActionPayload = yup.InferType<typeof bookingActionSchema>;

/** POST /bookings/{id}/assign: a staff user of the company, or null to unassign. */
export const bookingAssignSchema = yup.object({
  user_id: yup.number().typeError(CONTENT_TEXT.chooseFromList).integer().positive().nullable().defined(),
});

// List queries ------------------------------------------------------------------

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no extra keys by default
function listQuery<E extends yup.ObjectShape = {}>(keys: readonly string[], extra: E = {} as E) {
  return yup.object({
    page: yup.number().typeError('Page must be a number').integer().min(1).default(1),
    limit: yup.number().typeError('Limit must be a number').integer().min(1).max(100).default(DEFAULT_PAGE_SIZE),
    order_by: yup.string().test('order-key', `Order by one of: ${keys.join(', ')}`, (v) => {
      const key = parseOrderBy(v)?.key;
      return !v || (key !== undefined && keys.includes(key));
    }),
    q_name: yup.string().max(200),
    ...extra,
  });
}

/** Guests: the first key is the default order (ascending). */
export const guestListQuerySchema = listQuery(GUEST_ORDER_KEYS);
export type GuestListQuery = yup.InferType<typeof guestListQuerySchema>;

/** Slots: by date then start time by default; `date` filters the All tab. */
export const slotListQuerySchema = listQuery(SLOT_ORDER_KEYS, {
  date: yup.string().matches(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD').optional(),
  booking_type_id: yup.number().integer().positive().optional(),
});
export type SlotListQuery = yup.InferType<typeof slotListQuerySchema>;

/** Requests: by due time (soonest first) by default; q_name matches the number, a guest or the room. */
export const bookingListQuerySchema = listQuery(BOOKING_ORDER_KEYS);
export type BookingListQuery = yup.InferType<typeof bookingListQuerySchema>;
