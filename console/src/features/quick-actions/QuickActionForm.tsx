/**
 * A quick action's Basic Information (spec sections 2 and 5): Name, Sort
 * Order, Type (Link, Call, App Page, Related Object), the payload by type — a
 * web address, a phone number, an app page (GET quick-actions/pages) or a
 * related object — and the Icon (GET ui/icons). All 'Field is required'.
 */
import { useMemo } from 'react';
import { useForm } from 'react-final-form';
import {
  LABEL,
  MSG,
  QUICK_ACTION_TYPES,
  quickActionSchema,
  type QuickAction,
  type QuickActionPayload,
  type QuickActionType,
  type RelatedType,
  type Translatable,
  TEXT_MAX,
} from '@atoll/contract';
import { Form, FormIconPicker, FormSaveBar, FormSelect, FormSortOrderField, FormSubmitButton, FormTextField, Select, showToast, useKitField } from '@atoll/ui-kit';
import { useIconsQuery, useQuickActionPagesQuery } from '#api/contentApi.ts';
import { ContentRelatedObjectPicker, ContentTranslatableField } from '#app/contentFields.tsx';
import { useCreateQuickActionMutation, useUpdateQuickActionMutation } from './api';

interface QuickActionValues {
  name: Translatable;
  sort_order?: number;
  type?: QuickActionType;
  payload: string | null;
  icon?: string;
  related_type: RelatedType | null;
  related_id: number | null;
  related_direct: boolean;
}

export const QUICK_ACTION_TEXT = {
  type: 'Type',
  url: 'Link',
  phone: 'Phone Number',
  page: 'App Page',
  icon: 'Icon',
} as const;

const EMPTY: QuickActionValues = { name: [], sort_order: 0, payload: null, related_type: null, related_id: null, related_direct: false };

/** Type: changing it clears the payload and the related object, which mean something else for each type. */
function TypeSelect() {
  const form = useForm();
  const { input, fieldState } = useKitField<QuickActionType>('type');
  return (
    <Select
      {...fieldState}
      label={QUICK_ACTION_TEXT.type}
      isRequired
      items={QUICK_ACTION_TYPES.map((t) => ({ id: t.value, label: t.label }))}
      value={input.value || null}
      onChange={(key) =>
        form.batch(() => {
          input.onChange(key ?? undefined);
          form.change('payload', null);
          form.change('related_type', null);
          form.change('related_id', null);
          form.change('related_direct', false);
        })
      }
    />
  );
}

function PayloadField({ type }: { type: QuickActionType | undefined }) {
  const { data: pages = [] } = useQuickActionPagesQuery();
  if (type === 'url') return <FormTextField name="payload" label={QUICK_ACTION_TEXT.url} type="url" maxLength={TEXT_MAX.url} isRequired autoComplete="off" />;
  if (type === 'call') return <FormTextField name="payload" label={QUICK_ACTION_TEXT.phone} type="tel" maxLength={TEXT_MAX.mobile} isRequired autoComplete="off" />;
  if (type === 'page') return <FormSelect name="payload" label={QUICK_ACTION_TEXT.page} isRequired items={pages.map((p) => ({ id: p.value, label: p.label }))} />;
  if (type === 'related') return <ContentRelatedObjectPicker isRequired />;
  return null;
}

function QuickActionFields({ type }: { type: QuickActionType | undefined }) {
  const { data: icons = [], isLoading } = useIconsQuery();
  return (
    <>
      <ContentTranslatableField name="name" label="Name" isRequired />
      <FormSortOrderField name="sort_order" isRequired />
      <TypeSelect />
      <PayloadField type={type} />
      <FormIconPicker name="icon" label={QUICK_ACTION_TEXT.icon} icons={icons} isRequired isLoading={isLoading} />
    </>
  );
}

const payloadOf = (values: QuickActionValues) => values as unknown as QuickActionPayload;

export function CreateQuickActionForm({ onCreated }: { onCreated: (action: QuickAction) => void }) {
  const [create] = useCreateQuickActionMutation();
  return (
    <Form<QuickActionValues>
      schema={quickActionSchema}
      initialValues={EMPTY}
      onSubmit={async (values) => onCreated(await create(payloadOf(values)).unwrap())}
      aria-label={LABEL.addQuickAction}
    >
      {({ values }) => (
        <>
          <QuickActionFields type={values.type} />
          <div>
            <FormSubmitButton>{LABEL.createQuickAction}</FormSubmitButton>
          </div>
        </>
      )}
    </Form>
  );
}

export function QuickActionBasicForm({ action }: { action: QuickAction }) {
  const [update] = useUpdateQuickActionMutation();
  const initialValues = useMemo<QuickActionValues>(
    () => ({
      name: action.name,
      sort_order: action.sort_order,
      type: action.type,
      payload: action.payload,
      icon: action.icon,
      related_type: action.related_type,
      related_id: action.related_id,
      related_direct: action.related_direct,
    }),
    [action],
  );
  return (
    <Form<QuickActionValues>
      schema={quickActionSchema}
      initialValues={initialValues}
      onSubmit={async (values) => {
        await update({ id: action.id, ...payloadOf(values) }).unwrap();
        showToast({ title: MSG.successfullyUpdated, tone: 'success' });
      }}
      aria-label={LABEL.tab.basicInformation}
    >
      {({ values }) => (
        <>
          <QuickActionFields type={values.type} />
          <FormSaveBar />
        </>
      )}
    </Form>
  );
}
