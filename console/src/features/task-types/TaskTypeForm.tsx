/**
 * A task type's Basic Information (spec sections 2 and 5): Name ('Field is required'),
 * Description, and the category picker the spec labels 'Parent Facility'. The create
 * form ends with Create Task Type and hands the new type back; the edit form shows the
 * save bar.
 */
import { useMemo } from 'react';
import { LABEL, MSG, TASK_TYPES_TEXT, taskTypeSchema, type TaskType, type TaskTypePayload } from '@atoll/contract';
import { Form, FormSaveBar, FormSubmitButton, FormTextArea, FormTextField, Select, showToast, useKitField } from '@atoll/ui-kit';
import { useCreateTaskTypeMutation, useTaskCategoryNamesQuery, useUpdateTaskTypeMutation } from './api';

interface TaskTypeValues {
  name: string;
  description: string;
  task_category_id: number | null;
}

const EMPTY: TaskTypeValues = { name: '', description: '', task_category_id: null };
const NO_CATEGORY = 'none';

const payloadOf = (values: TaskTypeValues): TaskTypePayload => ({
  name: values.name.trim(),
  description: values.description.trim() || null,
  task_category_id: values.task_category_id,
});

/** The category: one of the company's (GET tasks/categories/selectors/names), or none. */
function CategoryField() {
  const { input, fieldState } = useKitField<number | null>('task_category_id');
  const { data = [], isLoading } = useTaskCategoryNamesQuery();
  const items = useMemo(() => [{ id: NO_CATEGORY, label: 'None' }, ...data.map((c) => ({ id: c.id, label: c.name }))], [data]);
  return (
    <Select
      label={TASK_TYPES_TEXT.categoryPicker}
      description={TASK_TYPES_TEXT.categoryPickerHelp}
      items={items}
      isDisabled={isLoading}
      value={typeof input.value === 'number' ? input.value : NO_CATEGORY}
      onChange={(key) => input.onChange(key === NO_CATEGORY || key == null ? null : Number(key))}
      isInvalid={fieldState.isInvalid}
      errorMessage={fieldState.errorMessage}
      onBlur={fieldState.onBlur}
    />
  );
}

function TaskTypeFields() {
  return (
    <>
      <FormTextField name="name" label="Name" isRequired autoComplete="off" />
      <FormTextArea name="description" label="Description" />
      <CategoryField />
    </>
  );
}

export function CreateTaskTypeForm({ onCreated }: { onCreated: (type: TaskType) => void }) {
  const [create] = useCreateTaskTypeMutation();
  return (
    <Form<TaskTypeValues>
      schema={taskTypeSchema}
      initialValues={EMPTY}
      onSubmit={async (values) => onCreated(await create(payloadOf(values)).unwrap())}
      aria-label={TASK_TYPES_TEXT.createTypeTitle}
    >
      <TaskTypeFields />
      <div>
        <FormSubmitButton>{TASK_TYPES_TEXT.createType}</FormSubmitButton>
      </div>
    </Form>
  );
}

export function TaskTypeBasicForm({ type }: { type: TaskType }) {
  const [update] = useUpdateTaskTypeMutation();
  const initialValues = useMemo<TaskTypeValues>(
    () => ({ name: type.name, description: type.description ?? '', task_category_id: type.task_category_id }),
    [type],
  );
  return (
    <Form<TaskTypeValues>
      schema={taskTypeSchema}
      initialValues={initialValues}
      onSubmit={async (values) => {
        await update({ id: type.id, ...payloadOf(values) }).unwrap();
        showToast({ title: MSG.successfullyUpdated, tone: 'success' });
      }}
      aria-label={LABEL.tab.basicInformation}
    >
      <TaskTypeFields />
      <FormSaveBar />
    </Form>
  );
}
