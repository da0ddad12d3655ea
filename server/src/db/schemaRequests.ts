/**
 * Slice 3 — Requests (docs/requests.md, ADR 0033): guests, request (booking) types with their timing
 * sets, slots, bookings with their guests, menu lines and timeline, and the per-company booking number.
 * Re-exported by schema.ts.
 *
 * Capacity: `booking_slots.booked_pax` is the seats the slot's bookings hold (the domain's seatsOf).
 * Every seat change runs `UPDATE booking_slots SET booked_pax = booked_pax + n WHERE id = ? AND
 * (pax_max = 0 OR booked_pax + n <= pax_max)` inside the booking's transaction; the CHECK is the
 * backstop, so no interleaving of writers can leave a slot overbooked.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AttachedType, BookingStatus, RecurringType, Translatable } from '@atoll/contract';
import { companies, companyKey, sameCompany, users } from './schemaBase';
import { activities, facilities, menuItems, menus } from './schemaFacilities';
import { rooms } from './schemaContent';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const stamps = () => ({
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
const companyId = () =>
  integer('company_id')
    .notNull()
    .references((): AnyPgColumn => companies.id, { onDelete: 'cascade' });

export const guests = pgTable(
  'guests',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    confirmationNumber: text('confirmation_number').notNull(),
    /** ISO 3166 alpha-3 */
    nationality: text('nationality').notNull(),
    arrivalDate: date('arrival_date', { mode: 'string' }).notNull(),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    /** A room removed from its room type leaves the guest without one (edit asks for a new one). */
    roomId: integer('room_id'),
    pmsCheckinAt: instant('pms_checkin_at'),
    pmsCheckoutAt: instant('pms_checkout_at'),
    ...stamps(),
  },
  (t) => [
    index('guests_company_dates_idx').on(t.companyId, t.arrivalDate, t.departureDate),
    index('guests_room_idx').on(t.roomId),
    // The Guest List tabs' default order (last name, first name under the C collation, ties by id; services/guests): a page reads its rows in index order (issue 23).
    index('guests_company_name_idx').on(t.companyId, sql`lower(${t.lastName}) collate "C"`, sql`lower(${t.firstName}) collate "C"`, t.id),
    companyKey('guests', t),
    sameCompany('guests', t, t.roomId, rooms, 'set null'),
    check('guests_dates_order', sql`${t.departureDate} > ${t.arrivalDate}`),
  ],
);

/** One request type per activity or per menu (attached_type + attached_id); facility_id is the owner's, for scoping. */
export const bookingTypes = pgTable(
  'booking_types',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    facilityId: integer('facility_id').notNull(),
    type: text('type').notNull().default('slot-bookings'),
    attachedType: text('attached_type').$type<AttachedType>().notNull(),
    activityId: integer('activity_id'),
    menuId: integer('menu_id'),
    recurringType: text('recurring_type').$type<RecurringType>().notNull(),
    paxRequired: boolean('pax_required').notNull(),
    paxMax: integer('pax_max').notNull().default(0),
    allowRemarks: boolean('allow_remarks').notNull().default(true),
    menuMultiple: boolean('menu_multiple').notNull().default(false),
    bookingEmails: jsonb('booking_emails').$type<string[]>().notNull().default([]),
    allowBookingsFromApp: boolean('allow_bookings_from_app').notNull().default(false),
    slotBookingCloseMinutes: integer('slot_booking_close_minutes').notNull().default(0),
    cancellationPolicy: jsonb('cancellation_policy').$type<Translatable>().notNull().default([]),
    /** Weekly types: slots exist up to this date (company time zone); the horizon rolls forward on read. */
    generatedUntil: date('generated_until', { mode: 'string' }),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('booking_types_activity_key').on(t.activityId),
    uniqueIndex('booking_types_menu_key').on(t.menuId),
    index('booking_types_company_facility_idx').on(t.companyId, t.facilityId),
    companyKey('booking_types', t),
    sameCompany('booking_types', t, t.facilityId, facilities, 'cascade'),
    sameCompany('booking_types', t, t.activityId, activities, 'cascade'),
    sameCompany('booking_types', t, t.menuId, menus, 'cascade'),
    check('booking_types_attached', sql`(${t.attachedType} = 'Activity' AND ${t.activityId} IS NOT NULL AND ${t.menuId} IS NULL) OR (${t.attachedType} = 'Menu' AND ${t.menuId} IS NOT NULL AND ${t.activityId} IS NULL)`),
    check('booking_types_pax_max', sql`${t.paxMax} >= 0`),
  ],
);

/** Timing sets of a weekly type (type_slots): weekdays 1 Sunday … 7 Saturday and the hours. */
export const bookingTypeSlots = pgTable(
  'booking_type_slots',
  {
    id: serial('id').primaryKey(),
    bookingTypeId: integer('booking_type_id')
      .notNull()
      .references((): AnyPgColumn => bookingTypes.id, { onDelete: 'cascade' }),
    recurringDay: jsonb('recurring_day').$type<number[]>().notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('booking_type_slots_type_idx').on(t.bookingTypeId, t.position)],
);

