/**
 * A guest's Requests tab (spec section 2): the bookings of the guest the user may read (the server
 * leaves out facilities outside the user's request scope) — number, request type, the slot's date
 * and time, and the status in the server's colours.
 */
import { formatDisplayDate, REQUESTS_TEXT, type BookingSummary } from '@atoll/contract';
import { Table, type TableColumn } from '@atoll/ui-kit';
import { StatusStyleBadge } from '#app/StatusStyleBadge.tsx';

const COLUMNS: TableColumn<BookingSummary>[] = [
  { key: 'number', header: 'Number', isRowHeader: true, render: (b) => b.number },
  { key: 'type', header: 'Type', render: (b) => b.booking_type.attached_text || b.booking_type.type_text },
  { key: 'slot', header: 'Slot', render: (b) => `${formatDisplayDate(b.booking_slot.date)} ${b.booking_slot.time_text}` },
  {
    key: 'status',
    header: 'Status',
    cardRole: 'status',
    render: (b) => <StatusStyleBadge status={b.ui_status} />,
  },
];

export function GuestRequests({ bookings }: { bookings: readonly BookingSummary[] }) {
  return <Table<BookingSummary> aria-label={REQUESTS_TEXT.guestRequestsTab} columns={COLUMNS} rows={bookings} emptyText={REQUESTS_TEXT.noRequests} />;
}
