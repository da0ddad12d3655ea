/** The Slots screen's drawer tabs and column names (spec section 2; the spec's own texts are in REQUESTS_TEXT). */
export const SLOT_TABS = ['basic', 'bookings'] as const;
export type SlotTab = (typeof SLOT_TABS)[number];

export const SLOT_LABEL = {
  table: 'Booking slots',
  dateTime: 'Date / Time',
  type: 'Type',
  attached: 'Attached',
  pax: 'Pax',
  status: 'Status',
  date: 'Date',
  openTime: 'Open Time',
  closeTime: 'Close Time',
  paxMax: 'Maximum Pax',
  paxMaxHelp: '0 means no limit.',
  requestType: 'Request Type',
  number: 'Number',
  room: 'Room',
  noBookings: 'No bookings in this slot yet',
  slotBookings: 'Bookings of this slot',
} as const;
