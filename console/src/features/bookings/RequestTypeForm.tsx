/**
 * A request (booking) type's Basic Information (spec sections 3-5): type (GET selectors/type,
 * slot-bookings by default), the activity or menu it is attached to (fixed: the drawer it was opened
 * from), recurring type weekly | manual with the weekly timing sets, pax required and maximum pax
 * (required when pax is required; 0 = no limit), remarks, multiple menu items (menus only), booking
 * e-mails, bookings from the app, when bookings close and the cancellation policy. Validated with the
 * contract's bookingTypeCreateSchema / bookingTypeUpdateSchema; recurring type and pax required are
 * fixed once the type exists (disabled here, refused by the server).
 *
 * Enabling bookings in one step (issue 18): a new type starts from NEW_REQUEST_TYPE_DEFAULTS (weekly, every
 * day 18:00–19:00, pax asked with no limit), so Create Request Type right away makes a working type. The kind
 * and the activity or menu are facts shown as text (a select with one choice is no choice); the fields most
 * people never change sit behind 'More settings', which opens itself when one of them has an error. Each
 * field keeps the spec's label and has help in plain words (REQUEST_TYPE_TEXT).
 */
import { useEffect, useMemo, useState } from 'react';
import { useField, useForm, useFormState } from 'react-final-form';
import styled from 'styled-components';
import type { Schema } from 'yup';
import {
  bookingTypeCreateSchema,
  bookingTypeUpdateSchema,
  DEFAULT_REQUEST_KIND,
  NEW_REQUEST_TYPE_DEFAULTS,
  RECURRING_TYPES,
  REQUEST_KINDS,
  REQUEST_TYPE_TEXT as HELP,
  REQUESTS_TEXT,
  type AttachedType,
  type BookingType,
  type BookingTypeCreatePayload,
  type Translatable,
  recurringText,
} from '@atoll/contract';
import {
  Disclosure,
  EmailListField,
  Form,
  FormCheckbox,
  FormNumberField,
  FormSaveBar,
  FormSelect,
  FormSubmitButton,
  RadioGroup,
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

/** The timing set a weekly type starts with: every day, 18:00–19:00 (NEW_REQUEST_TYPE_DEFAULTS). */
const defaultTimingSet = (): TimingSet => ({ ...NEW_REQUEST_TYPE_DEFAULTS.type_slot, recurring_day: [...NEW_REQUEST_TYPE_DEFAULTS.type_slot.recurring_day] });

/** What a new type starts from (NEW_REQUEST_TYPE_DEFAULTS): saved as it is, it takes bookings every evening. */
export const newRequestTypeValues = (attached_type: AttachedType, attached_id: number): RequestTypeValues => ({
  type: DEFAULT_REQUEST_KIND,
  attached_type,
  attached_id,
  recurring_type: NEW_REQUEST_TYPE_DEFAULTS.recurring_type,
  type_slots: [defaultTimingSet()],
  pax_required: NEW_REQUEST_TYPE_DEFAULTS.pax_required,
  pax_max: NEW_REQUEST_TYPE_DEFAULTS.pax_max,
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

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

/** The kind: a select only when there is more than one to choose; otherwise its name (still sent: `type`). */
function KindField() {
  const { data, isLoading } = useRequestKindsQuery();
  const { input } = useField<string>('type', { subscription: { value: true } });
  const items = useMemo(() => (data ?? []).map((k) => ({ id: k.id, label: k.name })), [data]);
  if (items.length > 1) return <FormSelect name="type" label={L.type} items={items} isDisabled={isLoading} isRequired />;
  const name = items.find((k) => k.id === input.value)?.label ?? REQUEST_KINDS.find((k) => k.id === input.value)?.name ?? input.value;
  return (
    <>
      <dt>{L.type}</dt>
      <dd>{name}</dd>
    </>
  );
}

/** The activity or menu the type belongs to: shown as text, never changed (the drawer was opened from it). */
function AttachedFacts() {
  const { input: attachedType } = useField<AttachedType>('attached_type', { subscription: { value: true } });
  const { input: attachedId } = useField<number>('attached_id', { subscription: { value: true } });
  const { data } = useAttachedOptionsQuery(attachedType.value);
  const option = data?.find((o) => o.id === attachedId.value);
  return (
    <>
      <dt>{L.attachedType}</dt>
      <dd>{attachedType.value === 'Menu' ? L.menu : L.activity}</dd>
      <dt>{L.attachedTo}</dt>
      <dd>{option ? (option.facility_text ? `${option.name} (${option.facility_text})` : option.name) : '…'}</dd>
    </>
  );
}

function TypeFacts() {
  const { data } = useRequestKindsQuery();
  // A choice of kinds is a field of its own, outside the facts.
  if ((data?.length ?? 0) > 1) {
    return (
      <>
        <KindField />
        <Facts>
          <AttachedFacts />
        </Facts>
      </>
    );
  }
  return (
    <Facts aria-label={REQUESTS_TEXT.requestTypeTitle}>
      <KindField />
      <AttachedFacts />
    </Facts>
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
        description={HELP.timingSetsHelp}
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

/** Weekly or manual; switching empties the timing sets, and a weekly type starts again from the default set. */
function RecurringField({ isDisabled }: { isDisabled: boolean }) {
  const form = useForm<RequestTypeValues>();
  const { input, fieldState } = useKitField<string>('recurring_type');
  return (
    <RadioGroup
      {...fieldState}
      label={L.recurringType}
      description={HELP.recurringHelp}
      options={RECURRING_OPTIONS}
      isRequired
      isDisabled={isDisabled}
      orientation="horizontal"
      value={input.value || null}
      onChange={(value) => {
        input.onChange(value);
        form.change('type_slots', value === 'weekly' ? [defaultTimingSet()] : []);
      }}
    />
  );
}

/** The fields behind 'More settings'; the section opens itself when one of them fails validation. */
const ADVANCED_FIELDS = ['allow_remarks', 'menu_multiple', 'booking_emails', 'allow_bookings_from_app', 'slot_booking_close_minutes', 'cancellation_policy'] as const;

function AdvancedFields({ attachedType }: { attachedType: AttachedType }) {
  const { errors, submitFailed } = useFormState<RequestTypeValues>({ subscription: { errors: true, submitFailed: true } });
  const hasError = submitFailed && ADVANCED_FIELDS.some((name) => errors?.[name] !== undefined);
  const [isExpanded, setExpanded] = useState(false);
  useEffect(() => {
    if (hasError) setExpanded(true);
  }, [hasError]);
  return (
    <Disclosure title={HELP.advanced} summary={HELP.advancedSummary} isExpanded={isExpanded} onExpandedChange={setExpanded}>
      <FormCheckbox name="allow_remarks" description={HELP.allowRemarksHelp}>
        {L.allowRemarks}
      </FormCheckbox>
      {attachedType === 'Menu' && (
        <FormCheckbox name="menu_multiple" description={HELP.menuMultipleHelp}>
          {L.menuMultiple}
        </FormCheckbox>
      )}
      <EmailsField />
      <FormCheckbox name="allow_bookings_from_app" description={HELP.allowFromAppHelp}>
        {L.allowFromApp}
      </FormCheckbox>
      <FormNumberField name="slot_booking_close_minutes" label={L.closeMinutes} description={L.closeMinutesHelp} minValue={0} />
      <ContentTranslatableField name="cancellation_policy" label={L.cancellationPolicy} description={HELP.cancellationPolicyHelp} variant="multiline" />
    </Disclosure>
  );
}

function RequestTypeFields({ isEdit }: { isEdit: boolean }) {
  const { values } = useFormState<RequestTypeValues>({ subscription: { values: true } });
  return (
    <>
      <TypeFacts />
      <RecurringField isDisabled={isEdit} />
      {values.recurring_type === 'weekly' ? <TimingSetsField isDisabled={false} /> : <p>{L.manualHelp}</p>}
      <FormCheckbox name="pax_required" isDisabled={isEdit} description={HELP.paxRequiredHelp}>
        {L.paxRequired}
      </FormCheckbox>
      {values.pax_required && <FormNumberField name="pax_max" label={L.paxMax} description={L.paxMaxHelp} minValue={0} isRequired />}
      <AdvancedFields attachedType={values.attached_type} />
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
