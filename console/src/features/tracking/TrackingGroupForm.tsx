/** A tracking group's Basic Information (spec sections 2, 5): Name ('Field is required') and Type (GET tracking/groups/selectors/types). */
import { useMemo } from 'react';
import { LABEL, MSG, TRACKING_TEXT, trackingGroupSchema, type TrackingGroup, type TrackingGroupPayload, type TrackingGroupType } from '@atoll/contract';
import { Form, FormSaveBar, FormSubmitButton, FormTextField, Select, showToast, useKitField } from '@atoll/ui-kit';
import { useCreateTrackingGroupMutation, useTrackingGroupTypesQuery, useUpdateTrackingGroupMutation } from './api';

interface GroupValues {
  name: string;
  type: string;
}

const payloadOf = (values: GroupValues): TrackingGroupPayload => ({ name: values.name.trim(), type: values.type as TrackingGroupType });

function TypeField() {
  const { input, fieldState } = useKitField<string>('type');
  const { data = [], isLoading } = useTrackingGroupTypesQuery();
  const items = useMemo(() => data.map((t) => ({ id: t.value, label: t.label })), [data]);
  return (
    <Select
      label={TRACKING_TEXT.type}
      items={items}
      isRequired
      isDisabled={isLoading}
      value={input.value || null}
      onChange={(key) => input.onChange(key == null ? '' : String(key))}
      isInvalid={fieldState.isInvalid}
      errorMessage={fieldState.errorMessage}
      onBlur={fieldState.onBlur}
    />
  );
}

function GroupFields() {
  return (
    <>
      <FormTextField name="name" label={TRACKING_TEXT.name} isRequired autoComplete="off" />
      <TypeField />
    </>
  );
}

export function CreateTrackingGroupForm({ onCreated }: { onCreated: (group: TrackingGroup) => void }) {
  const [create] = useCreateTrackingGroupMutation();
  return (
    <Form<GroupValues>
      schema={trackingGroupSchema}
      initialValues={{ name: '', type: '' }}
      onSubmit={async (values) => onCreated(await create(payloadOf(values)).unwrap())}
      aria-label={TRACKING_TEXT.createGroupTitle}
    >
      <GroupFields />
      <div>
        <FormSubmitButton>{TRACKING_TEXT.createGroup}</FormSubmitButton>
      </div>
    </Form>
  );
}

export function TrackingGroupBasicForm({ group }: { group: TrackingGroup }) {
  const [update] = useUpdateTrackingGroupMutation();
  const initialValues = useMemo<GroupValues>(() => ({ name: group.name, type: group.type }), [group.name, group.type]);
  return (
    <Form<GroupValues>
      schema={trackingGroupSchema}
      initialValues={initialValues}
      onSubmit={async (values) => {
        await update({ id: group.id, ...payloadOf(values) }).unwrap();
        showToast({ title: MSG.successfullyUpdated, tone: 'success' });
      }}
      aria-label={LABEL.tab.basicInformation}
    >
      <GroupFields />
      <FormSaveBar />
    </Form>
  );
}
