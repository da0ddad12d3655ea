/**
 * The e-mails of a booking (slice 3): a new request, and a New request past its due time (once).
 * Sent to the type's booking_emails AFTER the transaction that made the change has committed, through
 * the app's mailer (SMTP, or the outbox table). A failed send is logged; the booking stands.
 * Written in the hotel's terms (issue 18): the slot's date and the deadline in the display format, the
 * deadline on the company's clock with its zone named, and a link to the booking's own drawer.
 */
import { inArray } from 'drizzle-orm';
import { REQUESTS_TEXT, bookingPath, formatDisplay, formatDisplayDate } from '@atoll/contract';
import { bookingTypes } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import type { Logger } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { companyTimeZone } from './refs';
import { serializeBookings } from './serialize';
import type { BookingRow } from './serialize';

export interface MailDeps {
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}

export type BookingMailKind = 'new' | 'overdue';

export async function sendBookingMails(deps: MailDeps, own: Tenant, rows: readonly BookingRow[], kind: BookingMailKind): Promise<void> {
  if (rows.length === 0) return;
  try {
    const typeIds = [...new Set(rows.map((r) => r.bookingTypeId))];
    const types = await own.pick({ id: bookingTypes.id, emails: bookingTypes.bookingEmails }, bookingTypes, inArray(bookingTypes.id, typeIds));
    const emails = new Map(types.map((t) => [t.id, t.emails]));
    if (!rows.some((r) => emails.get(r.bookingTypeId)?.length)) return;
    const base = deps.publicUrl.replace(/\/$/, '');
    const timeZone = await companyTimeZone(own);
    for (const booking of await serializeBookings(own, rows)) {
      const to = emails.get(booking.booking_type.id) ?? [];
      if (!to.length) continue;
      const typeText = booking.booking_type.attached_text || booking.booking_type.type_text;
      const subject = kind === 'new' ? REQUESTS_TEXT.newBookingSubject(typeText, booking.number) : REQUESTS_TEXT.overdueSubject(typeText, booking.number);
      const text = [
        `${subject} (${booking.booking_type.facility_text})`,
        '',
        `Slot: ${formatDisplayDate(booking.booking_slot.date)}, ${booking.booking_slot.time_text}`,
        `Room: ${booking.room.number} (${booking.room.type_name})`,
        `Guests: ${booking.guests.map((g) => g.full_name).join(', ')}`,
        ...(booking.pax_name_text ? [`Pax: ${booking.pax_name_text}`] : []),
        ...(booking.menu_items_text ? [`Menu: ${booking.menu_items_text}`] : []),
        ...(booking.remarks ? [`Remarks: ${booking.remarks}`] : []),
        `Status: ${booking.ui_status.text}, to answer by ${formatDisplay(booking.due_at, timeZone)} (${timeZone} time)`,
        '',
        `Open the booking: ${base}${bookingPath(booking.id)}`,
      ].join('\n');
      for (const address of to) await deps.mailer.send({ to: address, subject, text });
    }
  } catch (error) {
    deps.logger.error('Booking e-mail failed', { kind, bookings: rows.map((r) => r.id), error: error instanceof Error ? error.message : String(error) });
  }
}
