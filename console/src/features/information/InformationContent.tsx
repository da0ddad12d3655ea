/**
 * The content tab of an information card, by content_type (spec section 2):
 * Text (rich text per language, saved with content-text), Image (any number
 * of images per language) or PDF (one per language).
 */
import { useMemo } from 'react';
import { LABEL, MSG, TEXT_MAX, informationTextSchema, type Information, type Translatable } from '@atoll/contract';
import { Form, FormSaveBar, LanguageImagesUploader, PdfPerLanguageUploader, showToast } from '@atoll/ui-kit';
import { useContentLanguages } from '#api/contentApi.ts';
import { ContentTranslatableField } from '#app/contentFields.tsx';
import { useLanguageUpload } from '#app/contentUploads.ts';
import { informationTags, useRemoveInformationImageMutation, useRemoveInformationPdfMutation, useSaveInformationTextMutation } from './api';

/** The content tab's label: 'Text', 'Image' or 'PDF'. */
export const contentTabLabel = (card: Information) =>
  card.content_type === 'text' ? LABEL.tab.text : card.content_type === 'image' ? LABEL.tab.image : LABEL.tab.pdf;

function TextContent({ card }: { card: Information }) {
  const [save] = useSaveInformationTextMutation();
  const initialValues = useMemo(() => ({ text: card.content.text }), [card.content.text]);
  return (
    <Form<{ text: Translatable }>
      schema={informationTextSchema}
      initialValues={initialValues}
      onSubmit={async ({ text }) => {
        await save({ id: card.id, text }).unwrap();
        showToast({ title: MSG.successfullyUpdated, tone: 'success' });
      }}
      aria-label={LABEL.tab.text}
    >
      <ContentTranslatableField name="text" label={LABEL.tab.text} variant="rich" maxLength={TEXT_MAX.richText} isRequired />
      <FormSaveBar />
    </Form>
  );
}

function ImageContent({ card }: { card: Information }) {
  const languages = useContentLanguages();
  const onUpload = useLanguageUpload(`information/${card.id}/content-image`, [informationTags.one(card.id), informationTags.list]);
  const [remove] = useRemoveInformationImageMutation();
  return (
    <LanguageImagesUploader
      label={LABEL.tab.image}
      languages={languages}
      images={card.content.images}
      multiple
      onUpload={onUpload}
      onDelete={async (image) => {
        await remove({ id: card.id, imageId: image.id }).unwrap();
      }}
    />
  );
}

function PdfContent({ card }: { card: Information }) {
  const languages = useContentLanguages();
  const onUpload = useLanguageUpload(`information/${card.id}/content-pdf`, [informationTags.one(card.id), informationTags.list]);
  const [remove] = useRemoveInformationPdfMutation();
  return (
    <PdfPerLanguageUploader
      label={LABEL.tab.pdf}
      languages={languages}
      files={card.content.pdf}
      onUpload={onUpload}
      onDelete={async (language_code) => {
        await remove({ id: card.id, language_code }).unwrap();
      }}
    />
  );
}

export function InformationContent({ card }: { card: Information }) {
  if (card.content_type === 'text') return <TextContent card={card} />;
  if (card.content_type === 'image') return <ImageContent card={card} />;
  return <PdfContent card={card} />;
}
