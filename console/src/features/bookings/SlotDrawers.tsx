/**
 * The Slots screen's drawers (spec sections 2 and 5): a slot's details with tabs Basic Information
 * (open and close time; maximum pax when its type takes pax — 'Field is required', and never below
 * what is already booked: the server's maxBelowBooked shows on the field) and Bookings (number, room,
 * pax, status); 'Add Slot' for a manual type. Read-only without manage-facility-requests. Staff who manage
 * requests book a slot yet to start from its drawer: Add Booking opens on Requests with it chosen.
 */
import { useMemo } from 'react';
import { useField } from 'react-final-form';
import { useNavigate } from 'react-router';
import type { AnyObjectSchema, NumberSchema } from 'yup';
import { formatDisplayDate, LABEL, LAYOUT, REQUESTS_TEXT, slotCreateSchema, slotUpdateSchema, type Slot } from '@atoll/contract';
import {
  Button,
  Drawer,
  Form,
  FormDateField,
  FormNumberField,
  FormSaveBar,
  FormSelect,
  FormSubmitButton,
  FormTimeField,
  Table,
  showToast,
  type TableColumn,
} from '@atoll/ui-kit';
import { MSG } from '@atoll/contract';
import { useListBookingTypesQuery } from './typesApi';
import { useCreateSlotMutation, useGetSlotQuery, useSlotBookingsQuery, useUpdateSlotMutation, type SlotBooking } from './slotsApi';
import { CreateDrawer, PendingDrawer } from '#app/ContentDrawers.tsx';
import type { DrawerUrlState } from '#app/useDrawerUrlState.ts';
import { StatusStyleBadge } from '#app/StatusStyleBadge.tsx';
import { SLOT_LABEL as L, type SlotTab } from './slotText';
import { addBookingHref } from '#app/addBookingLink.ts';

type Url = DrawerUrlState<SlotTab>;

interface SlotValues {
  start_time: string;
  end_time: string;
  pax_max?: number;
}

/** With pax, the maximum is required ('Field is required'); 0 still means no limit. */
const paxSchema = (paxRequired: boolean): AnyObjectSchema =>
  paxRequired ? slotUpdateSchema.shape({ pax_max: (slotUpdateSchema.fields.pax_max as NumberSchema).required(REQUESTS_TEXT.paxRequired) }) : slotUpdateSchema;

function SlotBasicForm({ slot, canManage }: { slot: Slot; canManage: boolean }) {
  const [update] = useUpdateSlotMutation();
  const paxRequired = slot.booking_type.pax_required;
  const initialValues = useMemo<SlotValues>(
    () => ({ start_time: slot.start_time, end_time: slot.end_time, ...(paxRequired ? { pax_max: slot.pax_max } : {}) }),
    [slot, paxRequired],
  );
  const schema = useMemo(() => paxSchema(paxRequired), [paxRequired]);
  return (
    <Form<SlotValues>
      schema={schema}
      initialValues={initialValues}
      onSubmit={async (values) => {
        await update({ id: slot.id, start_time: values.start_time, end_time: values.end_time, ...(paxRequired ? { pax_max: values.pax_max } : {}) }).unwrap();
        showToast({ title: MSG.successfullyUpdated, tone: 'success' });
      }}
      aria-label={LABEL.tab.basicInformation}
    >
      <FormTimeField name="start_time" label={L.openTime} isRequired isDisabled={!canManage} />
      <FormTimeField name="end_time" label={L.closeTime} isRequired isDisabled={!canManage} />
      {paxRequired && <FormNumberField name="pax_max" label={L.paxMax} description={L.paxMaxHelp} minValue={0} isRequired isDisabled={!canManage} />}
      {canManage && <FormSaveBar />}
    </Form>
  );
}

const BOOKING_COLUMNS: TableColumn<SlotBooking>[] = [
  { key: 'number', header: L.number, isRowHeader: true, render: (b) => b.number },
  { key: 'room', header: L.room, render: (b) => (b.room ? [b.room.number, b.room.type_name].filter(Boolean).join(' · ') : '') },
  { key: 'pax', header: L.pax, render: (b) => b.pax_text },
  { key: 'status', header: L.status, cardRole: 'status', render: (b) => <StatusStyleBadge status={b.ui_status} /> },
];

function SlotBookingsTab({ id }: { id: number }) {
  const { data, error, isFetching, refetch } = useSlotBookingsQuery(id);
  const failed = isFetching ? undefined : error;
  return (
    <Table<SlotBooking>
      aria-label={L.slotBookings}
      columns={BOOKING_COLUMNS}
      rows={data ?? []}
      pagination={false}
      isLoading={!data && !failed}
      error={failed ? { name: 'name' in failed ? (failed.name ?? 'Error') : 'Error', message: failed.message ?? '' } : null}
      onRetry={() => void refetch()}
      emptyText={L.noBookings}
    />
  );
}

