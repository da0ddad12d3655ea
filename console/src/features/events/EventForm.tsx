/**
 * A weekly recurring event's Basic Information (spec sections 2 and 5): Name,
 * Start Time and End Time (HH:mm), the weekly days (1 = Sunday), the rich
 * description and an optional related object. Name, times and days are
 * 'Field is required'. Create hands the new event back; edit shows the save bar.
 */
import { useMemo } from 'react';
import { LABEL, MSG, eventSchema, type EventPayload, type RecurringEvent, type RelatedType, type Translatable } from '@atoll/contract';
import { Form, FormSaveBar, FormSubmitButton, FormTimeField, FormWeekdayPicker, showToast } from '@atoll/ui-kit';
import { useDaysOfWeekQuery } from '#api/contentApi.ts';
import { ContentRelatedObjectPicker, ContentTranslatableField } from '#app/contentFields.tsx';
import { useCreateEventMutation, useUpdateEventMutation } from './api';

interface EventValues {
  name: Translatable;
  start_time: string;
  end_time: string;
  weekly_recurring_day: number[];
  description: Translatable;
  related_type: RelatedType | null;
  related_id: number | null;
  related_direct: boolean;
}

export const EVENT_TEXT = { start: 'Start Time', end: 'End Time', days: 'Weekly Days' } as const;

const EMPTY: EventValues = {
  name: [],
  start_time: '',
  end_time: '',
  weekly_recurring_day: [],
  description: [],
  related_type: null,
  related_id: null,
  related_direct: false,
};

const payloadOf = (values: EventValues): EventPayload => ({ ...values, type: 'weekly-recurring' });

function EventFields() {
  const { data: days } = useDaysOfWeekQuery();
  return (
    <>
      <ContentTranslatableField name="name" label="Name" isRequired />
      <FormTimeField name="start_time" label={EVENT_TEXT.start} isRequired />
      <FormTimeField name="end_time" label={EVENT_TEXT.end} isRequired />
      <FormWeekdayPicker name="weekly_recurring_day" label={EVENT_TEXT.days} days={days} isRequired />
      <ContentTranslatableField name="description" label="Description" variant="rich" />
      <ContentRelatedObjectPicker />
    </>
  );
}

export function CreateEventForm({ onCreated }: { onCreated: (event: RecurringEvent) => void }) {
  const [create] = useCreateEventMutation();
  return (
    <Form<EventValues> schema={eventSchema} initialValues={EMPTY} onSubmit={async (values) => onCreated(await create(payloadOf(values)).unwrap())} aria-label={LABEL.addEvent}>
      <EventFields />
      <div>
        <FormSubmitButton>{LABEL.createEvent}</FormSubmitButton>
      </div>
    </Form>
  );
}

export function EventBasicForm({ event }: { event: RecurringEvent }) {
  const [update] = useUpdateEventMutation();
  const initialValues = useMemo<EventValues>(
    () => ({
      name: event.name,
      start_time: event.start_time,
      end_time: event.end_time,
      weekly_recurring_day: event.weekly_recurring_day,
      description: event.description,
      related_type: event.related_type,
      related_id: event.related_id,
      related_direct: event.related_direct,
    }),
    [event],
  );
  return (
    <Form<EventValues>
      schema={eventSchema}
      initialValues={initialValues}
      onSubmit={async (values) => {
        await update({ id: event.id, ...payloadOf(values) }).unwrap();
        showToast({ title: MSG.successfullyUpdated, tone: 'success' });
      }}
      aria-label={LABEL.tab.basicInformation}
    >
      <EventFields />
      <FormSaveBar />
    </Form>
  );
}
