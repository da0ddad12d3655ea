/**
 * Guest bookings' wire shapes and texts (issue 21; ADR 0052), apart from the schemas (guestBookings.ts) so the
 * guest web app's lean page (console/src/guest/bookings) imports them without yup: `@atoll/contract/guestBookingsText`.
 */
import type { AttachedType, BookingStatus, StatusStyle } from './bookings';

/** One slot a guest may book: of a type with allow_bookings_from_app, still open, with places left. */
export interface GuestSlot {
  id: number;
  booking_type_id: number;
  /** YYYY-MM-DD in the property's time zone. */
  date: string;
  start_time: string;
  end_time: string;
  /** '19:00 – 21:00' */
  time_text: string;
  /** ISO instant the slot starts. */
  starts_at: string;
  /** The activity's or menu's name, in the answer's language. */
  name: string;
  attached_type: AttachedType;
  attached_id: number;
  facility_id: number;
  facility_name: string;
  /** The booking asks how many people come (pax); otherwise it is one place. */
  pax_required: boolean;
  /** Places still free; null when the slot has no limit. */
  places_left: number | null;
  /** A note may be added. */
  allow_remarks: boolean;
  /** A menu's type: several items may be ordered (else one). */
  menu_multiple: boolean;
  /** The type's cancellation policy in the answer's language ('' when none). */
  cancellation_policy: string;
}

/** GET guest-app/{domain}/slots */
export interface GuestSlots {
  language: string;
  /** The property's today (its time zone): the first date a guest may pick. */
  today: string;
  /** The date answered. */
  date: string;
  slots: GuestSlot[];
}

/** One of the signed-in guest's bookings (GET guest-app/{domain}/bookings, POST's answer). */
export interface GuestBooking {
  id: number;
  number: number;
  status: BookingStatus;
  ui_status: StatusStyle;
  /** The slot it holds (the Book page marks that slot as booked). */
  booking_slot_id: number;
  date: string;
  time_text: string;
  starts_at: string;
  name: string;
  facility_name: string;
  /** null when the type takes no pax. */
  pax: number | null;
  remarks: string | null;
  /** 'Fish curry × 2, Lime juice × 1' ('' without items). */
  menu_items_text: string;
  /** The guest may still cancel it in the app (guestCancellable). */
  can_cancel: boolean;
  cancellation_policy: string;
}

/** The Requests list's G on a booking the guest made in the guest app without a note (its marker's title). */
export const BOOKED_IN_GUEST_APP = 'Booked by the guest in the app';

/** How many dates the booking page offers from today (today + 6 more). */
export const GUEST_BOOKING_DAYS = 7;

/** The guest's booking page and the answers it shows (ours, issue 21). */
export const GUEST_BOOKING_TEXT = {
  // Server answers
  pastDate: 'Choose today or a later date',
  closed: 'Bookings for this time have closed. Please contact the front desk.',
  alreadyBooked: 'You already have a booking at this time',
  cannotCancel: 'This booking can no longer be cancelled here. Please contact the front desk.',
  /** Who booked, as staff see it in Requests: the guest's name and where from. */
  bookedBy: (name: string) => `${name} (guest app)`,
  cancelledLog: 'Cancelled by the guest in the app',
  // The page
  title: 'Book',
  dateLabel: 'Date',
  today: 'Today',
  tomorrow: 'Tomorrow',
  loading: 'Loading…',
  loadFailed: 'Could not load. Check your connection and try again.',
  retry: 'Try again',
  noSlots: 'Nothing to book on this day',
  placesLeft: (n: number) => (n === 1 ? '1 place left' : `${n} places left`),
  noLimit: 'Places available',
  book: 'Book',
  bookWhat: (name: string, time: string) => `Book ${name}, ${time}`,
  paxLabel: 'Number of people',
  noteLabel: 'Note (optional)',
  itemsLabel: 'Choose from the menu',
  quantityOf: (item: string) => `Quantity of ${item}`,
  confirm: 'Send booking',
  close: 'Close',
  sending: 'Sending…',
  booked: (name: string, time: string) => `Booked: ${name}, ${time}. The hotel will confirm it.`,
  signIn: 'Sign in with your room',
  signInHelp: 'Sign in with your room number and last name to book.',
  myBookings: 'My bookings',
  noBookings: 'No upcoming bookings',
  cancel: 'Cancel booking',
  cancelAsk: (name: string) => `Cancel ${name}?`,
  keep: 'Keep booking',
  cancelled: 'Booking cancelled',
  /** On a slot the guest already holds a booking of. */
  youBooked: 'You have booked this',
  cancellationPolicy: 'Cancellation policy',
  peopleText: (n: number) => (n === 1 ? '1 person' : `${n} people`),
} as const;

/** GET guest-app/{domain}/slots: anyone may cache it, nobody may use it without asking (places change with every booking). */
export const GUEST_SLOTS_CACHE_CONTROL = 'public, no-cache';
