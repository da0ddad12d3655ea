/**
 * Writes of bookings (slice 3, docs/requests.md, ADR 0033): POST /bookings, PATCH, the status
 * actions and the assignee. Every seat change runs the capacity rule as one conditional UPDATE of the
 * slot's booked_pax counter inside the booking's transaction (`WHERE pax_max = 0 OR booked_pax + n <=
 * pax_max`; the table's CHECK is the backstop), so no interleaving of requests overbooks a slot.
 * Status changes are conditional on the status the caller saw: of two staff acting at once, one wins
 * and the other gets the 409. Locks are taken in one order (booking, then slot, then the company's
 * counter). E-mails and the live queue's events go out after commit.
 */
import { and, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BookingActionPayload, BookingCreatePayload, BookingPatchPayload, BookingStatus, PermissionsMap } from '@atoll/contract';
import { GUEST_BOOKING_TEXT, REQUESTS_TEXT } from '@atoll/contract';
import {
  actionRemarks,
  assignmentLog,
  BOOKING_LOG,
  bookingConfirmation,
  bookingGuestIds,
  bookingPatch,
  bookingPax,
  bookingRemarks,
  checkMenuItems,
  HOLDS_SEATS,
  localDate,
  menuLines,
  overlappingGuestIds,
  RuleError,
  ruleChoice,
  ruleNotFound,
  seatChange,
  seatsOf,
  slotFullError,
  slotInstants,
  statusLog,
  transition,
} from '@atoll/contract/domain';
import { intArray } from '../../db/bookingInsert';
import { bookingGuests, bookingLogs, bookings, bookingSlots, bookingTypes, companies, guests, menuItems, rooms, users } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { confirmationRequired } from '../../http/errors';
import type { UserRow } from '../serialize';
import { sendBookingMails, type MailDeps } from './mail';
import type { OwnTx } from './own';
import { scopeArrayCondition, scopeArrayParam, scopeCondition } from './scope';
import type { BookingRow } from './serialize';

/** Who acts, through which company's seam, when. */
export interface BookingActor {
  own: OwnTx;
  user: Pick<UserRow, 'id' | 'name' | 'permissions'>;
  now: Date;
}

const publish = (actor: BookingActor, row: { facilityId: number; id: number }) =>
  actor.own.bus.publish([{ companyId: actor.own.companyId, facilityId: row.facilityId, id: row.id }]);
const manageScope = (actor: BookingActor) => scopeCondition(bookings.facilityId, actor.user.permissions as PermissionsMap, 'manage');

/** The booking named by the path, within the caller's 'manage' facility scope, or 404. */
export async function requireManagedBooking(actor: BookingActor, id: number): Promise<BookingRow> {
  const { own } = actor;
  if (!Number.isSafeInteger(id)) throw ruleNotFound();
  const [row] = await own.select(bookings, eq(bookings.id, id), manageScope(actor));
  if (!row) throw ruleNotFound();
  return row;
}

/**
 * The capacity rule as SQL: take `seats` more in the slot if they fit (0 = no limit). False when
 * they do not (the caller answers slotFullError). Giving seats back (`seats` < 0) always fits: the
 * table's check `booking_slots_capacity` keeps booked_pax within pax_max.
 */
async function takeSeats(own: Tenant, slotId: number, seats: number, now: Date): Promise<boolean> {
  const rows = await own
    .update(
      bookingSlots,
      and(eq(bookingSlots.id, slotId), sql`(${bookingSlots.paxMax} = 0 OR ${bookingSlots.bookedPax} + ${seats} <= ${bookingSlots.paxMax})`)!,
      { bookedPax: sql`${bookingSlots.bookedPax} + ${seats}`, updatedAt: now },
    )
    .returning({ id: bookingSlots.id });
  return rows.length === 1;
}

/** A body's menu lines for `type` (the domain's menuLines: merged, required for a menu, one unless menu_multiple), each an item of its menu. */
export async function bookingMenuLines(own: Tenant, type: Pick<typeof bookingTypes.$inferSelect, 'attachedType' | 'menuMultiple' | 'menuId'>, items: { id: number; quantity: number }[]) {
  const lines = menuLines(items, { attached_type: type.attachedType, menu_multiple: type.menuMultiple });
  if (lines.length) {
    const found = await own.pick({ id: menuItems.id }, menuItems, inArray(menuItems.id, lines.map((l) => l.id)), eq(menuItems.menuId, type.menuId ?? -1));
    checkMenuItems(lines, new Set(found.map((f) => f.id)));
  }
  return lines;
}

