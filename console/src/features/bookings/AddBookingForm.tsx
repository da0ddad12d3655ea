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
 *
 * Starting from who (issue 18): 'Find Guest' searches the in-house guests by name, room or confirmation
 * number (GET guests/current?q_name=…); choosing one fills the room and ticks that guest. A room with one
 * guest in house ticks that guest itself. Pax follows the number of guests ticked until someone types a
 * pax (a defaulted pax is selected on click, so typing replaces it). Once the type is chosen, its next open
 * slots today and tomorrow are one-click choices that set the date and the slot together. The room-first
 * path (Room, then Guests) works as before.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  addDays,
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
  type Guest,
  type Slot,
  MSG,
} from '@atoll/contract';
import {
  Button,
  Checkbox,
  LoadingSpinner,
  ComboBox,
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
  useSearchInHouseGuestsQuery,
  useSlotsOfTypeOnDateQuery,
} from './api';
import { useGetSlotQuery } from './slotsApi';
import type { AddBookingStart } from '#app/addBookingLink.ts';
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

/** Add Booking's own words (ours, issue 18). */
export const ADD_BOOKING_TEXT = {
  findGuest: 'Find Guest',
  findGuestHelp: 'Name, room number or confirmation number of a guest in house',
  findGuestPlaceholder: 'e.g. Larsen, 101 or CA482170',
  typeToSearch: 'Type a name, room or confirmation number',
  searching: 'Searching…',
  noGuestFound: 'No guest in house matches',
  nextSlots: 'Next open slots',
  today: 'Today',
  tomorrow: 'Tomorrow',
  guestOption: (g: Pick<Guest, 'full_name' | 'confirmation_number' | 'room'>) => `${g.full_name} · Room ${g.room?.number ?? '–'} · ${g.confirmation_number}`,
} as const;

const Quick = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The text typed, once typing pauses: one search per pause, not per key. */
function useSettled(text: string, ms = 250): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/**
 * 'Find Guest': the kit's ComboBox over GET guests/current?q_name= (name, confirmation or room number).
 * Choosing a guest hands it on and empties the box: the choice shows in Room and Guests below.
 */
function GuestSearchField({ onChoose }: { onChoose: (guest: Guest) => void }) {
  const [text, setText] = useState('');
  const query = useSettled(text.trim());
  // data, not currentData: while a new search runs, the last answers stay and the box filters them by the text.
  const { data, isFetching } = useSearchInHouseGuestsQuery(query, { skip: query === '' });
  const guests = useMemo(() => (text.trim() && data) || [], [text, data]);
  const items = useMemo(() => guests.map((g) => ({ id: g.id, label: ADD_BOOKING_TEXT.guestOption(g) })), [guests]);
  const emptyText = !text.trim() ? ADD_BOOKING_TEXT.typeToSearch : isFetching || query !== text.trim() ? ADD_BOOKING_TEXT.searching : ADD_BOOKING_TEXT.noGuestFound;
  return (
    <ComboBox
      label={ADD_BOOKING_TEXT.findGuest}
      description={ADD_BOOKING_TEXT.findGuestHelp}
      placeholder={ADD_BOOKING_TEXT.findGuestPlaceholder}
      items={items}
      emptyText={emptyText}
      allowsEmptyCollection={text.trim() !== ''}
      inputValue={text}
      onInputChange={setText}
      selectedKey={null}
      onSelectionChange={(key) => {
        const guest = guests.find((g) => g.id === idOf(key));
        if (!guest) return;
        onChoose(guest);
        setText('');
      }}
      // The form starts from who: the box has the focus when Add Booking opens, as the APG dialog pattern
      // advises for a dialog's first field (the drawer otherwise focuses itself).
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
    />
  );
}

/** A slot staff can book without confirming: its window is open and it has room (the Slots screen's 'Open'). */
const isOpenSlot = (slot: Slot, now: number) => Date.parse(slot.closes_at) > now && (slot.pax_max === 0 || slot.booked_pax < slot.pax_max);

