/**
 * Questions stories and tests ask of the seeded scenario. Its bookings are seeded relative to the time
 * of day, so which guests already have a booking at a given hour, and which of a day's slots are still
 * open, change through the day (late in the evening the scenario's late seating falls on tomorrow): a
 * story that books a slot picks its slot and its room here instead of naming them.
 */
import { isInHouse, overlappingGuestIds } from '@atoll/contract/domain';
import { heldSeats, slotView, type StoredSlot } from './bookingStore';
import { mockDb } from './store';

/** A slot of the booking type on `date` that still takes bookings now (window open, `pax` seats free). */
export function openSlotOn(bookingTypeId: number, date: string, pax = 1, now = new Date()): StoredSlot {
  const slot = mockDb.requests.slots.find(
    (s) => s.booking_type_id === bookingTypeId && s.date === date && Date.parse(slotView(s, now).closes_at) > now.getTime() && s.pax_max - s.booked_pax >= pax,
  );
  if (!slot) throw new Error(`No open slot of type ${bookingTypeId} on ${date}`);
  return slot;
}

/**
 * An occupied room whose in-house guests have no other booking overlapping `slotId` (a booking there
 * asks no guest-overlap question): its number and its guests.
 */
export function roomFreeAt(slotId: number): { roomId: number; roomNumber: string; guests: { id: number; name: string }[] } {
  const slot = mockDb.requests.slots.find((s) => s.id === slotId);
  if (!slot) throw new Error(`No slot ${slotId}`);
  const inHouse = mockDb.requests.guests.filter((g) => g.company_id === slot.company_id && g.room_id !== null && isInHouse(g, slot.date));
  // The same question Add Booking's guest-overlap check asks (the domain's rule), of every in-house guest.
  const busy = new Set(overlappingGuestIds(slot, inHouse.map((g) => g.id), heldSeats(slot.company_id)));
  const roomId = [...new Set(inHouse.map((g) => g.room_id as number))].find((id) => inHouse.every((g) => g.room_id !== id || !busy.has(g.id)));
  const room = mockDb.content.roomTypes.flatMap((t) => t.rooms).find((r) => r.id === roomId);
  if (roomId === undefined || !room) throw new Error(`No occupied room is free at slot ${slotId}`);
  const guests = inHouse.filter((g) => g.room_id === roomId).map((g) => ({ id: g.id, name: `${g.first_name} ${g.last_name}` }));
  return { roomId, roomNumber: room.number, guests };
}