/** The other slot a chosen guest holds seats in, for the inputs' held seats (the same table as the slot chosen). */
const heldSlots = alias(bookingSlots, 'held_slot') as unknown as typeof bookingSlots;
type Stay = { id: number; room_id: number | null; arrival_date: string; departure_date: string; pms_checkin_at: string | null; pms_checkout_at: string | null };
type Held = { guest_id: number; slot_id: number; date: string; start_time: string; end_time: string; status: BookingStatus };

/**
 * What POST /bookings checks, in one prepared statement (issue 23: it was six, then three): the type within the caller's
 * 'manage' scope (no row: not found), the company's time zone, its slot on the body's slot id, the room (left joins: null
 * when not found), the chosen guests' stays, and the seats they hold on the slot's date in the company's other slots
 * (json_agg of subqueries; the domain's overlappingGuestIds decides which overlap), each through the seam. The ids,
 * the guests (an int[]) and the scope (scopeArrayParam) are placeholders.
 */
function createInputs(own: Tenant) {
  const guestIds = sql`${sql.placeholder('guestIds')}::int[]`;
  const guestRows = own.pick(
    {
      id: guests.id,
      roomId: guests.roomId,
      arrivalDate: guests.arrivalDate,
      departureDate: guests.departureDate,
      pmsCheckinAt: guests.pmsCheckinAt,
      pmsCheckoutAt: guests.pmsCheckoutAt,
    },
    guests,
    sql`${guests.id} = any(${guestIds})`,
  );
  const heldRows = own
    .pick(
      { guestId: bookingGuests.guestId, id: heldSlots.id, date: heldSlots.date, startTime: heldSlots.startTime, endTime: heldSlots.endTime, status: bookings.status },
      bookings,
      inArray(bookings.status, [...HOLDS_SEATS]),
      sql`${bookingGuests.guestId} = any(${guestIds})`,
      // The outer statement's slot: the date chosen, any other slot.
      eq(heldSlots.date, bookingSlots.date),
      ne(heldSlots.id, bookingSlots.id),
    )
    .innerJoin(bookingGuests, own.where(bookingGuests, eq(bookingGuests.bookingId, bookings.id)))
    .innerJoin(heldSlots, own.where(heldSlots, eq(heldSlots.id, bookings.bookingSlotId)));
  const typeId = sql.placeholder('typeId');
  return own
    .pick(
      {
        type: getTableColumns(bookingTypes),
        timezone: sql<string>`(select ${companies.timezone} from ${companies} where ${companies.id} = ${bookingTypes.companyId})`,
        slot: getTableColumns(bookingSlots),
        roomId: rooms.id,
        guests: sql<Stay[]>`coalesce((select json_agg(json_build_object('id', g.id, 'room_id', g.room_id, 'arrival_date', g.arrival_date, 'departure_date', g.departure_date, 'pms_checkin_at', g.pms_checkin_at, 'pms_checkout_at', g.pms_checkout_at)) from (${guestRows}) g), '[]'::json)`,
        held: sql<Held[]>`coalesce((select json_agg(json_build_object('guest_id', h.guest_id, 'slot_id', h.id, 'date', h.date, 'start_time', h.start_time, 'end_time', h.end_time, 'status', h.status)) from (${heldRows}) h), '[]'::json)`,
      },
      bookingTypes,
      eq(bookingTypes.id, typeId),
      scopeArrayCondition(bookingTypes.facilityId, sql`${sql.placeholder('scope')}`),
    )
    .leftJoin(bookingSlots, own.where(bookingSlots, and(eq(bookingSlots.id, sql.placeholder('slotId')), eq(bookingSlots.bookingTypeId, typeId))))
    .leftJoin(rooms, own.where(rooms, eq(rooms.id, sql.placeholder('roomId'))))
    .prepare('atoll_booking_create_inputs');
}