function SlotDetails({ id, url, canManage }: { id: number; url: Url; canManage: boolean }) {
  const { data: slot, error, isFetching, refetch } = useGetSlotQuery(id);
  const navigate = useNavigate();
  if (!slot) return <PendingDrawer error={error} isFetching={isFetching} onRetry={() => void refetch()} onClose={url.close} />;
  const selected = url.drawer.kind === 'open' ? url.drawer.tab : 'basic';
  return (
    <Drawer
      isOpen
      onOpenChange={(open) => !open && url.close()}
      title={`${slot.booking_type.attached_text} · ${slot.booking_type.type_text}`}
      subtitle={`${formatDisplayDate(slot.date)} · ${slot.time_text}`}
      width={LAYOUT.drawerWidth}
      // A slot yet to start is booked from here (issue 18): Add Booking with its date, type and slot chosen.
      actions={
        canManage && Date.parse(slot.starts_at) > Date.now() ? (
          <Button variant="secondary" onPress={() => void navigate(addBookingHref({ slot: slot.id }))}>
            {REQUESTS_TEXT.addBooking}
          </Button>
        ) : undefined
      }
      selectedTab={selected}
      onTabChange={url.setTab}
      tabs={[
        { id: 'basic', label: LABEL.tab.basicInformation, content: <SlotBasicForm slot={slot} canManage={canManage} /> },
        { id: 'bookings', label: REQUESTS_TEXT.slotBookingsTab, count: slot.bookings_count, content: <SlotBookingsTab id={slot.id} /> },
      ]}
    />
  );
}

interface NewSlotValues {
  booking_type_id?: number;
  date: string;
  start_time: string;
  end_time: string;
  pax_max?: number;
}

function PaxMaxIfRequired({ paxTypes }: { paxTypes: ReadonlySet<number> }) {
  const { input } = useField<number | undefined>('booking_type_id', { subscription: { value: true } });
  if (input.value === undefined || !paxTypes.has(Number(input.value))) return null;
  return <FormNumberField name="pax_max" label={L.paxMax} description={L.paxMaxHelp} minValue={0} isRequired />;
}

/** Add Slot: a slot of one of the caller's manual types. */
function CreateSlotForm({ onCreated }: { onCreated: (slot: Slot) => void }) {
  const [create] = useCreateSlotMutation();
  const { data: types = [], isLoading } = useListBookingTypesQuery();
  const manual = useMemo(() => types.filter((t) => t.recurring_type === 'manual'), [types]);
  const items = useMemo(() => manual.map((t) => ({ id: t.id, label: `${t.attached_text} · ${t.type_text}` })), [manual]);
  const paxTypes = useMemo(() => new Set(manual.filter((t) => t.pax_required).map((t) => t.id)), [manual]);
  return (
    <Form<NewSlotValues>
      schema={slotCreateSchema}
      initialValues={{ date: '', start_time: '', end_time: '' }}
      onSubmit={async (values) => {
        const typeId = Number(values.booking_type_id);
        const slot = await create({
          booking_type_id: typeId,
          date: values.date,
          start_time: values.start_time,
          end_time: values.end_time,
          ...(paxTypes.has(typeId) ? { pax_max: values.pax_max } : {}),
        }).unwrap();
        onCreated(slot);
      }}
      aria-label={REQUESTS_TEXT.addSlot}
    >
      <FormSelect name="booking_type_id" label={L.requestType} items={items} isDisabled={isLoading} isRequired />
      <FormDateField name="date" label={L.date} isRequired />
      <FormTimeField name="start_time" label={L.openTime} isRequired />
      <FormTimeField name="end_time" label={L.closeTime} isRequired />
      <PaxMaxIfRequired paxTypes={paxTypes} />
      <div>
        <FormSubmitButton>{REQUESTS_TEXT.addSlot}</FormSubmitButton>
      </div>
    </Form>
  );
}

export function SlotDrawers({ url, canManage }: { url: Url; canManage: boolean }) {
  const { drawer } = url;
  if (drawer.kind === 'new') {
    if (!canManage) return null;
    return (
      <CreateDrawer title={REQUESTS_TEXT.addSlot} onClose={url.close}>
        <CreateSlotForm onCreated={(slot) => url.showCreated(slot.id)} />
      </CreateDrawer>
    );
  }
  return drawer.kind === 'open' ? <SlotDetails id={drawer.id} url={url} canManage={canManage} /> : null;
}
