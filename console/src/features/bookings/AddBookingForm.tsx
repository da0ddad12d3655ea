/**
 * Add Booking (spec sections 2 and 5, issue 10): date, type (GET bookings/types), slot (the type's
 * slots on the date, with time and capacity), room (GET rooms/selector), the room's in-house guests
 * (several), pax when the type takes pax, the menu's items with quantities for a menu's type (0
 * removes an item), remarks when the type allows them. Every missing choice says 'Field is
 * required' (pax and items through the checks the domain's rules use, bookingPaxError and
 * menuLinesError from the main contract entry). The server
 * may answer CONFIRMATION_REQUIRED (the slot's window closed, or a guest is already booked at that
 * time): the base query shows 'Confirmation Required' with its message and button and resends with
 * `_confirmation`; Cancel leaves the form as it was.
 */
import { useEffect, useMemo } from 'react';
import styled from 'styled-components';
import {
  BOOKING_LIMITS,
  bookingPaxError,
  localDate,
  menuLinesError,
  mergeMenuLines,
  REQUESTS_TEXT as TEXT,
  bookingCreateSchema,
  translationText,
  type Booking,
  type BookingCreatePayload,
  type BookingType,
} from '@atoll/contract';
import {
  Checkbox,
  Form,
  FormDateField,
  FormSubmitButton,
  FormTextArea,
  NumberField,
  QuantityStepper,
  Select,
  useKitField,
} from '@atoll/ui-kit';
import {
  useBookingMenuSelectorQuery,
  useBookingTypeOptionsQuery,
  useCreateBookingMutation,
  useRoomInHouseGuestsQuery,
  useSlotsOfTypeOnDateQuery,
} from './api';
import { isDeclinedConfirmation } from '#api/baseQuery.ts';
import { useRoomOptionsQuery } from '#api/contentApi.ts';
import { useTimeZone } from '#app/hooks.ts';

interface Values {
  date: string;
  booking_type_id?: number;
  booking_slot_id?: number;
  room_id?: number;
  guests: number[];
  pax?: number;
  /** Every item of the menu with its quantity (0: not booked). */
  menu_items: { id: number; quantity: number }[];
  remarks: string;
}

type Change = (name: keyof Values, value: unknown) => void;

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;
const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;
/** A group's message ('Field is required'): RAC's FieldError only renders inside a RAC field. */
const GroupError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.color.textError};
`;
const Category = styled.h3`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const idOf = (key: unknown) => (key === null || key === undefined || key === '' ? undefined : Number(key));

function TypeField({ types, isLoading, change }: { types: BookingType[]; isLoading: boolean; change: Change }) {
  const { input, fieldState } = useKitField<number | undefined>('booking_type_id');
  const items = useMemo(() => types.map((t) => ({ id: t.id, label: `${t.attached_text} (${t.facility_text})` })), [types]);
  return (
    <Select
      label="Type"
      isRequired
      items={items}
      isDisabled={isLoading}
      value={input.value ?? null}
      onChange={(key) => {
        input.onChange(idOf(key));
        change('booking_slot_id', undefined);
        change('menu_items', []);
        change('pax', undefined);
      }}
      {...fieldState}
    />
  );
}

function SlotField({ typeId, date }: { typeId?: number; date: string }) {
  const { input, fieldState } = useKitField<number | undefined>('booking_slot_id');
  const ready = typeId !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(date);
  // currentData: the slots of this type and date only; a refresh (the live queue) keeps them shown.
  const { currentData } = useSlotsOfTypeOnDateQuery({ typeId: typeId ?? 0, date }, { skip: !ready });
  const loaded = ready && currentData !== undefined;
  const slots = useMemo(() => currentData ?? [], [currentData]);
  const items = useMemo(() => slots.map((s) => ({ id: s.id, label: `${s.time_text} · ${s.pax_text} · ${s.ui_status.text}` })), [slots]);
  const { onChange } = input;
  // Another date or type: a slot of the old one is no longer a choice.
  useEffect(() => {
    if (input.value !== undefined && loaded && !slots.some((s) => s.id === input.value)) onChange(undefined);
  }, [slots, loaded, input.value, onChange]);
  return (
    <>
      <Select
        label="Slot"
        isRequired
        items={items}
        isDisabled={ready && !loaded}
        value={input.value ?? null}
        onChange={(key) => onChange(idOf(key))}
        {...fieldState}
      />
      {loaded && slots.length === 0 && <Hint role="status">{TEXT.noSlotsOnDate}</Hint>}
    </>
  );
}

function RoomField({ change }: { change: Change }) {
  const { input, fieldState } = useKitField<number | undefined>('room_id');
  const { data: rooms = [], isLoading } = useRoomOptionsQuery();
  const items = useMemo(() => rooms.map((r) => ({ id: r.id, label: `${r.number} (${r.room_type_name})` })), [rooms]);
  return (
    <Select
      label="Room"
      isRequired
      items={items}
      isDisabled={isLoading}
      value={input.value ?? null}
      onChange={(key) => {
        input.onChange(idOf(key));
        change('guests', []);
      }}
      {...fieldState}
    />
  );
}

