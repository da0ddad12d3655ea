/**
 * Bookings, the front desk's requests (spec sections 2, 3, 4, 5, 7: /bookings): a booking on the wire,
 * its actions and timeline, and the bodies and list query the calls take. The rules (status machine,
 * capacity, deadlines, facility scope) are pure functions in `@atoll/contract/domain` (domain/bookings.ts);
 * docs/requests.md explains them.
 */
import * as yup from 'yup';
import { CONTENT_TEXT, REQUIRED } from '../contentFields';
import type { Translatable } from '../translations';
import type { GuestOption } from '../guests';
import { id, isoDate, listQuery, remarks } from './fields';
import { BOOKING_LIMITS, BOOKING_ORDER_KEYS, BOOKING_STATUSES, type BookingStatus } from './screen';
import type { BookingTypeRef } from './types';

/** A status as a user sees it: its text and its colours (text on background; each pair passes 4.5:1). */
export interface StatusStyle {
  text: string;
  color: string;
  background: string;
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

/** Requests: by due time (soonest first) by default; q_name matches the number, a guest or the room. */
export const bookingListQuerySchema = listQuery(BOOKING_ORDER_KEYS);
export type BookingListQuery = yup.InferType<typeof bookingListQuerySchema>;
