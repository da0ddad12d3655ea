/**
 * An information card's Basic Information (spec sections 2 and 5): Name,
 * Description, Content Type (GET information/selectors/content-types) and
 * Sort Order, all 'Field is required'. Create hands the new card back; edit
 * shows the save bar.
 */
import { useMemo } from 'react';
import { LABEL, MSG, informationSchema, type ContentType, type Information, type InformationPayload, type Translatable } from '@atoll/contract';
import { Form, FormSaveBar, FormSelect, FormSortOrderField, FormSubmitButton, showToast } from '@atoll/ui-kit';
import { useInformationContentTypesQuery } from '#api/contentApi.ts';
import { ContentTranslatableField } from '#app/contentFields.tsx';
import { useCreateInformationMutation, useUpdateInformationMutation } from './api';

interface InformationValues {
  name: Translatable;
  description: Translatable;
  content_type?: ContentType;
  sort_order?: number;
}

export const CONTENT_TYPE_LABEL = 'Content Type';

function InformationFields() {
  const { data: types = [], isLoading } = useInformationContentTypesQuery();
  return (
    <>
      <ContentTranslatableField name="name" label="Name" isRequired />
      <ContentTranslatableField name="description" label="Description" variant="multiline" isRequired />
      <FormSelect
        name="content_type"
        label={CONTENT_TYPE_LABEL}
        isRequired
        isDisabled={isLoading}
        items={types.map((t) => ({ id: t.value, label: t.label }))}
        description="Which content the card opens: text, images or a PDF per language"
      />
      <FormSortOrderField name="sort_order" isRequired />
    </>
  );
}

export function CreateInformationForm({ onCreated }: { onCreated: (card: Information) => void }) {
  const [create] = useCreateInformationMutation();
  return (
    <Form<InformationValues>
      schema={informationSchema}
      initialValues={{ name: [], description: [], sort_order: 0 }}
      onSubmit={async (values) => onCreated(await create(values as InformationPayload).unwrap())}
      aria-label={LABEL.addInformation}
    >
      <InformationFields />
      <div>
        <FormSubmitButton>{LABEL.createInformation}</FormSubmitButton>
      </div>
    </Form>
  );
}

export function InformationBasicForm({ card }: { card: Information }) {
  const [update] = useUpdateInformationMutation();
  const initialValues = useMemo<InformationValues>(
    () => ({ name: card.name, description: card.description, content_type: card.content_type, sort_order: card.sort_order }),
    [card],
  );
  return (
    <Form<InformationValues>
      schema={informationSchema}
      initialValues={initialValues}
      onSubmit={async (values) => {
        await update({ id: card.id, ...(values as InformationPayload) }).unwrap();
        showToast({ title: MSG.successfullyUpdated, tone: 'success' });
      }}
      aria-label={LABEL.tab.basicInformation}
    >
      <InformationFields />
      <FormSaveBar />
    </Form>
  );
}
