/**
 * A key place's Basic Information (spec sections 2, 5): Name ('Please enter a name' on create, 'Field is
 * required' on edit), the translatable description, the position (typed, clicked, dragged or moved by the
 * arrow keys; lat and lng 'Field is required'), Sort Order and the related object. Create hands the new
 * place back; edit shows the save bar.
 */
import { useMemo } from 'react';
import {
  LABEL,
  LOCATION_TEXT,
  MSG,
  TEXT_MAX,
  locationCreateSchema,
  locationUpdateSchema,
  type Location,
  type LocationUpdatePayload,
  type RelatedType,
  type Translatable,
} from '@atoll/contract';
import { Form, FormSaveBar, FormSortOrderField, FormSubmitButton, FormTextField, showToast } from '@atoll/ui-kit';
import { ContentRelatedObjectPicker, ContentTranslatableField } from '#app/contentFields.tsx';
import { useCreateLocationMutation, useUpdateLocationMutation } from './api';
import { PositionField } from './PositionField';

interface LocationValues {
  name: string;
  description: Translatable;
  /** Text while typed, a number once picked on the map. */
  lat: string | number | null;
  lng: string | number | null;
  sort_order?: number;
  related_type: RelatedType | null;
  related_id: number | null;
  related_direct: boolean;
}

const EMPTY: LocationValues = {
  name: '',
  description: [],
  lat: null,
  lng: null,
  sort_order: 0,
  related_type: null,
  related_id: null,
  related_direct: false,
};

// The schema has passed: lat and lng are numbers or numeric text.
const payloadOf = (values: LocationValues): LocationUpdatePayload => ({
  ...values,
  name: values.name.trim(),
  lat: Number(values.lat),
  lng: Number(values.lng),
  sort_order: values.sort_order ?? 0,
  related_id: values.related_type ? values.related_id : null,
});

/** `placeId`: the place being edited (its pin is the movable one, not one of the neighbours). */
function LocationFields({ placeId }: { placeId?: number }) {
  return (
    <>
      <FormTextField name="name" label={LOCATION_TEXT.name} maxLength={TEXT_MAX.name} isRequired autoComplete="off" />
      <ContentTranslatableField name="description" label={LOCATION_TEXT.description} variant="rich" />
      <PositionField placeId={placeId} />
      <FormSortOrderField name="sort_order" />
      <ContentRelatedObjectPicker />
    </>
  );
}

export function CreateLocationForm({ onCreated }: { onCreated: (place: Location) => void }) {
  const [create] = useCreateLocationMutation();
  return (
    <Form<LocationValues>
      schema={locationCreateSchema}
      initialValues={EMPTY}
      onSubmit={async (values) => onCreated(await create(payloadOf(values)).unwrap())}
      aria-label={LOCATION_TEXT.addLocation}
    >
      <LocationFields />
      <div>
        <FormSubmitButton>{LOCATION_TEXT.createLocation}</FormSubmitButton>
      </div>
    </Form>
  );
}

export function LocationBasicForm({ place }: { place: Location }) {
  const [update] = useUpdateLocationMutation();
  const initialValues = useMemo<LocationValues>(
    () => ({
      name: place.name,
      description: place.description,
      lat: place.lat,
      lng: place.lng,
      sort_order: place.sort_order,
      related_type: place.related_type,
      related_id: place.related_id,
      related_direct: place.related_direct,
    }),
    [place],
  );
  return (
    <Form<LocationValues>
      schema={locationUpdateSchema}
      initialValues={initialValues}
      onSubmit={async (values) => {
        await update({ id: place.id, ...payloadOf(values) }).unwrap();
        showToast({ title: MSG.successfullyUpdated, tone: 'success' });
      }}
      aria-label={LABEL.tab.basicInformation}
    >
      <LocationFields placeId={place.id} />
      <FormSaveBar />
    </Form>
  );
}
