/**
 * A request (booking) type's Basic Information (spec sections 3-5): type (GET selectors/type,
 * slot-bookings by default), the activity or menu it is attached to (fixed: the drawer it was opened
 * from), recurring type weekly | manual with the weekly timing sets, pax required and maximum pax
 * (required when pax is required; 0 = no limit), remarks, multiple menu items (menus only), booking
 * e-mails, bookings from the app, when bookings close and the cancellation policy. Validated with the
 * contract's bookingTypeCreateSchema / bookingTypeUpdateSchema; recurring type and pax required are
 * fixed once the type exists (disabled here, refused by the server).
 */
import { useMemo } from 'react';
import { useField, useForm, useFormState } from 'react-final-form';
import styled from 'styled-components';
import type { Schema } from 'yup';
import {
  bookingTypeCreateSchema,
  bookingTypeUpdateSchema,
  DEFAULT_REQUEST_KIND,
  RECURRING_TYPES,
  REQUESTS_TEXT,
  type AttachedType,
  type BookingType,
  type BookingTypeCreatePayload,
  type Translatable,
  recurringText,
} from '@atoll/contract';
import {
  EmailListField,
  emptyTimingSet,
  Form,
  FormCheckbox,
  FormNumberField,
  FormSaveBar,
  FormSelect,
  FormSubmitButton,
  RadioGroup,
  Select,
  TimingSetEditor,
  useKitField,
  type TimingSet,
  type TimingSetErrors,
} from '@atoll/ui-kit';
import { ContentTranslatableField } from '#app/contentFields.tsx';
import { useAttachedOptionsQuery, useCreateBookingTypeMutation, useRequestKindsQuery, useUpdateBookingTypeMutation } from './typesApi';
import { REQUEST_TYPE_LABEL as L } from './requestTypeText';

export interface RequestTypeValues {
  type: string;
  attached_type: AttachedType;
  attached_id: number;
  recurring_type: (typeof RECURRING_TYPES)[number];
  type_slots: TimingSet[];
  pax_required: boolean;
  pax_max?: number;
  allow_remarks: boolean;
  menu_multiple: boolean;
  booking_emails: string[];
  allow_bookings_from_app: boolean;
  slot_booking_close_minutes?: number;
  cancellation_policy: Translatable;
}

/** What a new type starts from: weekly with one empty timing set, no pax, bookings closing at the start. */
export const newRequestTypeValues = (attached_type: AttachedType, attached_id: number): RequestTypeValues => ({
  type: DEFAULT_REQUEST_KIND,
  attached_type,
  attached_id,
  recurring_type: 'weekly',
  type_slots: [emptyTimingSet()],
  pax_required: false,
  pax_max: 0,
  allow_remarks: true,
  menu_multiple: false,
  booking_emails: [],
  allow_bookings_from_app: false,
  slot_booking_close_minutes: 0,
  cancellation_policy: [],
});

const valuesOf = (type: BookingType): RequestTypeValues => ({
  type: type.type,
  attached_type: type.attached_type,
  attached_id: type.attached_id,
  recurring_type: type.recurring_type,
  type_slots: type.type_slots.map((s) => ({ id: s.id, recurring_day: [...s.recurring_day], start_time: s.start_time, end_time: s.end_time })),
  pax_required: type.pax_required,
  pax_max: type.pax_max,
  allow_remarks: type.allow_remarks,
  menu_multiple: type.menu_multiple,
  booking_emails: [...type.booking_emails],
  allow_bookings_from_app: type.allow_bookings_from_app,
  slot_booking_close_minutes: type.slot_booking_close_minutes,
  cancellation_policy: type.cancellation_policy,
});

/** The body: timing sets only for a weekly type, pax_max 0 without pax. */
const payloadOf = (values: RequestTypeValues): BookingTypeCreatePayload => ({
  ...values,
  type: values.type as BookingTypeCreatePayload['type'],
  type_slots: values.recurring_type === 'weekly' ? values.type_slots.map((s) => ({ ...s, start_time: s.start_time.trim(), end_time: s.end_time.trim() })) : [],
  pax_max: values.pax_required ? (values.pax_max ?? 0) : 0,
  menu_multiple: values.attached_type === 'Menu' && values.menu_multiple,
  slot_booking_close_minutes: values.slot_booking_close_minutes ?? 0,
});

