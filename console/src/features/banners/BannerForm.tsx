/**
 * A banner's Basic Information (spec sections 2 and 5): Name (internal label;
 * 'Please enter a name' on create, 'Field is required' on edit), Sort Order,
 * Show on TV, Show on App, the related object and the translatable rich
 * description. Create hands the new banner back; edit shows the save bar.
 * Create starts with Show on App on (a banner is made to be seen in the app) and lets the image be
 * chosen in the form: it is uploaded for the default language right after the create answers (issue 18).
 */
import { useEffect, useMemo, useState } from 'react';
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
  UPLOAD_HINT_COVER_BYTES,
} from '@atoll/contract';
import {
  Form,
  FormSaveBar,
  FormSortOrderField,
  FormSubmitButton,
  FormSwitch,
  FormTextField,
  ImageUploader,
  isApiError,
  showToast,
  uploadSizeHint,
} from '@atoll/ui-kit';
import { useContentLanguages } from '#api/contentApi.ts';
import { ContentRelatedObjectPicker, ContentTranslatableField } from '#app/contentFields.tsx';
import { useUploadAfterCreate } from '#app/contentUploads.ts';
import { bannerTags, useCreateBannerMutation, useUpdateBannerMutation } from './api';

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
  // On in a new banner's form: most banners are made for the app (the API's default stays off).
  show_on_app: true,
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

/** Texts of the create form's image (ours). */
export const BANNER_CREATE_TEXT = {
  imageHint: (language: string) => `For ${language}; the ${LABEL.tab.image} tab adds one per language after creating.`,
  imageFailed: (name: string) => `Banner '${name}' was created, but its image could not be uploaded. Choose it again on the ${LABEL.tab.image} tab.`,
};

/** An image chosen before the banner exists: kept in the form (with a preview) until the create answers. */
function usePendingImage() {
  const [file, setFile] = useState<File | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  return { file, preview, choose: (next: File) => Promise.resolve(setFile(next)), clear: () => Promise.resolve(setFile(null)) };
}

export function CreateBannerForm({ onCreated }: { onCreated: (banner: Banner, failedImage?: boolean) => void }) {
  const [create] = useCreateBannerMutation();
  const upload = useUploadAfterCreate();
  const [language] = useContentLanguages();
  const image = usePendingImage();
  const submit = async (values: BannerValues) => {
    const banner = await create(payloadOf(values)).unwrap();
    if (!image.file || !language) return onCreated(banner);
    try {
      await upload(`promotions/${banner.id}/image`, image.file, [bannerTags.one(banner.id), bannerTags.list], { language_code: language.code });
      onCreated(banner);
    } catch (error) {
      // The banner exists: say so, and open it on the Image tab to try again.
      showToast({ title: BANNER_CREATE_TEXT.imageFailed(banner.name), description: isApiError(error) ? error.message : undefined, tone: 'error' });
      onCreated(banner, true);
    }
  };
  return (
    <Form<BannerValues> schema={bannerCreateSchema} initialValues={EMPTY} onSubmit={submit} aria-label={LABEL.addBanner}>
      <BannerFields />
      <ImageUploader
        label={LABEL.tab.image}
        value={image.preview}
        onUpload={image.choose}
        onRemove={image.clear}
        sizeHint={`${uploadSizeHint(UPLOAD_HINT_COVER_BYTES)}. ${BANNER_CREATE_TEXT.imageHint(language?.name ?? 'English')}`}
      />
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
