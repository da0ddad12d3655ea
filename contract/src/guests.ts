/**
 * Guests (slice 3, spec sections 2, 3, 7: /guests): a guest on the wire, the in-house picker's option,
 * the body POST and PATCH take and the list's query. The in-house rule is in `@atoll/contract/domain`
 * (domain/guests.ts).
 */
import * as yup from 'yup';
import { CONTENT_TEXT, REQUIRED } from './contentFields';
import { MSG } from './messages';
import type { BookingSummary } from './bookings/bookings';
import { id, isoDate, isoInstant, listQuery, name } from './bookings/fields';
import { GUEST_ORDER_KEYS, REQUESTS_TEXT } from './bookings/screen';

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

/** Guests: the first key is the default order (ascending). */
export const guestListQuerySchema = listQuery(GUEST_ORDER_KEYS);
export type GuestListQuery = yup.InferType<typeof guestListQuerySchema>;
