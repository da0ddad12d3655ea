/**
 * A TV's Basic Information (spec sections 2 and 5): Name ('Field is required') and its place, Latitude and
 * Longitude (the kit's CoordinateFields; both may stay empty). The create form ends with Create TV and hands
 * the new TV back; the edit form shows the save bar.
 */
import { useMemo } from 'react';
import { LABEL, MSG, TVS_TEXT, tvSchema, type Tv, type TvPayload } from '@atoll/contract';
import { Form, FormSaveBar, FormSubmitButton, FormTextField, showToast, useKitField } from '@atoll/ui-kit';
import { CoordinateFields, type CoordinateValue } from '@atoll/ui-kit/Map';
import { useCreateTvMutation, useUpdateTvMutation } from './api';

interface TvValues {
  name: string;
  lat: string | number | null;
  lng: string | number | null;
}

const EMPTY: TvValues = { name: '', lat: null, lng: null };

/** The schema has passed: a coordinate is a number, numeric text, or empty. */
const coordinate = (value: string | number | null) => (value === null || String(value).trim() === '' ? null : Number(value));
const payloadOf = (values: TvValues): TvPayload => ({ name: values.name.trim(), lat: coordinate(values.lat), lng: coordinate(values.lng) });

function PlaceFields() {
  const lat = useKitField<string | number | null>('lat');
  const lng = useKitField<string | number | null>('lng');
  const value: CoordinateValue = { lat: lat.input.value ?? null, lng: lng.input.value ?? null };
  return (
    <CoordinateFields
      legend={TVS_TEXT.columns.coordinates}
      value={value}
      errors={{ lat: lat.fieldState.errorMessage, lng: lng.fieldState.errorMessage }}
      onChange={(next) => {
        if (next.lat !== value.lat) lat.input.onChange(next.lat);
        if (next.lng !== value.lng) lng.input.onChange(next.lng);
      }}
    />
  );
}

function TvFields() {
  return (
    <>
      <FormTextField name="name" label={TVS_TEXT.fields.name} isRequired autoComplete="off" />
      <PlaceFields />
    </>
  );
}

export function CreateTvForm({ onCreated }: { onCreated: (tv: Tv) => void }) {
  const [create] = useCreateTvMutation();
  return (
    <Form<TvValues> schema={tvSchema} initialValues={EMPTY} onSubmit={async (values) => onCreated(await create(payloadOf(values)).unwrap())} aria-label={TVS_TEXT.createTitle}>
      <TvFields />
      <div>
        <FormSubmitButton>{TVS_TEXT.createButton}</FormSubmitButton>
      </div>
    </Form>
  );
}

export function TvBasicForm({ tv }: { tv: Tv }) {
  const [update] = useUpdateTvMutation();
  const initialValues = useMemo<TvValues>(() => ({ name: tv.name, lat: tv.lat, lng: tv.lng }), [tv]);
  return (
    <Form<TvValues>
      schema={tvSchema}
      initialValues={initialValues}
      onSubmit={async (values) => {
        await update({ id: tv.id, ...payloadOf(values) }).unwrap();
        showToast({ title: MSG.successfullyUpdated, tone: 'success' });
      }}
      aria-label={LABEL.tab.basicInformation}
    >
      <TvFields />
      <FormSaveBar />
    </Form>
  );
}