const SetsError = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.color.textError};
`;

const RECURRING_OPTIONS = RECURRING_TYPES.map((id) => ({ id, label: recurringText(id) }))
  // Weekly first: the default.
  .sort((a) => (a.id === 'weekly' ? -1 : 1));

function KindField() {
  const { data = [], isLoading } = useRequestKindsQuery();
  const items = useMemo(() => data.map((k) => ({ id: k.id, label: k.name })), [data]);
  return <FormSelect name="type" label={L.type} items={items} isDisabled={isLoading} isRequired />;
}

/** The activity or menu the type belongs to: shown, never changed (the drawer was opened from it). */
function AttachedFields() {
  const { input: attachedType } = useField<AttachedType>('attached_type', { subscription: { value: true } });
  const { input: attachedId } = useField<number>('attached_id', { subscription: { value: true } });
  const { data = [] } = useAttachedOptionsQuery(attachedType.value);
  const items = useMemo(() => data.map((o) => ({ id: o.id, label: o.facility_text ? `${o.name} (${o.facility_text})` : o.name })), [data]);
  return (
    <>
      <Select label={L.attachedType} items={[{ id: 'Activity', label: L.activity }, { id: 'Menu', label: L.menu }]} value={attachedType.value} isReadOnly />
      <Select label={L.attachedTo} items={items} value={items.length ? attachedId.value : null} isReadOnly />
    </>
  );
}

/** The timing sets of a weekly type: one to start with, the first never removable. */
function TimingSetsField({ isDisabled }: { isDisabled: boolean }) {
  const { input, meta } = useField<TimingSet[]>('type_slots', { subscription: { value: true, error: true, submitFailed: true, touched: true } });
  const { submitFailed } = useFormState({ subscription: { submitFailed: true } });
  const show = submitFailed || meta.touched;
  const error: unknown = show ? meta.error : undefined;
  const perSet = Array.isArray(error) ? (error as (TimingSetErrors | undefined)[]) : undefined;
  const whole = typeof error === 'string' ? error : undefined;
  return (
    <div>
      <TimingSetEditor
        label={L.timingSets}
        value={input.value || []}
        onChange={(sets) => {
          input.onChange(sets);
          input.onBlur();
        }}
        errors={perSet}
        isRequired
        isDisabled={isDisabled}
        text={{ add: REQUESTS_TEXT.addTimingSet }}
      />
      {whole && (
<SetsError role="alert">{whole}</SetsError>
      )}
    </div>
  );
}

const emailSchema = bookingTypeCreateSchema.fields.booking_emails as Schema<string[]>;
const emailError = (email: string): string | null => {
  try {
    emailSchema.validateSync([email]);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : REQUESTS_TEXT.invalidEmail;
  }
};

function EmailsField() {
  const { input, fieldState } = useKitField<string[]>('booking_emails');
  const { meta } = useField('booking_emails', { subscription: { error: true } });
  const nested = Array.isArray(meta.error) ? (meta.error as unknown[]).find((e) => typeof e === 'string') : undefined;
  const errorMessage = fieldState.errorMessage && !fieldState.errorMessage.includes(',') ? fieldState.errorMessage : (nested as string | undefined);
  return (
    <EmailListField
      label={L.bookingEmails}
      description={L.bookingEmailsHelp}
      value={input.value || []}
      onChange={input.onChange}
      validate={emailError}
      isInvalid={fieldState.isInvalid}
      errorMessage={fieldState.isInvalid ? errorMessage : undefined}
      onBlur={fieldState.onBlur}
    />
  );
}

/** Weekly or manual; switching empties the timing sets, and a weekly type starts again with one empty set. */
function RecurringField({ isDisabled }: { isDisabled: boolean }) {
  const form = useForm<RequestTypeValues>();
  const { input, fieldState } = useKitField<string>('recurring_type');
  return (
    <RadioGroup
      {...fieldState}
      label={L.recurringType}
      options={RECURRING_OPTIONS}
      isRequired
      isDisabled={isDisabled}
      orientation="horizontal"
      value={input.value || null}
      onChange={(value) => {
        input.onChange(value);
        form.change('type_slots', value === 'weekly' ? [emptyTimingSet()] : []);
      }}
    />
  );
}

function RequestTypeFields({ isEdit }: { isEdit: boolean }) {
  const { values } = useFormState<RequestTypeValues>({ subscription: { values: true } });
  return (
    <>
      <KindField />
      <AttachedFields />
      <RecurringField isDisabled={isEdit} />
      {values.recurring_type === 'weekly' ? <TimingSetsField isDisabled={false} /> : <p>{L.manualHelp}</p>}
      <FormCheckbox name="pax_required" isDisabled={isEdit}>
        {L.paxRequired}
      </FormCheckbox>
      {values.pax_required && <FormNumberField name="pax_max" label={L.paxMax} description={L.paxMaxHelp} minValue={0} isRequired />}
      <FormCheckbox name="allow_remarks">{L.allowRemarks}</FormCheckbox>
      {values.attached_type === 'Menu' && <FormCheckbox name="menu_multiple">{L.menuMultiple}</FormCheckbox>}
      <EmailsField />
      <FormCheckbox name="allow_bookings_from_app">{L.allowFromApp}</FormCheckbox>
      <FormNumberField name="slot_booking_close_minutes" label={L.closeMinutes} description={L.closeMinutesHelp} minValue={0} />
      <ContentTranslatableField name="cancellation_policy" label={L.cancellationPolicy} variant="multiline" />
    </>
  );
}

export function CreateRequestTypeForm({ attachedType, attachedId, onCreated }: { attachedType: AttachedType; attachedId: number; onCreated: (type: BookingType) => void }) {
  const [create] = useCreateBookingTypeMutation();
  const initialValues = useMemo(() => newRequestTypeValues(attachedType, attachedId), [attachedType, attachedId]);
  return (
    <Form<RequestTypeValues>
      schema={bookingTypeCreateSchema}
      initialValues={initialValues}
      onSubmit={async (values) => onCreated(await create(payloadOf(values)).unwrap())}
      aria-label={REQUESTS_TEXT.createRequestType}
    >
      <RequestTypeFields isEdit={false} />
      <div>
        <FormSubmitButton>{REQUESTS_TEXT.createRequestType}</FormSubmitButton>
      </div>
    </Form>
  );
}

export function RequestTypeBasicForm({ type, onSaved }: { type: BookingType; onSaved: () => void }) {
  const [update] = useUpdateBookingTypeMutation();
  const initialValues = useMemo(() => valuesOf(type), [type]);
  return (
    <Form<RequestTypeValues>
      schema={bookingTypeUpdateSchema}
      initialValues={initialValues}
      onSubmit={async (values) => {
        await update({ id: type.id, ...payloadOf(values) }).unwrap();
        onSaved();
      }}
      aria-label={REQUESTS_TEXT.requestTypeTitle}
    >
      <RequestTypeFields isEdit />
      <FormSaveBar />
    </Form>
  );
}