export const bookingSlots = pgTable(
  'booking_slots',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    bookingTypeId: integer('booking_type_id').notNull(),
    /** Company time zone date and HH:mm times. */
    date: date('date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    /** 0 = no limit. */
    paxMax: integer('pax_max').notNull().default(0),
    /** Seats held by the slot's bookings; changed only by the capacity UPDATE (see the file's header). */
    bookedPax: integer('booked_pax').notNull().default(0),
    /** Every booking ever made on the slot (any status): a slot with bookings is never removed by regeneration. */
    bookingsCount: integer('bookings_count').notNull().default(0),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('booking_slots_type_time_key').on(t.bookingTypeId, t.date, t.startTime, t.endTime),
    index('booking_slots_company_date_idx').on(t.companyId, t.date, t.startTime),
    companyKey('booking_slots', t),
    sameCompany('booking_slots', t, t.bookingTypeId, bookingTypes, 'cascade'),
    check('booking_slots_capacity', sql`${t.bookedPax} >= 0 AND (${t.paxMax} = 0 OR ${t.bookedPax} <= ${t.paxMax})`),
    check('booking_slots_pax_max', sql`${t.paxMax} >= 0`),
  ],
);

/** The last booking number each company gave (numbers are per company, from 1). */
export const bookingCounters = pgTable('booking_counters', {
  companyId: integer('company_id')
    .primaryKey()
    .references((): AnyPgColumn => companies.id, { onDelete: 'cascade' }),
  last: integer('last').notNull().default(0),
});

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    number: integer('number').notNull(),
    bookingTypeId: integer('booking_type_id').notNull(),
    bookingSlotId: integer('booking_slot_id').notNull(),
    /** Denormalised from the type, so every list filters by facility scope without a join. */
    facilityId: integer('facility_id').notNull(),
    roomId: integer('room_id'),
    status: text('status').$type<BookingStatus>().notNull().default('new'),
    pax: integer('pax').notNull().default(1),
    remarks: text('remarks'),
    remarksInternal: text('remarks_internal'),
    bookedByType: text('booked_by_type').$type<'staff' | 'guest'>().notNull().default('staff'),
    bookedById: integer('booked_by_id'),
    bookedByName: text('booked_by_name').notNull(),
    statusAt: instant('status_at').notNull().defaultNow(),
    statusByName: text('status_by_name').notNull(),
    statusRemarks: text('status_remarks'),
    assigneeId: integer('assignee_id'),
    /** Slot start − close minutes: when staff must have answered (a New request is overdue after). */
    dueAt: instant('due_at').notNull(),
    startsAt: instant('starts_at').notNull(),
    /** The first staff action on it (a Timeline entry by a user, not 'System', after its creation): Home's time to confirm. */
    firstActionAt: instant('first_action_at'),
    /** Set when booking_emails were told the request is overdue (once). */
    overdueNotifiedAt: instant('overdue_notified_at'),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('bookings_company_number_key').on(t.companyId, t.number),
    index('bookings_company_status_due_idx').on(t.companyId, t.status, t.dueAt),
    index('bookings_slot_idx').on(t.bookingSlotId),
    index('bookings_type_idx').on(t.bookingTypeId),
    // Home's analytics (services/analytics): a month of one facility, or of all, by the slot's start.
    index('bookings_company_facility_starts_idx').on(t.companyId, t.facilityId, t.startsAt),
    index('bookings_company_starts_idx').on(t.companyId, t.startsAt),
    check('bookings_pax', sql`${t.pax} >= 1`),
    companyKey('bookings', t),
    sameCompany('bookings', t, t.bookingTypeId, bookingTypes, 'cascade'),
    sameCompany('bookings', t, t.bookingSlotId, bookingSlots, 'cascade'),
    sameCompany('bookings', t, t.facilityId, facilities, 'cascade'),
    sameCompany('bookings', t, t.roomId, rooms, 'set null'),
    sameCompany('bookings', t, t.bookedById, users, 'set null'),
    sameCompany('bookings', t, t.assigneeId, users, 'set null'),
  ],
);

export const bookingGuests = pgTable(
  'booking_guests',
  {
    companyId: companyId(),
    bookingId: integer('booking_id').notNull(),
    guestId: integer('guest_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.guestId] }),
    index('booking_guests_guest_idx').on(t.guestId),
    sameCompany('booking_guests', t, t.bookingId, bookings, 'cascade'),
    sameCompany('booking_guests', t, t.guestId, guests, 'cascade'),
  ],
);

export const bookingMenuItems = pgTable(
  'booking_menu_items',
  {
    companyId: companyId(),
    bookingId: integer('booking_id').notNull(),
    menuItemId: integer('menu_item_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.menuItemId] }),
    check('booking_menu_items_quantity', sql`${t.quantity} > 0`),
    sameCompany('booking_menu_items', t, t.bookingId, bookings, 'cascade'),
    sameCompany('booking_menu_items', t, t.menuItemId, menuItems, 'cascade'),
  ],
);

/** The Timeline: what happened to a booking, who did it (a user's name or 'System') and when. */
export const bookingLogs = pgTable(
  'booking_logs',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references((): AnyPgColumn => bookings.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    changedBy: text('changed_by').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('booking_logs_booking_idx').on(t.bookingId, t.id)],
);