/** POST /bookings: checks, maybe CONFIRMATION_REQUIRED, then seats + number + rows in one transaction. */
export async function createBooking(deps: MailDeps, actor: BookingActor, input: BookingCreatePayload): Promise<number> {
  const { own } = actor;
  const { now } = actor;
  const [found] = await own.prepared(createInputs).execute({
    companyId: own.companyId,
    typeId: input.booking_type_id,
    slotId: input.booking_slot_id,
    roomId: input.room_id,
    guestIds: intArray([...new Set(input.guests)]),
    scope: scopeArrayParam(actor.user.permissions as PermissionsMap, 'manage'),
  });
  // Judged in the order the checks were always made: type, slot, room, guests.
  if (!found) throw ruleChoice('booking_type_id');
  const { type, slot, roomId, timezone } = found;
  if (!slot || slot.date !== input.date) throw ruleChoice('booking_slot_id');
  if (roomId === null) throw ruleChoice('room_id');
  const room = { id: roomId };

  // Instants in JSON are ISO text with an offset: read as drizzle reads the column (new Date), given as ISO instants.
  const iso = (at: string | null) => (at === null ? null : new Date(at).toISOString());
  const stays = found.guests.map((g) => ({ ...g, pms_checkin_at: iso(g.pms_checkin_at), pms_checkout_at: iso(g.pms_checkout_at) }));
  const guestIds = bookingGuestIds(input.guests, stays, room.id, localDate(now, timezone));

  const pax = bookingPax(input.pax, type.paxRequired);
  const lines = await bookingMenuLines(own, type, input.menu_items ?? []);

  const slotTimes = { date: slot.date, start_time: slot.startTime, end_time: slot.endTime };
  const { startsAt, closesAt } = slotInstants(slotTimes, type.slotBookingCloseMinutes, timezone);
  const ask = bookingConfirmation({
    slotId: slot.id,
    now,
    startsAt,
    closesAt,
    overlappingGuestIds: overlappingGuestIds({ id: slot.id, ...slotTimes }, guestIds, found.held),
    confirmation: input._confirmation,
  });
  if (ask) throw confirmationRequired(ask);

  const remarks = bookingRemarks(input.remarks, type.allowRemarks);
  const created = await insertBooking(deps, own, now, {
    type,
    slotId: slot.id,
    roomId: room.id,
    guestIds,
    pax,
    lines,
    remarks,
    startsAt,
    closesAt,
    by: { type: 'staff', id: actor.user.id, name: actor.user.name },
  });
  return created.id;
}

/** A new booking as both doors (staff's POST /bookings, the guest app's POST guest-app/{domain}/bookings) write it, after their checks. */
export interface NewBooking {
  /** bookingEmails: the booking e-mails are sent (after commit) only when the type, as read, has addresses. */
  type: Pick<typeof bookingTypes.$inferSelect, 'id' | 'facilityId' | 'paxRequired' | 'bookingEmails'>;
  slotId: number;
  roomId: number;
  guestIds: number[];
  pax: number;
  lines: { id: number; quantity: number }[];
  remarks: string | null;
  startsAt: Date;
  closesAt: Date;
  /** Who booked: a staff user, or the guest (no user id) named as GUEST_BOOKING_TEXT.bookedBy says. */
  by: { type: 'staff' | 'guest'; id: number | null; name: string };
}

/**
 * Seats, number and rows in one statement (ADR 0033: the slot's conditional UPDATE, then the company's counter;
 * db/bookingInsert.ts), then the live queue's event and the booking e-mails after commit. A full slot → 422
 * slotFull; a slot removed meanwhile → 422 on booking_slot_id. The new row is read back only for the e-mails, when
 * the type has addresses (sendBookingMails reads them again after commit); the event needs only its id and facility.
 */
export async function insertBooking(deps: MailDeps, own: OwnTx, now: Date, b: NewBooking): Promise<{ id: number }> {
  const id = await own.insertNewBooking({
    bookingTypeId: b.type.id,
    slotId: b.slotId,
    facilityId: b.type.facilityId,
    roomId: b.roomId,
    seats: seatsOf('new', b.pax, b.type.paxRequired),
    pax: b.pax,
    remarks: b.remarks,
    byType: b.by.type,
    byId: b.by.id,
    byName: b.by.name,
    logText: BOOKING_LOG.created,
    guestIds: b.guestIds,
    lines: b.lines,
    now,
    dueAt: b.closesAt,
    startsAt: b.startsAt,
  });
  if (id === null) {
    const [still] = await own.pick({ id: bookingSlots.id }, bookingSlots, eq(bookingSlots.id, b.slotId));
    throw still ? slotFullError() : ruleChoice('booking_slot_id');
  }
  own.bus.publish([{ companyId: own.companyId, facilityId: b.type.facilityId, id }]);
  if (b.type.bookingEmails.length) await sendBookingMails(deps, own, [await own.find(bookings, id)], 'new');
  return { id };
}

/**
 * A guest's cancellation (DELETE guest-app/{domain}/bookings/{id}; the domain's guestCancellation decided it may):
 * the status changes only if it is still the one read (409 otherwise, as staff actions), the seats go back in the
 * same transaction, the Timeline names the guest, and the live queue hears of it.
 */
