/**
 * The drawers of Requests (spec section 2): a booking's details — title the type text and number
 * ('Private Beach Dinner #1'), subtitle the slot's date and time, tabs Basic Information and Timeline — and Add Booking's
 * 'Create Booking'. Basic Information lists the booking, its guests and menu items, the actions,
 * Assign to me / Unassign, and edits the internal remarks (and pax, when the type takes pax) with the
 * save bar (PATCH). The Timeline lists the logs newest first with who and a relative time that
 * refreshes every 20 s (its tooltip the moment as 'DD-MMM-YY, HH:mm' in the company's time zone). Refetches (the live queue) update the drawer in place.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { BOOKING_LIMITS, LABEL, LAYOUT, MSG, REQUESTS_TEXT as TEXT, bookingPatchSchema, translationText, type Booking } from '@atoll/contract';
import { Button, Drawer, Form, FormNumberField, FormSaveBar, FormTextArea, showToast, Timeline } from '@atoll/ui-kit';
import { useAssignBookingMutation, useGetBookingQuery, useUpdateBookingMutation } from './api';
import { CreateDrawer, PendingDrawer } from '#app/ContentDrawers.tsx';
import { CompanyRelativeTime } from '#app/CompanyTime.tsx';
import { useSession, useTimeZone } from '#app/hooks.ts';
import type { DrawerUrlState } from '#app/useDrawerUrlState.ts';
import { AddBookingForm } from './AddBookingForm';
import { readAddBookingStart } from '#app/addBookingLink.ts';
import { BookingActions, BookingDeadline, BookingStatusPill, slotWhen, useCanManageBooking } from './bookingParts';
import type { BookingDrawerTab } from './bookingDrawerTabs';

type Url = DrawerUrlState<BookingDrawerTab>;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) 1fr;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;
const Heading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.size.md};
`;
const Plain = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

interface PatchValues {
  remarks_internal: string;
  pax?: number;
}

/** Internal remarks, and pax when the type takes pax: PATCH bookings/{id} with the save bar. */
function BookingEditForm({ booking }: { booking: Booking }) {
  const [update] = useUpdateBookingMutation();
  const withPax = booking.booking_type.pax_required;
  const initialValues = useMemo<PatchValues>(
    () => ({ remarks_internal: booking.remarks_internal ?? '', ...(withPax ? { pax: booking.pax } : {}) }),
    [booking.remarks_internal, booking.pax, withPax],
  );
  return (
    <Form<PatchValues>
      schema={bookingPatchSchema}
      initialValues={initialValues}
      aria-label="Edit request"
      onSubmit={async (values) => {
        await update({
          id: booking.id,
          remarks_internal: values.remarks_internal.trim() || null,
          ...(withPax && values.pax !== undefined ? { pax: values.pax } : {}),
        }).unwrap();
        showToast({ title: MSG.successfullyUpdated, tone: 'success' });
      }}
    >
      {withPax && <FormNumberField name="pax" label="Pax" minValue={1} maxValue={BOOKING_LIMITS.paxMax} isRequired />}
      <FormTextArea name="remarks_internal" label="Internal remarks" />
      <FormSaveBar />
    </Form>
  );
}

/** Assign to me / Unassign (POST bookings/{id}/assign). */
function AssignButtons({ booking }: { booking: Booking }) {
  const { user } = useSession();
  const [assign, { isLoading }] = useAssignBookingMutation();
  if (!user) return null;
  const mine = booking.assignee?.id === user.id;
  return (
    <Row>
      {!mine && (
        <Button variant="secondary" isPending={isLoading} onPress={() => void assign({ id: booking.id, user_id: user.id })}>
          {TEXT.assignToMe}
        </Button>
      )}
      {booking.assignee && (
        <Button variant="secondary" isPending={isLoading} onPress={() => void assign({ id: booking.id, user_id: null })}>
          {TEXT.unassign}
        </Button>
      )}
    </Row>
  );
}

