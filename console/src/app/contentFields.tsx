/**
 * Field wiring the hotel-content forms share: the company's languages and
 * Auto Translate for every translatable field, the related-object picker's
 * types and loader, and a cover uploader that refreshes what shows the cover.
 */
import { useCallback } from 'react';
import type { FieldLanguage } from '@atoll/ui-kit';
import { FormRelatedObjectPicker, FormTranslatableField, ImageUploader, type FormTranslatableFieldProps, type TabItem } from '@atoll/ui-kit';
import { LABEL, type RelatedType } from '@atoll/contract';
import { useAutoTranslate, useContentLanguages, useLazyRelatedObjectsQuery, useRelatedTypesQuery } from '../api/contentApi';
import { useImageUpload, withFileMessage, type RefreshTags } from './contentUploads';

/** A FormTranslatableField over the company's enabled languages, with Auto Translate. */
export function ContentTranslatableField(props: Omit<FormTranslatableFieldProps, 'languages' | 'onTranslate'>) {
  const languages: FieldLanguage[] = useContentLanguages();
  const onTranslate = useAutoTranslate();
  return <FormTranslatableField {...props} languages={languages} onTranslate={onTranslate} />;
}

/** The related-object picker bound to related_type / related_id / related_direct (GET ui/related-types, ui/related-object/{type}). */
export function ContentRelatedObjectPicker({ isRequired = false }: { isRequired?: boolean }) {
  const { data: types = [] } = useRelatedTypesQuery();
  const [fetchObjects] = useLazyRelatedObjectsQuery();
  const loadObjects = useCallback((type: string) => fetchObjects(type as RelatedType, true).unwrap(), [fetchObjects]);
  return <FormRelatedObjectPicker types={types} loadObjects={loadObjects} isRequired={isRequired} />;
}

export interface CoverUploaderProps {
  /** @default LABEL.tab.cover ('Cover') */
  label?: string;
  /** The object's path, e.g. 'events/recurring/7': the cover is `{path}/cover`. */
  path: string;
  value: string | null;
  sizeHint: string;
  /** Tags showing the cover (the object and its list). */
  refresh: RefreshTags;
  /** DELETE `{path}/cover`. */
  onRemove: () => Promise<unknown>;
}

/** An object's cover: upload with progress (then refresh), replace and remove. */
export function CoverUploader({ label = LABEL.tab.cover, path, value, sizeHint, refresh, onRemove }: CoverUploaderProps) {
  const onUpload = useImageUpload(`${path}/cover`, refresh);
  return (
    <ImageUploader
      label={label}
      value={value}
      sizeHint={sizeHint}
      onUpload={onUpload}
      onRemove={async () => {
        await onRemove().catch((error: unknown) => {
          throw withFileMessage(error);
        });
      }}
    />
  );
}

/** The Cover tab of a drawer (information cards, events, room types). */
export const coverTab = (props: CoverUploaderProps): TabItem => ({ id: 'cover', label: LABEL.tab.cover, content: <CoverUploader {...props} /> });