export async function cancelByGuest(own: OwnTx, now: Date, current: BookingRow, byName: string, paxRequired: boolean): Promise<void> {
  const changed = await own.transaction(async (t) => {
    const [row] = await t
      .update(bookings, and(eq(bookings.id, current.id), eq(bookings.status, current.status))!, {
        status: 'cancelled',
        statusAt: now,
        statusByName: byName,
        statusRemarks: null,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new RuleError(409, {}, REQUESTS_TEXT.actionNotOffered);
    const seats = seatChange(current.status, 'cancelled', row.pax, paxRequired);
    if (seats !== 0) await takeSeats(t, row.bookingSlotId, seats, now);
    await t.insertChild(bookingLogs, { bookingId: row.id, text: GUEST_BOOKING_TEXT.cancelledLog, changedBy: byName, createdAt: now });
    return row;
  });
  own.bus.publish([{ companyId: own.companyId, facilityId: changed.facilityId, id: changed.id }]);
}

async function paxRequiredOf(own: Tenant, typeId: number): Promise<boolean> {
  const [type] = await own.pick({ paxRequired: bookingTypes.paxRequired }, bookingTypes, eq(bookingTypes.id, typeId));
  return type?.paxRequired ?? false;
}

/** A staff action's instant, kept only when it is the booking's first (the domain's isStaffAction: every Timeline entry written here is one). */
const firstAction = (now: Date) => sql`coalesce(${bookings.firstActionAt}, ${now.toISOString()}::timestamptz)`;

/**
 * POST /bookings/{id}/action: a transition the booking's current status offers (409 otherwise),
 * written only if the status is still the one read (409 when someone acted meanwhile); declining or
 * cancelling gives the seats back in the same transaction.
 */
export async function actOnBooking(actor: BookingActor, current: BookingRow, input: BookingActionPayload): Promise<void> {
  const { own } = actor;
  const to = transition(current.status, input.status);
  const paxRequired = await paxRequiredOf(own, current.bookingTypeId);
  const { now } = actor;
  const changed = await own.transaction(async (t) => {
    const [row] = await t
      .update(bookings, and(eq(bookings.id, current.id), eq(bookings.status, current.status))!, {
        status: to,
        statusAt: now,
        statusByName: actor.user.name,
        statusRemarks: actionRemarks(input.remarks),
        firstActionAt: firstAction(now),
        updatedAt: now,
      })
      .returning();
    if (!row) throw new RuleError(409, {}, REQUESTS_TEXT.actionNotOffered);
    const seats = seatChange(current.status, to, row.pax, paxRequired);
    if (seats !== 0) await takeSeats(t, row.bookingSlotId, seats, now);
    await t.insertChild(bookingLogs, { bookingId: row.id, text: statusLog(to), changedBy: actor.user.name, createdAt: now });
    return row;
  });
  publish(actor, changed);
}

/** PATCH /bookings/{id}: the hotel's remarks; pax through the capacity rule (the booking's row locked first). */
export async function patchBooking(actor: BookingActor, current: BookingRow, input: BookingPatchPayload): Promise<void> {
  const { own } = actor;
  const paxRequired = await paxRequiredOf(own, current.bookingTypeId);
  const { now } = actor;
  const changed = await own.transaction(async (t) => {
    const [row] = await t.select(bookings, eq(bookings.id, current.id)).for('update');
    if (!row) throw ruleNotFound();
    const change = bookingPatch({ status: row.status, pax: row.pax, remarks_internal: row.remarksInternal }, input, paxRequired);
    if (!change.logs.length) return undefined;
    if (change.seats !== 0 && !(await takeSeats(t, row.bookingSlotId, change.seats, now))) throw slotFullError();
    const values: Partial<typeof bookings.$inferInsert> = {};
    if (change.values.remarks_internal !== undefined) values.remarksInternal = change.values.remarks_internal;
    if (change.values.pax !== undefined) values.pax = change.values.pax;
    await t.update(bookings, row.id, { ...values, firstActionAt: firstAction(now), updatedAt: now });
    await t.insertChild(bookingLogs, change.logs.map((text) => ({ bookingId: row.id, text, changedBy: actor.user.name, createdAt: now })));
    return row;
  });
  if (changed) publish(actor, changed);
}

/** POST /bookings/{id}/assign: an active user of the company (422 'Choose from the list' otherwise), or null. */
export async function assignBooking(actor: BookingActor, current: BookingRow, userId: number | null): Promise<void> {
  const { own } = actor;
  let assignee: { id: number; name: string } | null = null;
  if (userId !== null) {
    if (!Number.isSafeInteger(userId) || userId > 2_147_483_647) throw ruleChoice('user_id');
    [assignee] = await own.pick({ id: users.id, name: users.name }, users, eq(users.id, userId), eq(users.status, 'active'));
    if (!assignee) throw ruleChoice('user_id');
  }
  const text = assignmentLog(current.assigneeId, assignee);
  if (text === null) return;
  const { now } = actor;
  await own.transaction(async (t) => {
    await t.update(bookings, current.id, { assigneeId: assignee?.id ?? null, firstActionAt: firstAction(now), updatedAt: now });
    await t.insertChild(bookingLogs, { bookingId: current.id, text, changedBy: actor.user.name, createdAt: now });
  });
  publish(actor, current);
}
