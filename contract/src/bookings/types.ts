/**
 * Request (booking) types (spec sections 2, 3, 4, 7: /bookings/types): what a type is on the wire,
 * the bodies POST and PATCH take, and the timing sets of a weekly type.
 */
import * as yup from 'yup';
import { RECURRING_TYPES, TEXT_MAX } from '../constants';
import { CONTENT_TEXT, REQUIRED, translatable } from '../contentFields';
import { DAYS_OF_WEEK } from '../events';
import type { Translatable } from '../translations';
import { endAfterStart, hhmm, id } from './fields';
import { BOOKING_LIMITS, REQUESTS_TEXT } from './screen';
import { CARD_TEXT } from '../cards';

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

/**
 * What 'Enable Requests or Bookings' starts from (issue 18), so saving at once gives a working type: weekly, one
 * timing set of every day from 18:00 to 19:00, pax asked with no limit (pax_max 0). The hour is fixed, not "the next
 * hour from now": the same for whoever sets it up and whenever, and an evening hour suits most of what a resort lets
 * guests book (dinners, sunset trips, spa); staff change it in the same form. Pax is asked because pax_required is
 * fixed once the type exists, and a head count is what a desk needs; 0 keeps the slots unlimited until a limit is set.
 */
export const NEW_REQUEST_TYPE_DEFAULTS = {
  recurring_type: 'weekly',
  type_slot: { recurring_day: DAYS_OF_WEEK.map((d) => d.value), start_time: '18:00', end_time: '19:00' },
  pax_required: true,
  pax_max: 0,
} as const;

/** The request type form's plain words (ours, issue 18): help under the spec's labels, the card badge. */
export const REQUEST_TYPE_TEXT = {
  /** On an activity's or menu's card once it has a request type. */
  bookingsOn: CARD_TEXT.bookingsOn,
  recurringHelp: 'Weekly repeats the hours below every week; Manual: staff add each slot on the Slots screen.',
  timingSetsHelp: 'The days and hours guests can book. Each set makes one slot a day on its days.',
  paxRequiredHelp: 'Ask how many guests come; slots fill up by guests. Fixed once saved.',
  paxMaxHelp: 'Guests per slot; 0 means no limit.',
  allowRemarksHelp: 'Guests can add a note to their booking.',
  menuMultipleHelp: 'Guests can order several dishes in one booking.',
  allowFromAppHelp: 'Guests can book from the app; otherwise only staff book.',
  cancellationPolicyHelp: 'Shown to guests when they book.',
  advanced: 'More settings',
  advancedSummary: 'Remarks, e-mails, app bookings, closing time, cancellation policy',
} as const;
