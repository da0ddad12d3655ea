/**
 * The Request Type form's field labels and help (the console's words for spec section 3's fields;
 * the spec's own texts are in REQUESTS_TEXT).
 */
import { REQUEST_TYPE_TEXT } from '@atoll/contract';

export const REQUEST_TYPE_LABEL = {
  type: 'Type',
  attachedType: 'Attached Type',
  attachedTo: 'Attached To',
  activity: 'Activity',
  menu: 'Menu',
  recurringType: 'Recurring Type',
  timingSets: 'Timing Sets',
  manualHelp: 'Slots are created by staff on the Slots screen.',
  paxRequired: 'Pax Required',
  paxMax: 'Maximum Pax',
  paxMaxHelp: REQUEST_TYPE_TEXT.paxMaxHelp,
  allowRemarks: 'Allow Remarks',
  menuMultiple: 'Allow Multiple Menu Items',
  bookingEmails: 'Booking E-mails',
  bookingEmailsHelp: 'New bookings are e-mailed to these addresses.',
  allowFromApp: 'Allow Bookings From App',
  closeMinutes: 'Close Bookings (minutes before the slot)',
  closeMinutesHelp: '0 keeps bookings open until the slot starts.',
  cancellationPolicy: 'Cancellation Policy',
  summary: 'Request type',
} as const;