/** The type's next open slots today and tomorrow, each a button that sets the date and the slot at once. */
function NextSlots({ typeId, change }: { typeId: number; change: Change }) {
  const timeZone = useTimeZone();
  const today = localDate(new Date(), timeZone);
  const tomorrow = addDays(today, 1);
  const { currentData: todays } = useSlotsOfTypeOnDateQuery({ typeId, date: today });
  const { currentData: tomorrows } = useSlotsOfTypeOnDateQuery({ typeId, date: tomorrow });
  const now = Date.now();
  const picks = [
    ...(todays ?? []).filter((s) => isOpenSlot(s, now)).map((s) => ({ slot: s, day: ADD_BOOKING_TEXT.today })),
    ...(tomorrows ?? []).filter((s) => isOpenSlot(s, now)).map((s) => ({ slot: s, day: ADD_BOOKING_TEXT.tomorrow })),
  ].slice(0, 3);
  if (picks.length === 0) return null;
  return (
    <Quick role="group" aria-label={ADD_BOOKING_TEXT.nextSlots}>
      <Hint>{ADD_BOOKING_TEXT.nextSlots}</Hint>
      {picks.map(({ slot, day }) => (
        <Button
          key={slot.id}
          variant="secondary"
          onPress={() => {
            change('date', slot.date);
            change('booking_slot_id', slot.id);
          }}
        >
          {`${day} ${slot.start_time}`}
        </Button>
      ))}
    </Quick>
  );
}

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
  // The sole guest of a room is ticked once, when the room's guests arrive; unticking is then the person's choice.
  const preselected = useRef<number | undefined>(undefined);
  const { onChange } = input;
  useEffect(() => {
    if (roomId === undefined || isFetching || preselected.current === roomId) return;
    preselected.current = roomId;
    if (guests.length === 1 && chosen.length === 0) onChange([guests[0]!.id]);
  }, [roomId, isFetching, guests, chosen.length, onChange]);
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

/**
 * Pax, required when the type takes pax (bookingPaxError, the check behind the domain's bookingPax). Until
 * someone types one it follows the number of guests ticked, and a click selects it so typing replaces it.
 */
function PaxField({ guestCount }: { guestCount: number }) {
  const { input, fieldState } = useKitField<number | undefined>('pax', {
    validate: (value: unknown) => bookingPaxError(typeof value === 'number' ? value : null, true) ?? undefined,
  });
  const typed = useRef(false);
  const { onChange } = input;
  useEffect(() => {
    if (!typed.current) onChange(guestCount > 0 ? guestCount : undefined);
  }, [guestCount, onChange]);
  // A click on a defaulted pax selects it (the input's own listener: the kit's NumberField takes no onClick).
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const field = wrapper.current?.querySelector('input');
    const selectDefault = () => {
      if (!typed.current && field) field.setSelectionRange(0, field.value.length);
    };
    field?.addEventListener('click', selectDefault);
    return () => field?.removeEventListener('click', selectDefault);
  }, []);
  return (
    <div ref={wrapper}>
      <NumberField
        label="Pax"
        isRequired
        minValue={1}
        maxValue={BOOKING_LIMITS.paxMax}
        value={typeof input.value === 'number' ? input.value : Number.NaN}
        onChange={(n) => {
          typed.current = true;
          onChange(Number.isNaN(n) ? undefined : n);
        }}
        {...fieldState}
      />
    </div>
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

/**
 * `start`: Add Booking begun from a slot (Slots' 'Book': its date, type and slot chosen; a slot that is gone or
 * not the staff's to see starts nothing) or from a guest (the guest's drawer: their room, and them ticked).
 */
export function AddBookingForm({ onCreated, start = {} }: { onCreated: (booking: Booking) => void; start?: AddBookingStart }) {
  const [create] = useCreateBookingMutation();
  const timeZone = useTimeZone();
  const { data: types = [], isLoading } = useBookingTypeOptionsQuery();
  const slotQuery = useGetSlotQuery(start.slot ?? 0, { skip: start.slot === undefined });
  const slot = slotQuery.currentData;
  const initialValues = useMemo<Values>(
    () => ({
      date: slot?.date ?? localDate(new Date(), timeZone),
      booking_type_id: slot?.booking_type_id,
      booking_slot_id: slot?.id,
      room_id: start.room,
      guests: start.room !== undefined && start.guest !== undefined ? [start.guest] : [],
      menu_items: [],
      remarks: '',
    }),
    [timeZone, slot, start.room, start.guest],
  );
  // The form starts once what it starts from has arrived (or failed: then it starts empty).
  if (slotQuery.isLoading) return <LoadingSpinner label={MSG.loading} />;
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
        const chooseGuest = (guest: Guest) => {
          // Another room: that guest alone; the same room: the guest joins those ticked.
          const same = values.room_id === guest.room_id;
          change('room_id', guest.room_id);
          change('guests', same ? [...new Set([...values.guests, guest.id])] : [guest.id]);
        };
        return (
          <>
            <GuestSearchField onChoose={chooseGuest} />
            <FormDateField name="date" label="Date" isRequired />
            <TypeField types={types} isLoading={isLoading} change={change} />
            {type && <NextSlots key={type.id} typeId={type.id} change={change} />}
            <SlotField typeId={values.booking_type_id} date={values.date} />
            <RoomField change={change} />
            <GuestsField roomId={values.room_id} />
            {type?.pax_required && <PaxField key={`pax-${type.id}`} guestCount={values.guests.length} />}
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

