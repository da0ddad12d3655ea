/**
 * Pieces the Requests list and the booking drawer share: the status pill in the server's colours,
 * the G / H remarks markers, the slot's date and time, the deadline badge, and sending an action:
 * an action that cannot be undone asks first; a done one says so in a toast with 'Open booking'; a
 * 409 — someone acted first — shows the server's message (the row refreshes either way).
 */
import { createContext, useContext } from 'react';
import styled from 'styled-components';
import {
  BOOKING_ACTION_TEXT,
  formatDisplayDate,
  MSG,
  PERMISSION,
  REQUESTS_TEXT,
  type ApiError,
  type Booking,
  type BookingStatus,
} from '@atoll/contract';
import { BOOKED_IN_GUEST_APP } from '@atoll/contract/guestBookingsText';
import { ActionButtons, DeadlineBadge, requestConfirmation, showToast } from '@atoll/ui-kit';
import { useBookingActionMutation } from './api';
import { isDeclinedConfirmation } from '#api/baseQuery.ts';
import { useCan, useTimeZone } from '#app/hooks.ts';
import { StatusStyleBadge } from '#app/StatusStyleBadge.tsx';

/** A booking's status as the server styles it. */
export function BookingStatusPill({ booking }: { booking: Pick<Booking, 'ui_status'> }) {
  return <StatusStyleBadge status={booking.ui_status} />;
}

/** '24-Nov-26 19:00 – 21:00' */
export const slotWhen = (booking: Pick<Booking, 'booking_slot'>) => `${formatDisplayDate(booking.booking_slot.date)} ${booking.booking_slot.time_text}`;

const Marker = styled.abbr`
  display: inline-grid;
  place-items: center;
  min-width: 20px;
  height: 20px;
  margin-right: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-decoration: none;
`;

const RemarkLine = styled.span`
  display: block;
  max-width: 240px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/**
 * The list's remarks cell: G the guest's (or booker's) remarks, H the hotel's internal remarks. A booking the guest
 * made in the guest app (ADR 0052) shows its G even without a note, named as booked from the app.
 */
export function RemarksMarkers({ booking }: { booking: Pick<Booking, 'remarks' | 'remarks_internal'> & Partial<Pick<Booking, 'booked_by_type'>> }) {
  return (
    <>
      {booking.remarks && (
        <RemarkLine title={booking.remarks}>
          <Marker title="Guest remarks">{REQUESTS_TEXT.remarksGuest}</Marker>
          {booking.remarks}
        </RemarkLine>
      )}
      {!booking.remarks && booking.booked_by_type === 'guest' && (
        <RemarkLine>
          <Marker title={BOOKED_IN_GUEST_APP}>{REQUESTS_TEXT.remarksGuest}</Marker>
        </RemarkLine>
      )}
      {booking.remarks_internal && (
        <RemarkLine title={booking.remarks_internal}>
          <Marker title="Hotel remarks">{REQUESTS_TEXT.remarksHotel}</Marker>
          {booking.remarks_internal}
        </RemarkLine>
      )}
    </>
  );
}

/** Time left until the request is due, or Overdue (its tooltip: the moment in the company's time zone). */
export function BookingDeadline({ booking }: { booking: Pick<Booking, 'due_at'> }) {
  return <DeadlineBadge due={booking.due_at} text={{ overdue: REQUESTS_TEXT.overdue }} timeZone={useTimeZone()} />;
}

/** Whether the user may act on this booking (manage-facility-requests on its facility; the server checks again). */
export function useCanManageBooking(booking?: Pick<Booking, 'booking_type'>): boolean {
  return useCan(PERMISSION.manageFacilityRequests, booking ? { objectId: booking.booking_type.facility_id } : {});
}

/**
 * Opens a booking's drawer on the Requests screen, for the toast's 'Open booking' (RequestsScreen provides it;
 * without it the toast offers no link).
 */
export const BookingOpenerContext = createContext<((id: number) => void) | null>(null);

/**
 * Sends an action. One that cannot be undone (a final status) asks first and Cancel sends nothing; a
 * reversible one goes at once. Done, a toast names the booking and the result, with 'Open booking'. A
 * refusal shows the server's message (409: no longer offered — the row refreshes).
 */
export function useSendBookingAction() {
  const [act] = useBookingActionMutation();
  const openBooking = useContext(BookingOpenerContext);
  return async (booking: Pick<Booking, 'id' | 'number'>, status: BookingStatus) => {
    const ask = BOOKING_ACTION_TEXT.askBefore(booking.number, status);
    if (ask && !(await requestConfirmation(ask))) return;
    try {
      await act({ id: booking.id, status }).unwrap();
    } catch (error) {
      if (isDeclinedConfirmation(error)) return;
      const failure = error as ApiError;
      showToast({ title: failure.status === 409 ? failure.message : MSG.errorToast(failure.message), tone: 'error' });
      return;
    }
    showToast({
      title: BOOKING_ACTION_TEXT.done(booking.number, status),
      tone: 'success',
      ...(openBooking ? { action: { label: BOOKING_ACTION_TEXT.openBooking, onAction: () => openBooking(booking.id) } } : {}),
    });
  };
}

/** The booking's actions as buttons: `mainOnly` shows the main action alone (a list row). */
export function BookingActions({ booking, mainOnly = false }: { booking: Booking; mainOnly?: boolean }) {
  const send = useSendBookingAction();
  const actions = mainOnly ? (booking.main_action ? [booking.main_action] : []) : booking.actions;
  return (
    <ActionButtons
      label={`Actions for request ${booking.number}`}
      actions={actions.map((a) => ({ status: a.status, text: a.text.label, color: a.text.color, background: a.text.background }))}
      main={booking.main_action?.status}
      onAction={(status) => send(booking, status as BookingStatus)}
    />
  );
}
