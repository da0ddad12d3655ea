/**
 * A guest's Requests tab (spec section 2): the bookings of the guest the user may read (the server
 * leaves out facilities outside the user's request scope) — number, request type, the slot's date
 * and time, and the status in the server's colours.
 */
import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { formatGuestDate, REQUESTS_TEXT, type BookingSummary } from '@atoll/contract';
import { Table, type TableColumn } from '@atoll/ui-kit';

const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  line-height: 20px;
  white-space: nowrap;
  background: var(--status-background);
  color: var(--status-color);
`;

const COLUMNS: TableColumn<BookingSummary>[] = [
  { key: 'number', header: 'Number', isRowHeader: true, render: (b) => b.number },
  { key: 'type', header: 'Type', render: (b) => b.booking_type.attached_text || b.booking_type.type_text },
  { key: 'slot', header: 'Slot', render: (b) => `${formatGuestDate(b.booking_slot.date)} ${b.booking_slot.time_text}` },
  {
    key: 'status',
    header: 'Status',
    render: ({ ui_status: { text, color, background } }) => (
      <Pill style={{ '--status-color': color, '--status-background': background } as CSSProperties}>{text}</Pill>
    ),
  },
];

export function GuestRequests({ bookings }: { bookings: readonly BookingSummary[] }) {
  return <Table<BookingSummary> aria-label={REQUESTS_TEXT.guestRequestsTab} columns={COLUMNS} rows={bookings} emptyText={REQUESTS_TEXT.noRequests} />;
}
