/**
 * A guest's Basic Information (spec sections 2 and 5): first and last name, confirmation number,
 * nationality (GET ui/countries), the trip dates and the room (GET rooms/selector), each 'Field is
 * required'. Company administrators also see PMS Check-in and PMS Check-out on an existing guest
 * (the server keeps them from administrators only) and, while a check-out is set, Clear PMS
 * Checkout. The create form ends with Create Guest; the edit form shows the save bar. A refused
 * save keeps what was typed and shows the server's messages under their fields (the kit's Form).
 */
import { useMemo } from 'react';
import { MSG, LABEL, REQUESTS_TEXT as TEXT, guestSchema, type Guest, type GuestPayload } from '@atoll/contract';
import {
  Button,
  FormComboBox,
  FormDateField,
  FormSaveBar,
  FormSelect,
  FormSubmitButton,
  FormTextField,
  Form,
  showToast,
  type ListOption,
} from '@atoll/ui-kit';
import styled from 'styled-components';
import { useCountriesQuery } from '#api/authApi.ts';
import { useRoomOptionsQuery } from '#api/contentApi.ts';
import { useClearPmsCheckoutMutation, useCreateGuestMutation, useUpdateGuestMutation } from './api';
import { PmsInstantField } from './PmsInstantField';

interface GuestValues {
  first_name: string;
  last_name: string;
  confirmation_number: string;
  nationality: string;
  arrival_date: string;
  departure_date: string;
  room_id: number | undefined;
  pms_checkin_at: string | null;
  pms_checkout_at: string | null;
}

const EMPTY: GuestValues = {
  first_name: '',
  last_name: '',
  confirmation_number: '',
  nationality: '',
  arrival_date: '',
  departure_date: '',
  room_id: undefined,
  pms_checkin_at: null,
  pms_checkout_at: null,
};

/** The body: PMS instants only when the form showed them (administrators on an existing guest). */
const payloadOf = (values: GuestValues, withPms: boolean): GuestPayload => ({
  first_name: values.first_name.trim(),
  last_name: values.last_name.trim(),
  confirmation_number: values.confirmation_number.trim(),
  nationality: values.nationality,
  arrival_date: values.arrival_date,
  departure_date: values.departure_date,
  room_id: values.room_id as number,
  ...(withPms ? { pms_checkin_at: values.pms_checkin_at, pms_checkout_at: values.pms_checkout_at } : {}),
});

const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const TripLegend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const Trip = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

function GuestFields() {
  const { data: countries = [], isLoading: countriesLoading } = useCountriesQuery();
  const { data: rooms = [], isLoading: roomsLoading } = useRoomOptionsQuery();
  const countryOptions = useMemo<ListOption[]>(() => countries.map(({ alpha3, value }) => ({ id: alpha3, label: value })), [countries]);
  const roomOptions = useMemo<ListOption[]>(() => rooms.map((r) => ({ id: r.id, label: `${r.number} · ${r.room_type_name}` })), [rooms]);
  return (
    <>
      <TwoColumns>
        <FormTextField name="first_name" label="First Name" isRequired autoComplete="off" />
        <FormTextField name="last_name" label="Last Name" isRequired autoComplete="off" />
      </TwoColumns>
      <FormTextField name="confirmation_number" label="Confirmation Number" isRequired autoComplete="off" />
      {/* Keyed on the list so a stored nationality shows its name once the list has arrived. */}
      <FormComboBox key={countryOptions.length} name="nationality" label="Nationality" items={countryOptions} isDisabled={countriesLoading} isRequired />
      <Trip>
        <TripLegend>Trip Dates</TripLegend>
        <TwoColumns>
          <FormDateField name="arrival_date" label="Arrival" isRequired />
          <FormDateField name="departure_date" label="Departure" isRequired />
        </TwoColumns>
      </Trip>
      <FormSelect name="room_id" label="Room" items={roomOptions} isDisabled={roomsLoading} isRequired />
    </>
  );
}

export function CreateGuestForm({ onCreated }: { onCreated: (guest: Guest) => void }) {
  const [create] = useCreateGuestMutation();
  return (
    <Form<GuestValues>
      schema={guestSchema}
      initialValues={EMPTY}
      onSubmit={async (values) => onCreated(await create(payloadOf(values, false)).unwrap())}
      aria-label={TEXT.createGuestTitle}
    >
      <GuestFields />
      <div>
        <FormSubmitButton>{TEXT.createGuest}</FormSubmitButton>
      </div>
    </Form>
  );
}

/** Clear PMS Checkout: administrators, while the guest has a PMS check-out. */
function ClearCheckoutButton({ guestId }: { guestId: number }) {
  const [clear, { isLoading }] = useClearPmsCheckoutMutation();
  return (
    <div>
      <Button
        variant="secondary"
        isPending={isLoading}
        onPress={async () => {
          await clear(guestId).unwrap();
          showToast({ title: MSG.pmsCheckoutCleared, tone: 'success' });
        }}
      >
        {TEXT.clearCheckout}
      </Button>
    </div>
  );
}

export function GuestBasicForm({ guest, isAdmin }: { guest: Guest; isAdmin: boolean }) {
  const [update] = useUpdateGuestMutation();
  const initialValues = useMemo<GuestValues>(
    () => ({
      first_name: guest.first_name,
      last_name: guest.last_name,
      confirmation_number: guest.confirmation_number,
      nationality: guest.nationality,
      arrival_date: guest.arrival_date,
      departure_date: guest.departure_date,
      room_id: guest.room_id || undefined,
      pms_checkin_at: guest.pms_checkin_at,
      pms_checkout_at: guest.pms_checkout_at,
    }),
    [guest],
  );
  return (
    <Form<GuestValues>
      schema={guestSchema}
      initialValues={initialValues}
      onSubmit={async (values) => {
        await update({ id: guest.id, ...payloadOf(values, isAdmin) }).unwrap();
        showToast({ title: MSG.successfullyUpdated, tone: 'success' });
      }}
      aria-label={LABEL.tab.basicInformation}
    >
      <GuestFields />
      {isAdmin && (
        <>
          <PmsInstantField name="pms_checkin_at" label={TEXT.pmsCheckin} />
          <PmsInstantField name="pms_checkout_at" label={TEXT.pmsCheckout} />
          {guest.pms_checkout_at && <ClearCheckoutButton guestId={guest.id} />}
        </>
      )}
      <FormSaveBar />
    </Form>
  );
}