/** The room's in-house guests (GET rooms/{id}/in-house-guests), several may be chosen. */
function GuestsField({ roomId }: { roomId?: number }) {
  const { input, fieldState } = useKitField<number[]>('guests');
  const { data: guests = [], isFetching } = useRoomInHouseGuestsQuery(roomId ?? 0, { skip: roomId === undefined });
  const chosen = input.value || [];
  return (
    <Group aria-describedby={fieldState.errorMessage ? 'booking-guests-error' : undefined}>
      <legend>Guests</legend>
      {roomId === undefined && <Hint>Choose a room first</Hint>}
      {roomId !== undefined && !isFetching && guests.length === 0 && <Hint>No guests in house in this room</Hint>}
      {guests.map((g) => (
        <Checkbox
          key={g.id}
          isSelected={chosen.includes(g.id)}
          onChange={(on) => {
            input.onChange(on ? [...chosen, g.id] : chosen.filter((id) => id !== g.id));
            input.onBlur();
          }}
          isInvalid={fieldState.isInvalid}
        >
          {`${g.full_name} (${g.confirmation_number})`}
        </Checkbox>
      ))}
      {fieldState.errorMessage && <GroupError id="booking-guests-error">{fieldState.errorMessage}</GroupError>}
    </Group>
  );
}

/** Pax, required when the type takes pax (bookingPaxError, the check behind the domain's bookingPax). */
function PaxField() {
  const { input, fieldState } = useKitField<number | undefined>('pax', {
    validate: (value: unknown) => bookingPaxError(typeof value === 'number' ? value : null, true) ?? undefined,
  });
  return (
    <NumberField
      label="Pax"
      isRequired
      minValue={1}
      maxValue={BOOKING_LIMITS.paxMax}
      value={typeof input.value === 'number' ? input.value : Number.NaN}
      onChange={(n) => input.onChange(Number.isNaN(n) ? undefined : n)}
      {...fieldState}
    />
  );
}

/** A menu type's items by category, each with a quantity (0 removes it); at least one (menuLinesError, the check behind the domain's menuLines). */
function MenuItemsField({ type }: { type: BookingType }) {
  const { input, fieldState } = useKitField<Values['menu_items']>('menu_items', {
    validate: (lines: unknown) => menuLinesError(mergeMenuLines((lines as Values['menu_items']) ?? []), type) ?? undefined,
  });
  const { data: categories = [] } = useBookingMenuSelectorQuery(type.id);
  const lines = input.value || [];
  const quantity = (id: number) => lines.find((l) => l.id === id)?.quantity ?? 0;
  const setQuantity = (id: number, value: number) => {
    input.onChange([...lines.filter((l) => l.id !== id), ...(value > 0 ? [{ id, quantity: value }] : [])]);
  };
  return (
    <Group aria-describedby={fieldState.errorMessage ? 'booking-items-error' : undefined}>
      <legend>Menu items</legend>
      {categories.map((category) => (
        <div key={category.id}>
          <Category>{translationText(category.name)}</Category>
          {category.items.map((item) => (
            <QuantityStepper
              key={item.id}
              label={`${translationText(item.name)} ${translationText(item.price_text)}`.trim()}
              value={quantity(item.id)}
              maxValue={BOOKING_LIMITS.quantityMax}
              zeroHint={lines.some((l) => l.id === item.id) ? TEXT.quantityRemoves : undefined}
              onChange={(value) => setQuantity(item.id, value)}
            />
          ))}
        </div>
      ))}
      {fieldState.errorMessage && <GroupError id="booking-items-error">{fieldState.errorMessage}</GroupError>}
    </Group>
  );
}

const payloadOf = (values: Values, type: BookingType | undefined): BookingCreatePayload => ({
  date: values.date,
  booking_type_id: values.booking_type_id ?? 0,
  booking_slot_id: values.booking_slot_id ?? 0,
  room_id: values.room_id ?? 0,
  guests: values.guests,
  pax: type?.pax_required ? (values.pax ?? null) : null,
  menu_items: type?.attached_type === 'Menu' ? values.menu_items.filter((l) => l.quantity > 0) : [],
  remarks: type?.allow_remarks ? values.remarks.trim() || null : null,
});

export function AddBookingForm({ onCreated }: { onCreated: (booking: Booking) => void }) {
  const [create] = useCreateBookingMutation();
  const timeZone = useTimeZone();
  const { data: types = [], isLoading } = useBookingTypeOptionsQuery();
  const initialValues = useMemo<Values>(
    () => ({ date: localDate(new Date(), timeZone), guests: [], menu_items: [], remarks: '' }),
    [timeZone],
  );
  return (
    <Form<Values>
      schema={bookingCreateSchema}
      initialValues={initialValues}
      aria-label={TEXT.addBooking}
      onSubmit={async (values) => {
        const type = types.find((t) => t.id === values.booking_type_id);
        try {
          onCreated(await create(payloadOf(values, type)).unwrap());
        } catch (error) {
          // Cancel on 'Confirmation Required': nothing was booked, the form stays as it was.
          if (isDeclinedConfirmation(error)) return;
          throw error;
        }
      }}
    >
      {({ values, form }) => {
        const type = types.find((t) => t.id === values.booking_type_id);
        const change: Change = (name, value) => form.change(name, value as never);
        return (
          <>
            <FormDateField name="date" label="Date" isRequired />
            <TypeField types={types} isLoading={isLoading} change={change} />
            <SlotField typeId={values.booking_type_id} date={values.date} />
            <RoomField change={change} />
            <GuestsField roomId={values.room_id} />
            {type?.pax_required && <PaxField key={`pax-${type.id}`} />}
            {type?.attached_type === 'Menu' && <MenuItemsField key={`menu-${type.id}`} type={type} />}
            {type?.allow_remarks && <FormTextArea name="remarks" label="Remarks" />}
            <div>
              <FormSubmitButton>{TEXT.createBooking}</FormSubmitButton>
            </div>
          </>
        );
      }}
    </Form>
  );
}