function BookingBasicInfo({ booking }: { booking: Booking }) {
  const canManage = useCanManageBooking(booking);
  const open = booking.status === 'new' || booking.status === 'confirmed';
  return (
    <Stack>
      {canManage && booking.actions.length > 0 && <BookingActions booking={booking} />}
      <Details>
        <dt>Status</dt>
        <dd>
          <BookingStatusPill booking={booking} />
        </dd>
        {open && (
          <>
            <dt>Due</dt>
            <dd>
              <BookingDeadline booking={booking} />
            </dd>
          </>
        )}
        <dt>Type</dt>
        <dd>{booking.booking_type.type_text}</dd>
        <dt>Attached</dt>
        <dd>{`${booking.booking_type.attached_text} (${booking.booking_type.facility_text})`}</dd>
        <dt>Slot</dt>
        <dd>{slotWhen(booking)}</dd>
        <dt>Room</dt>
        <dd>{booking.room.type_name ? `${booking.room.number} (${booking.room.type_name})` : booking.room.number}</dd>
        {booking.pax_name_text && (
          <>
            <dt>Pax</dt>
            <dd>{booking.pax_name_text}</dd>
          </>
        )}
        <dt>Booked by</dt>
        <dd>
          {booking.booked_by}, <CompanyRelativeTime date={booking.booked_at} />
        </dd>
        <dt>Assignee</dt>
        <dd>{booking.assignee?.name ?? 'Nobody'}</dd>
        <dt>Remarks</dt>
        <dd>{booking.remarks ?? ''}</dd>
      </Details>
      {canManage && <AssignButtons booking={booking} />}
      <section aria-label="Guests">
        <Heading>Guests</Heading>
        <Plain>
          {booking.guests.map((g) => (
            <li key={g.id}>{`${g.full_name} (${g.confirmation_number})`}</li>
          ))}
        </Plain>
      </section>
      {booking.menu_items.length > 0 && (
        <section aria-label="Menu items">
          <Heading>Menu items</Heading>
          <Plain>
            {booking.menu_items.map((line) => (
              <li key={line.item.id}>{`${translationText(line.item.name)} × ${line.quantity}`}</li>
            ))}
          </Plain>
        </section>
      )}
      {canManage ? (
        <BookingEditForm booking={booking} />
      ) : (
        <Details>
          <dt>Internal remarks</dt>
          <dd>{booking.remarks_internal ?? ''}</dd>
        </Details>
      )}
    </Stack>
  );
}

function BookingDetails({ id, url, tab }: { id: number; url: Url; tab: BookingDrawerTab }) {
  const { data: booking, error, isFetching, refetch } = useGetBookingQuery(id);
  const timeZone = useTimeZone();
  if (!booking) return <PendingDrawer error={error} isFetching={isFetching} onRetry={() => void refetch()} onClose={url.close} />;
  const logs = booking.logs ?? [];
  return (
    <Drawer
      isOpen
      onOpenChange={(open) => !open && url.close()}
      title={TEXT.bookingTitle(booking.booking_type.attached_text || booking.booking_type.type_text, booking.number)}
      subtitle={slotWhen(booking)}
      width={LAYOUT.drawerWidth}
      selectedTab={tab}
      onTabChange={url.setTab}
      tabs={[
        { id: 'basic', label: LABEL.tab.basicInformation, content: <BookingBasicInfo booking={booking} /> },
        {
          id: 'timeline',
          label: TEXT.timelineTab,
          content: <Timeline label={TEXT.timelineTab} timeZone={timeZone} entries={logs.map((l) => ({ id: l.id, text: l.text, who: l.changed_by, at: l.created_at }))} emptyText="Nothing yet" />,
        },
      ]}
    />
  );
}

export function BookingDrawers({ url }: { url: Url }) {
  const { drawer } = url;
  const [params] = useSearchParams();
  if (drawer.kind === 'new') {
    return (
      <CreateDrawer title={TEXT.addBooking} onClose={url.close}>
        <AddBookingForm start={readAddBookingStart(params)} onCreated={(booking) => url.showCreated(booking.id)} />
      </CreateDrawer>
    );
  }
  return drawer.kind === 'open' ? <BookingDetails id={drawer.id} url={url} tab={drawer.tab} /> : null;
}
