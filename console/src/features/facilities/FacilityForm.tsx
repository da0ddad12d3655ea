/**
 * A facility's Basic Information (spec sections 2, 3, 5): name, description
 * (rich text), sort order, parent facility and 'show on app home'. Create:
 * 'Please enter a name' and a Create button; edit: 'Field is required' and the
 * save bar (Save, Cancel) once something changed.
 */
import { useMemo } from 'react';
import { facilityCreateSchema, facilityUpdateSchema, type Facility, type Translatable } from '@atoll/contract';
import { Form, FormSaveBar, FormSubmitButton, FormSwitch, Select, useKitField } from '@atoll/ui-kit';
import { useCreateFacilityMutation, useFacilityNamesQuery, useUpdateFacilityMutation } from './api';
import { SortOrderInput, TranslatableInput, notifySaved } from './formParts';

export interface FacilityValues {
  name: Translatable;
  description: Translatable;
  sort_order?: number;
  parent_id: number | null;
  show_app_home: boolean;
}

export const CREATE_FACILITY = 'Create Facility';
export const PARENT_FACILITY = 'Parent Facility';
export const SHOW_ON_APP_HOME = 'Show on App Home';
const NO_PARENT = 'none';

/** Parent facility: any other facility of the property, or none. */
function ParentFacilityField({ selfId }: { selfId?: number }) {
  const { input, fieldState } = useKitField<number | null>('parent_id');
  const { data = [], isLoading } = useFacilityNamesQuery();
  const items = useMemo(
    () => [{ id: NO_PARENT, label: 'None' }, ...data.filter((f) => f.id !== selfId).map((f) => ({ id: f.id, label: f.name }))],
    [data, selfId],
  );
  return (
    <Select
      label={PARENT_FACILITY}
      placeholder="Choose a facility"
      items={items}
      isDisabled={isLoading}
      value={typeof input.value === 'number' ? input.value : NO_PARENT}
      onChange={(key) => input.onChange(key === NO_PARENT || key == null ? null : Number(key))}
      isInvalid={fieldState.isInvalid}
      errorMessage={fieldState.errorMessage}
      onBlur={fieldState.onBlur}
    />
  );
}

function FacilityFields({ selfId }: { selfId?: number }) {
  return (
    <>
      <TranslatableInput name="name" label="Name" isRequired />
      <TranslatableInput name="description" label="Description" variant="rich" />
      <SortOrderInput isRequired={selfId !== undefined} />
      <ParentFacilityField selfId={selfId} />
      <FormSwitch name="show_app_home">{SHOW_ON_APP_HOME}</FormSwitch>
    </>
  );
}

const payload = (values: FacilityValues) => ({
  name: values.name,
  description: values.description ?? [],
  sort_order: values.sort_order,
  parent_id: values.parent_id ?? null,
  show_app_home: values.show_app_home ?? false,
});

export function EditFacilityForm({ facility }: { facility: Facility }) {
  const [update] = useUpdateFacilityMutation();
  const initialValues = useMemo<FacilityValues>(
    () => ({
      name: facility.name,
      description: facility.description,
      sort_order: facility.sort_order,
      parent_id: facility.parent_id,
      show_app_home: facility.show_app_home,
    }),
    [facility],
  );
  const onSubmit = async (values: FacilityValues) => {
    await update({ id: facility.id, ...payload(values), sort_order: values.sort_order ?? 0 }).unwrap();
    notifySaved();
  };
  return (
    <Form<FacilityValues> schema={facilityUpdateSchema} initialValues={initialValues} onSubmit={onSubmit} aria-label="Basic Information">
      <FacilityFields selfId={facility.id} />
      <FormSaveBar />
    </Form>
  );
}

const NEW_FACILITY: Partial<FacilityValues> = { name: [], description: [], parent_id: null, show_app_home: false, sort_order: 0 };

export function CreateFacilityForm({ onCreated }: { onCreated: (facility: Facility) => void }) {
  const [create] = useCreateFacilityMutation();
  const onSubmit = async (values: FacilityValues) => {
    onCreated(await create(payload(values)).unwrap());
  };
  return (
    <Form<FacilityValues> schema={facilityCreateSchema} initialValues={NEW_FACILITY} onSubmit={onSubmit} aria-label="Add Facility">
      <FacilityFields />
      <div>
        <FormSubmitButton>{CREATE_FACILITY}</FormSubmitButton>
      </div>
    </Form>
  );
}
