/**
 * A banner's Basic Information (spec sections 2 and 5): Name (internal label;
 * 'Please enter a name' on create, 'Field is required' on edit), Sort Order,
 * Show on TV, Show on App, the related object and the translatable rich
 * description. Create hands the new banner back; edit shows the save bar.
 */
import { useMemo } from 'react';
import {
  LABEL,
  MSG,
  bannerCreateSchema,
  bannerUpdateSchema,
  type Banner,
  type BannerUpdatePayload,
  type RelatedType,
  type Translatable,
  TEXT_MAX,
} from '@atoll/contract';
import { Form, FormSaveBar, FormSortOrderField, FormSubmitButton, FormSwitch, FormTextField, showToast } from '@atoll/ui-kit';
import { ContentRelatedObjectPicker, ContentTranslatableField } from '#app/contentFields.tsx';
import { useCreateBannerMutation, useUpdateBannerMutation } from './api';

interface BannerValues {
  name: string;
  sort_order?: number;
  show_on_tv: boolean;
  show_on_app: boolean;
  related_type: RelatedType | null;
  related_id: number | null;
  related_direct: boolean;
  description: Translatable;
}

const EMPTY: BannerValues = {
  name: '',
  sort_order: 0,
  show_on_tv: false,
  show_on_app: false,
  related_type: null,
  related_id: null,
  related_direct: false,
  description: [],
};

const payloadOf = (values: BannerValues): BannerUpdatePayload => ({
  ...values,
  name: values.name.trim(),
  sort_order: values.sort_order ?? 0,
  related_id: values.related_type ? values.related_id : null,
});

function BannerFields() {
  return (
    <>
      <FormTextField name="name" label="Name" maxLength={TEXT_MAX.name} isRequired autoComplete="off" description="An internal label: guests do not see it" />
      <FormSortOrderField name="sort_order" />
      <FormSwitch name="show_on_tv">Show on TV</FormSwitch>
      <FormSwitch name="show_on_app">Show on App</FormSwitch>
      <ContentRelatedObjectPicker />
      <ContentTranslatableField name="description" label="Description" variant="rich" />
    </>
  );
}

export function CreateBannerForm({ onCreated }: { onCreated: (banner: Banner) => void }) {
  const [create] = useCreateBannerMutation();
  return (
    <Form<BannerValues>
      schema={bannerCreateSchema}
      initialValues={EMPTY}
      onSubmit={async (values) => onCreated(await create(payloadOf(values)).unwrap())}
      aria-label={LABEL.addBanner}
    >
      <BannerFields />
      <div>
        <FormSubmitButton>{LABEL.createBanner}</FormSubmitButton>
      </div>
    </Form>
  );
}

export function BannerBasicForm({ banner }: { banner: Banner }) {
  const [update] = useUpdateBannerMutation();
  const initialValues = useMemo<BannerValues>(
    () => ({
      name: banner.name,
      sort_order: banner.sort_order,
      show_on_tv: banner.show_on_tv,
      show_on_app: banner.show_on_app,
      related_type: banner.related_type,
      related_id: banner.related_id,
      related_direct: banner.related_direct,
      description: banner.description,
    }),
    [banner],
  );
  return (
    <Form<BannerValues>
      schema={bannerUpdateSchema}
      initialValues={initialValues}
      onSubmit={async (values) => {
        await update({ id: banner.id, ...payloadOf(values) }).unwrap();
        showToast({ title: MSG.successfullyUpdated, tone: 'success' });
      }}
      aria-label={LABEL.tab.basicInformation}
    >
      <BannerFields />
      <FormSaveBar />
    </Form>
  );
}
