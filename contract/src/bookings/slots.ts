/** Slots (spec sections 2, 3, 4, 7: /bookings/slots): a slot on the wire and the bodies and list query it takes. */
import * as yup from 'yup';
import { REQUIRED } from '../contentFields';
import { endAfterStart, hhmm, id, isoDate, listQuery } from './fields';
import { BOOKING_LIMITS, SLOT_ORDER_KEYS } from './screen';
import type { StatusStyle } from './bookings';
import type { BookingTypeRef } from './types';

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

/** Slots: by date then start time by default; `date` filters the All tab. */
export const slotListQuerySchema = listQuery(SLOT_ORDER_KEYS, {
  date: yup.string().matches(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD').optional(),
  booking_type_id: yup.number().integer().positive().optional(),
});
export type SlotListQuery = yup.InferType<typeof slotListQuerySchema>;
