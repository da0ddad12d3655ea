/**
 * The front desk's screens (slice 3: Guests, Requests, Slots, Request Types): their texts, the lists'
 * sort keys and the constants a list screen reads. Apart from the schemas (types.ts, slots.ts,
 * bookings.ts, ../guests.ts), so the lists read them without loading yup (ADR 0034).
 */
import { formatDisplayDate } from '../dates';
import { LIVE_QUEUE, LIVE_REQUESTS_TEXT } from './live';

export const BOOKING_STATUSES = ['new', 'confirmed', 'completed', 'declined', 'cancelled', 'no_show', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** GET /bookings/by-state/{state}: New, Ongoing (pending) and All. */
export const BOOKING_STATES = ['new', 'pending', 'all'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

// Texts ---------------------------------------------------------------------------

/** The slice's screen texts. Spec texts are marked; the others are ours (docs/requests.md). */
export const REQUESTS_TEXT = {
  // Guests (section 2)
  guestsTitle: 'Guest List',
  inHouseTab: 'In House',
  othersTab: 'Others',
  addGuest: 'Add Guest',
  createGuestTitle: 'Create New Guest',
  createGuest: 'Create Guest',
  guestRequestsTab: 'Requests',
  noGuests: 'No guests yet',
  noGuestsMatch: 'No guests match the search',
  clearCheckout: 'Clear PMS Checkout',
  pmsCheckin: 'PMS Check-in',
  pmsCheckout: 'PMS Check-out',
  // Request types (section 2)
  guestRequestsTabOnObject: 'Guest Requests',
  enableRequests: 'Enable Requests or Bookings',
  view: 'View',
  requestTypeTitle: 'Request Type',
  createRequestType: 'Create Request Type',
  addTimingSet: 'Add Timing Set',
  noLimit: 'No limit',
  // Slots (section 2)
  slotsTitle: 'Slots',
  todayTab: 'Today',
  allTab: 'All',
  noSlotsOnDate: 'No Booking Slots Available On Date',
  slotBookingsTab: 'Bookings',
  addSlot: 'Add Slot',
  // Requests (section 2)
  requestsTitle: 'Requests',
  newTab: 'New',
  ongoingTab: 'Ongoing',
  addBooking: 'Add Booking',
  createBooking: 'Create Booking',
  timelineTab: 'Timeline',
  assignToMe: 'Assign to me',
  unassign: 'Unassign',
  overdue: 'Overdue',
  noRequests: 'No requests',
  remarksGuest: 'G',
  remarksHotel: 'H',
  quantityRemoves: 'A quantity of 0 removes the item',
  /**
   * The booking drawer's title: the type's text plus the number (spec), with a '#' (issue 18): 'Private Beach
   * Dinner #1'. The text is what staff know the type by, its activity or menu; the kind's name ('Slot Bookings',
   * the same for every type) only when that is gone. The drawer still lists the kind under Type.
   */
  bookingTitle: (typeText: string, number: number) => `${typeText} #${number}`,
  /** The Pax / Menu cell's sub-labels (ours): how many guests, then who; the menu lines. */
  guestsCount: (count: number) => (count === 1 ? '1 guest' : `${count} guests`),
  menuLines: 'Menu',
  /** Announced politely when the live queue brings new requests (ours). */
  newRequests: LIVE_REQUESTS_TEXT.newRequests,
  // Server answers (ours)
  slotFull: 'This slot has no seats left for this many pax',
  slotPast: 'This slot has already started',
  slotClosed: 'Bookings for this slot have closed. Book anyway?',
  guestOverlap: 'A guest of this booking already has a booking at this time. Book anyway?',
  bookAnyway: 'Book Anyway',
  maxBelowBooked: (booked: number) => `Maximum pax cannot be below the ${booked} already booked`,
  actionNotOffered: 'This request has changed meanwhile: that action is no longer offered. The list shows its current state.',
  fixedOnceCreated: 'Cannot be changed once the request type exists',
  typeExists: 'This activity or menu already has a request type',
  firstSetRequired: 'A weekly type needs at least one timing set',
  endAfterStart: 'End time must be after the start time',
  departureAfterArrival: 'Departure must be after arrival',
  notInHouse: 'Choose guests staying in this room',
  notMenuType: 'Only menu request types take menu items',
  itemNotInMenu: 'Choose items of this menu',
  oneItemOnly: 'This menu takes one item per booking',
  invalidEmail: 'Enter a valid e-mail address',
  paxRequired: 'Field is required',
  slotHasBookings: 'A slot with bookings cannot be removed',
  slotExists: 'This type already has a slot at this date and time',
  // E-mails (ours)
  newBookingSubject: (typeText: string, number: number) => `New booking ${number}: ${typeText}`,
  overdueSubject: (typeText: string, number: number) => `Booking ${number} is waiting: ${typeText}`,
} as const;

/**
 * Statuses no action leads on from: the domain's status machine (domain/bookings.ts, `bookingActions`) offers
 * nothing after them, so moving a booking there cannot be undone (the console asks first). Here, apart from the
 * domain, so the list screen reads it without loading the rules; bookingActionText.test.tsx checks the two agree.
 */
export const FINAL_BOOKING_STATUSES: readonly BookingStatus[] = ['completed', 'declined', 'cancelled', 'no_show', 'expired'];

/** What a status action did, in words: 'Booking #3 confirmed' (ours, issue 18). */
const RESULT_WORDS: Record<BookingStatus, string> = {
  new: 'set to New',
  confirmed: 'confirmed',
  completed: 'completed',
  declined: 'declined',
  cancelled: 'cancelled',
  no_show: 'marked as no show',
  expired: 'expired',
};

/** The question asked before an action that cannot be undone (ConfirmationRequest's fields). */
export interface BookingFinalAsk {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  tone: 'primary' | 'danger';
}

const CANNOT_BE_UNDONE = 'This cannot be undone.';

const FINAL_ASK: Partial<Record<BookingStatus, (number: number) => BookingFinalAsk>> = {
  declined: (n) => ({
    title: `Decline booking #${n}?`,
    message: `The request is turned down and its seats go back to the slot. ${CANNOT_BE_UNDONE}`,
    confirmLabel: 'Decline',
    cancelLabel: 'Cancel',
    tone: 'danger',
  }),
  completed: (n) => ({
    title: `Complete booking #${n}?`,
    message: `The booking is closed as served. ${CANNOT_BE_UNDONE}`,
    confirmLabel: 'Complete',
    cancelLabel: 'Cancel',
    tone: 'primary',
  }),
  no_show: (n) => ({
    title: `Mark booking #${n} as no show?`,
    message: `The booking is closed: the guests did not come. ${CANNOT_BE_UNDONE}`,
    confirmLabel: 'No Show',
    cancelLabel: 'Cancel',
    tone: 'primary',
  }),
  // 'Cancel' would name both buttons: the dialog's own way out keeps the booking.
  cancelled: (n) => ({
    title: `Cancel booking #${n}?`,
    message: `The booking is cancelled and its seats go back to the slot. ${CANNOT_BE_UNDONE}`,
    confirmLabel: 'Cancel Booking',
    cancelLabel: 'Keep Booking',
    tone: 'danger',
  }),
};

/** Acting on a booking (ours, issue 18): the toast after an action, its link, and the question before a final one. */
export const BOOKING_ACTION_TEXT = {
  /** 'Booking #3 confirmed' */
  done: (number: number, to: BookingStatus) => `Booking #${number} ${RESULT_WORDS[to]}`,
  /** The toast's button that opens the booking's drawer. */
  openBooking: 'Open booking',
  cannotBeUndone: CANNOT_BE_UNDONE,
  /** The question before moving booking `number` to a final status; null for a reversible one (acts at once). */
  askBefore: (number: number, to: BookingStatus): BookingFinalAsk | null =>
    FINAL_BOOKING_STATUSES.includes(to) ? (FINAL_ASK[to]?.(number) ?? genericAsk(number, to)) : null,
} as const;

/** A final status without its own words (e.g. one the machine gains later): still asks, plainly. */
function genericAsk(number: number, to: BookingStatus): BookingFinalAsk {
  return {
    title: `Change booking #${number}?`,
    message: `Booking #${number} will be ${RESULT_WORDS[to]}. ${CANNOT_BE_UNDONE}`,
    confirmLabel: 'Confirm',
    cancelLabel: 'Cancel',
    tone: 'primary',
  };
}

/** DD-MMM-YY, as the Guests table shows dates (section 2): '05-Mar-26'. The display format's date (../dates). */
export const formatGuestDate = formatDisplayDate;

// Constants -------------------------------------------------------------------------

export const BOOKING_LIMITS = {
  /** Weekly types keep their slots generated this many days ahead (company time zone). */
  horizonDays: 60,
  /** Most pax one booking can carry. */
  paxMax: 500,
  /** Most pax a slot can hold (pax_max). */
  slotPaxMax: 10_000,
  /** Timing sets of one type. */
  timingSets: 20,
  /** booking_emails of one type. */
  emails: 20,
  menuItems: 100,
  quantityMax: 999,
  guests: 20,
  /** slot_booking_close_minutes: up to 7 days. */
  closeMinutesMax: 10_080,
  remarks: 2000,
  /** How often the Requests list refreshes when its live stream is down (ms): LIVE_QUEUE.pollMs. */
  pollMs: LIVE_QUEUE.pollMs,
  /** The live stream's heartbeat (ms): LIVE_QUEUE.heartbeatMs. */
  heartbeatMs: LIVE_QUEUE.heartbeatMs,
} as const;

// List sort keys: the first key is the default order. ---------------------------------

export const GUEST_ORDER_KEYS = ['name', 'confirmation_number', 'room', 'arrival_date', 'departure_date'] as const;
export const SLOT_ORDER_KEYS = ['date', 'type', 'pax'] as const;
export const BOOKING_ORDER_KEYS = ['due', 'number', 'slot', 'status'] as const;
