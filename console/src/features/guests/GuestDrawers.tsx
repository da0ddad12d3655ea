/**
 * The Guest List's drawers (spec section 2): 'Create New Guest', and a guest's details with the
 * tabs Basic Information and Requests (count), Delete (the spec's confirmation). Company
 * administrators see the PMS fields and Clear PMS Checkout in Basic Information. Staff who manage
 * requests book an in-house guest from here: Add Booking opens on Requests with the guest's room and
 * the guest chosen.
 */
import { useNavigate } from 'react-router';
import { LABEL, PERMISSION, REQUESTS_TEXT } from '@atoll/contract';
import { Button } from '@atoll/ui-kit';
import { addBookingHref } from '#app/addBookingLink.ts';
import { CreateDrawer, DetailDrawer, PendingDrawer } from '#app/ContentDrawers.tsx';
import { useCan } from '#app/hooks.ts';
import type { DrawerUrlState } from '#app/useDrawerUrlState.ts';
import { useDeleteGuestMutation, useGetGuestQuery } from './api';
import { CreateGuestForm, GuestBasicForm } from './GuestForm';
import { GuestRequests } from './GuestRequests';
import type { GuestDrawerTab } from './guestDrawerTabs';

type Url = DrawerUrlState<GuestDrawerTab>;

function GuestDetails({ id, tab, url }: { id: number; tab: GuestDrawerTab; url: Url }) {
  const { data: guest, error, isFetching, refetch } = useGetGuestQuery(id);
  const [remove] = useDeleteGuestMutation();
  const isAdmin = useCan([PERMISSION.companyAdministrator, PERMISSION.companyOwner]);
  const canBook = useCan(PERMISSION.manageFacilityRequests);
  const navigate = useNavigate();
  if (!guest) return <PendingDrawer error={error} isFetching={isFetching} onRetry={() => void refetch()} onClose={url.close} />;
  return (
    <DetailDrawer
      title={guest.full_name}
      subtitle={guest.confirmation_number}
      onClose={url.close}
      onDelete={() => remove(id).unwrap()}
      // Booking starts from who (issue 18): Add Booking with the guest's room chosen and the guest ticked.
      actions={
        canBook && guest.in_house ? (
          <Button variant="secondary" onPress={() => void navigate(addBookingHref({ room: guest.room_id, guest: guest.id }))}>
            {REQUESTS_TEXT.addBooking}
          </Button>
        ) : undefined
      }
      selectedTab={tab}
      onTabChange={url.setTab}
      tabs={[
        { id: 'basic', label: LABEL.tab.basicInformation, content: <GuestBasicForm guest={guest} isAdmin={isAdmin} /> },
        { id: 'requests', label: REQUESTS_TEXT.guestRequestsTab, count: guest.bookings_count, content: <GuestRequests bookings={guest.bookings ?? []} /> },
      ]}
    />
  );
}

export function GuestDrawers({ url }: { url: Url }) {
  const { drawer } = url;
  if (drawer.kind === 'new') {
    return (
      <CreateDrawer title={REQUESTS_TEXT.createGuestTitle} onClose={url.close}>
        <CreateGuestForm onCreated={(guest) => url.showCreated(guest.id)} />
      </CreateDrawer>
    );
  }
  return drawer.kind === 'open' ? <GuestDetails id={drawer.id} tab={drawer.tab} url={url} /> : null;
}
