/** A room type's Basic Information (spec sections 2 and 5): the name, 'Please enter a name' for a new type, 'Field is required' on edit. */
import { useMemo } from 'react';
import { LABEL, MSG, roomTypeCreateSchema, roomTypeUpdateSchema, type RoomType, TEXT_MAX } from '@atoll/contract';
import { Form, FormSaveBar, FormSubmitButton, FormTextField, showToast } from '@atoll/ui-kit';
import { useCreateRoomTypeMutation, useUpdateRoomTypeMutation } from './api';

interface RoomTypeValues {
  name: string;
}

export function CreateRoomTypeForm({ onCreated }: { onCreated: (type: RoomType) => void }) {
  const [create] = useCreateRoomTypeMutation();
  return (
    <Form<RoomTypeValues>
      schema={roomTypeCreateSchema}
      initialValues={{ name: '' }}
      onSubmit={async ({ name }) => onCreated(await create({ name: name.trim() }).unwrap())}
      aria-label={LABEL.addRoomType}
    >
      <FormTextField name="name" label="Name" maxLength={TEXT_MAX.name} isRequired autoComplete="off" />
      <div>
        <FormSubmitButton>{LABEL.createRoomType}</FormSubmitButton>
      </div>
    </Form>
  );
}

export function RoomTypeBasicForm({ type }: { type: RoomType }) {
  const [update] = useUpdateRoomTypeMutation();
  const initialValues = useMemo(() => ({ name: type.name }), [type.name]);
  return (
    <Form<RoomTypeValues>
      schema={roomTypeUpdateSchema}
      initialValues={initialValues}
      onSubmit={async ({ name }) => {
        await update({ id: type.id, name: name.trim() }).unwrap();
        showToast({ title: MSG.successfullyUpdated, tone: 'success' });
      }}
      aria-label={LABEL.tab.basicInformation}
    >
      <FormTextField name="name" label="Name" maxLength={TEXT_MAX.name} isRequired autoComplete="off" />
      <FormSaveBar />
    </Form>
  );
}
