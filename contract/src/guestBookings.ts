/**
 * Guest bookings from the guest web app (issue 21; ADR 0052): the slots a guest may book
 * (`GET guest-app/{domain}/slots`, public), a booking made with the guest token (`POST guest-app/{domain}/bookings`),
 * the signed-in guest's upcoming bookings (`GET guest-app/{domain}/bookings`) and their cancellation
 * (`DELETE guest-app/{domain}/bookings/{id}`). The rules are the domain's (domain/guestBookings.ts) around the
 * staff's booking rules (ADR 0033): the same capacity statement, the same 'pax' and 'slot full' messages.
 * This module is the wire shapes, the bodies and every text the guest's booking page shows; no yup outside the
 * schemas, so the guest page's lean bundle imports only GUEST_BOOKING_TEXT and the types.
 */
import * as yup from 'yup';
import { BOOKING_LIMITS } from './bookings/screen';
import { id, isoDate, remarks } from './bookings/fields';
import { menuItemLineSchema } from './bookings/bookings';
import { REQUIRED } from './contentFields';

export * from './guestBookingsText';

/** GET guest-app/{domain}/slots?date=&facility_id=&booking_type_id=&lang= (date: the property's today when absent). */
export const guestSlotsQuerySchema = yup.object({
  date: isoDate().optional().default(undefined),
  facility_id: yup.number().typeError(REQUIRED).integer().positive().optional(),
  booking_type_id: yup.number().typeError(REQUIRED).integer().positive().optional(),
  lang: yup.string().max(10).optional(),
});
export type GuestSlotsQuery = yup.InferType<typeof guestSlotsQuerySchema>;

/**
 * POST guest-app/{domain}/bookings (Authorization: Bearer <guest token>): the slot, pax when the type takes pax,
 * a note when it allows one, a menu's items. The room and the guest are the token's.
 */
export const guestBookingSchema = yup.object({
  booking_slot_id: id(),
  pax: yup.number().typeError(REQUIRED).integer().min(1).max(BOOKING_LIMITS.paxMax).nullable().optional(),
  remarks: remarks(),
  menu_items: yup.array(menuItemLineSchema.required()).max(BOOKING_LIMITS.menuItems).default(() => []),
});
export type GuestBookingPayload = yup.InferType<typeof guestBookingSchema>;
