/**
 * A booking as the API answers it (spec section 3): the summary lists show and the full row with its
 * actions, texts, guests and menu lines. Both backends gather the stored row and the names it refers
 * to, then call these; what a booking shows (its status' look, the offered actions, the texts, the
 * guests' and items' order, the fallbacks for a name that is gone) is decided here once.
 */
import type { Booking, BookingSummary, BookingTypeRef } from '../bookings';
import { translationText, type Translatable } from '../translations';
import { BOOKING_STATUS_UI, bookingActions, mainAction, menuItemsText, paxNameText, slotTimeText } from './bookings';

/** A booking's stored fields and the names it refers to (undefined: gone). */
export interface BookingParts {
  id: number;
  number: number;
  status: Booking['status'];
  pax: number;
  facility_id: number;
  booking_type_id: number;
  booking_slot_id: number;
  type: BookingTypeRef | undefined;
  slot: { date: string; start_time: string; end_time: string } | undefined;
  room: { id: number; number: string; type_name: string } | undefined;
}

export interface BookingDetails {
  /** ISO instants. */
  created: string;
  status_at: string;
  due_at: string;
  booked_by_type: Booking['booked_by_type'];
  booked_by_name: string;
  remarks: string | null;
  remarks_internal: string | null;
  status_by_name: string;
  status_remarks: string | null;
  guests: readonly { id: number; first_name: string; last_name: string; confirmation_number: string }[];
  menu_items: readonly { id: number; name: Translatable; quantity: number; sort_order: number }[];
  assignee: { id: number; name: string } | null;
}

/** A type whose activity or menu is gone still needs a reference: never a row without one. */
const missingRef = (parts: BookingParts): BookingTypeRef => ({
  id: parts.booking_type_id,
  type_text: '',
  attached_type: 'Activity',
  attached_id: 0,
  attached_text: '',
  facility_id: parts.facility_id,
  facility_text: '',
  pax_required: false,
  recurring_type: 'manual',
});

const NO_ROOM = { id: 0, type_name: '', number: '' };

/** By code unit (the server's C collation): last name, first name, then id. */
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A booking as lists name it; `withRoom` adds its room (a slot's Bookings tab). */
export function bookingSummaryView(parts: BookingParts, withRoom = false): BookingSummary {
  const ref = parts.type ?? missingRef(parts);
  return {
    id: parts.id,
    number: parts.number,
    status: parts.status,
    ui_status: BOOKING_STATUS_UI[parts.status],
    booking_slot: {
      id: parts.booking_slot_id,
      date: parts.slot?.date ?? '',
      time_text: parts.slot ? slotTimeText(parts.slot.start_time, parts.slot.end_time) : '',
    },
    booking_type: ref,
    pax_text: paxNameText(parts.pax, ref.pax_required),
    ...(withRoom ? { room: parts.room ? { ...parts.room } : { ...NO_ROOM } } : {}),
  };
}

/** A booking with everything the drawer shows: guests by last then first name, menu lines in the menu's order. */
export function bookingView(parts: BookingParts, details: BookingDetails): Booking {
  const summary = bookingSummaryView(parts);
  const guests = [...details.guests].sort((a, b) => byCode(a.last_name, b.last_name) || byCode(a.first_name, b.first_name) || a.id - b.id);
  const items = [...details.menu_items]
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
    .map((i) => ({ item: { id: i.id, name: structuredClone(i.name) }, quantity: i.quantity }));
  return {
    ...summary,
    booked_at: details.created,
    booked_by_type: details.booked_by_type,
    booked_by: details.booked_by_name,
    room: parts.room ? { id: parts.room.id, type_name: parts.room.type_name, number: parts.room.number } : { ...NO_ROOM },
    pax: parts.pax,
    remarks: details.remarks,
    remarks_internal: details.remarks_internal,
    status_at: details.status_at,
    status_by: details.status_by_name,
    status_remarks: details.status_remarks,
    actions: bookingActions(parts.status),
    main_action: mainAction(parts.status),
    guests: guests.map((g) => ({ id: g.id, full_name: `${g.first_name} ${g.last_name}`, confirmation_number: g.confirmation_number })),
    menu_items: items,
    pax_name_text: paxNameText(parts.pax, summary.booking_type.pax_required),
    menu_items_text: menuItemsText(items.map((i) => ({ name: translationText(i.item.name), quantity: i.quantity }))),
    due_at: details.due_at,
    assignee: details.assignee ? { ...details.assignee } : null,
  };
}
