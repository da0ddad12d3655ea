/** A task category's Basic Information (spec sections 2 and 5): Name ('Field is required'); create ends with Create Task Category. */
import { useMemo } from 'react';
import { LABEL, MSG, TASK_TYPES_TEXT, taskCategorySchema, type TaskCategory } from '@atoll/contract';
import { Form, FormSaveBar, FormSubmitButton, FormTextField, showToast } from '@atoll/ui-kit';
import { useCreateTaskCategoryMutation, useUpdateTaskCategoryMutation } from './api';

interface TaskCategoryValues {
  name: string;
}

export function CreateTaskCategoryForm({ onCreated }: { onCreated: (category: TaskCategory) => void }) {
  const [create] = useCreateTaskCategoryMutation();
  return (
    <Form<TaskCategoryValues>
      schema={taskCategorySchema}
      initialValues={{ name: '' }}
      onSubmit={async (values) => onCreated(await create({ name: values.name.trim() }).unwrap())}
      aria-label={TASK_TYPES_TEXT.createCategoryTitle}
    >
      <FormTextField name="name" label="Name" isRequired autoComplete="off" />
      <div>
        <FormSubmitButton>{TASK_TYPES_TEXT.createCategory}</FormSubmitButton>
      </div>
    </Form>
  );
}

export function TaskCategoryBasicForm({ category }: { category: TaskCategory }) {
  const [update] = useUpdateTaskCategoryMutation();
  const initialValues = useMemo<TaskCategoryValues>(() => ({ name: category.name }), [category]);
  return (
    <Form<TaskCategoryValues>
      schema={taskCategorySchema}
      initialValues={initialValues}
      onSubmit={async (values) => {
        await update({ id: category.id, name: values.name.trim() }).unwrap();
        showToast({ title: MSG.successfullyUpdated, tone: 'success' });
      }}
      aria-label={LABEL.tab.basicInformation}
    >
      <FormTextField name="name" label="Name" isRequired autoComplete="off" />
      <FormSaveBar />
    </Form>
  );
}
