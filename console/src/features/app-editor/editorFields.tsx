/**
 * Fields the component forms share: an uploaded image (POST editor/images) and per-language PDFs
 * (POST editor/pdfs) kept as the contract's EditorItem lists, a facility or activity chosen from the
 * company's objects (GET ui/related-object/{type}, the related-object picker's list), and an item's
 * action with the fields of its type (spec section 3, 'Editor items').
 */
import { useCallback } from 'react';
import { useField } from 'react-final-form';
import { useStore } from 'react-redux';
import styled from 'styled-components';
import { APP_ACTION_TYPES, LABEL, type AppActionType, type EditorItem } from '@atoll/contract';
import { FormSelect, FormTextField, ImageUploader, PdfPerLanguageUploader, useKitField } from '@atoll/ui-kit';
import { useContentLanguages, useRelatedObjectsQuery } from '#api/contentApi.ts';
import { uploadFile } from '#api/upload.ts';
import { ContentTranslatableField } from '#app/contentFields.tsx';
import { withFileMessage } from '#app/contentUploads.ts';
import type { AppStore } from '#app/store.ts';
import { APP_EDITOR_SCREEN_TEXT as TEXT } from './texts';

/** A message under a group of fields that is not one kit input (an image, a list): the kit's error look. */
export const FieldMessage = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.color.textError};
`;

/** The first message of a field whose error may be nested (a list's item: `[{ url: '…' }]`). */
export function firstMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object') for (const value of Object.values(error)) {
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

/** A file list's message after a submit attempt, its items' included ('Add an image', a url too long). */
function ListError({ name }: { name: string }) {
  const { meta } = useField(name, { subscription: { error: true, submitFailed: true } });
  const message = meta.submitFailed ? firstMessage(meta.error) : undefined;
  return message ? <FieldMessage>{message}</FieldMessage> : null;
}

/**
 * An item's name in its reorder handle, buttons and move announcements: its label, title, caption or alt text
 * (English, else the first language), or 'Item n' when it has none yet.
 */
export function itemName(item: Record<string, unknown>, index: number): string {
  for (const field of ['label', 'title', 'caption', 'alt']) {
    const list = item[field];
    if (!Array.isArray(list)) continue;
    const texts = list as { language_code?: string; text?: string }[];
    const text = (texts.find((t) => t?.language_code === 'en') ?? texts[0])?.text?.trim();
    if (text) return text;
  }
  return TEXT.item(index + 1);
}

/** `upload(path, file, language, onProgress)` answering the EditorItem the server made. */
function useEditorUpload() {
  const store = useStore() as AppStore;
  return useCallback(
    async (path: 'editor/images' | 'editor/pdfs', file: File, languageCode: string, onProgress: (fraction: number) => void) => {
      try {
        return await uploadFile<EditorItem>({ path, file, fields: { language_code: languageCode }, token: store.getState().session.token, onProgress });
      } catch (error) {
        throw withFileMessage(error);
      }
    },
    [store],
  );
}

/** An upload's answer, bare or in the API's `{ data }` envelope. */
const itemOf = (answer: EditorItem | { data: EditorItem }): EditorItem => ('data' in answer ? answer.data : answer);

/** One image (its 'en' file) of an EditorItem list. */
export function ImageField({ name, label }: { name: string; label: string }) {
  const { input } = useKitField<EditorItem[]>(name);
  const upload = useEditorUpload();
  const items = Array.isArray(input.value) ? input.value : [];
  const current = items.find((i) => i.language_code === 'en') ?? items[0];
  return (
    <div>
      <ImageUploader
        label={label}
        value={current?.url ?? null}
        onUpload={async (file, onProgress) => {
          const item = itemOf(await upload('editor/images', file, 'en', onProgress));
          input.onChange([...items.filter((i) => i.language_code !== item.language_code), item]);
        }}
        onRemove={async () => input.onChange(items.filter((i) => i !== current))}
      />
      <ListError name={name} />
    </div>
  );
}

/** Images of a gallery: each upload adds one. */
function GalleryField({ name }: { name: string }) {
  const { input } = useKitField<EditorItem[]>(name);
  const upload = useEditorUpload();
  const items = Array.isArray(input.value) ? input.value : [];
  return (
    <div>
      {items.map((item, index) => (
        <ImageUploader key={item.id} label={`${LABEL.tab.gallery} ${index + 1}`} value={item.url} onUpload={async () => undefined} onRemove={async () => input.onChange(items.filter((i) => i !== item))} />
      ))}
      <ImageUploader
        label={`${LABEL.tab.gallery} ${items.length + 1}`}
        value={null}
        onUpload={async (file, onProgress) => input.onChange([...items, itemOf(await upload('editor/images', file, 'en', onProgress))])}
      />
      <ListError name={name} />
    </div>
  );
}

/** One PDF per language. */
function PdfField({ name }: { name: string }) {
  const { input } = useKitField<EditorItem[]>(name);
  const upload = useEditorUpload();
  const languages = useContentLanguages();
  const items = Array.isArray(input.value) ? input.value : [];
  return (
    <div>
      <PdfPerLanguageUploader
        label={LABEL.tab.pdf}
        languages={languages}
        files={items.map((i) => ({ id: i.id, language_code: i.language_code, filename: i.url.split('/').at(-1) ?? i.id, url: i.url }))}
        onUpload={async (file, languageCode, onProgress) => {
          const item = itemOf(await upload('editor/pdfs', file, languageCode, onProgress));
          input.onChange([...items.filter((i) => i.language_code !== languageCode), item]);
        }}
        onDelete={async (languageCode) => input.onChange(items.filter((i) => i.language_code !== languageCode))}
      />
      <ListError name={name} />
    </div>
  );
}

/** A facility or an activity of the company, by name. */
export function ObjectSelect({ name, type, label, isRequired = false }: { name: string; type: 'facility' | 'activity'; label: string; isRequired?: boolean }) {
  const { data = [] } = useRelatedObjectsQuery(type);
  return <FormSelect name={name} label={label} isRequired={isRequired} items={data.map((o) => ({ id: o.id, label: o.name }))} />;
}

const ACTION_OPTIONS = APP_ACTION_TYPES.map((type) => ({ id: type, label: TEXT.actionTypes[type] }));

/** What a tap does, and the fields of that kind of action. */
export function ActionFields({ name, type }: { name: string; type: AppActionType | undefined }) {
  return (
    <>
      <FormSelect name={`${name}.type`} label={TEXT.action} items={ACTION_OPTIONS} isRequired />
      {type === 'text' && (
        <>
          <ContentTranslatableField name={`${name}.title`} label={TEXT.fields.title} isRequired />
          <ContentTranslatableField name={`${name}.description`} label={TEXT.fields.description} variant="multiline" />
        </>
      )}
      {type === 'facility' && <ObjectSelect name={`${name}.facility_id`} type="facility" label={TEXT.fields.facility} isRequired />}
      {type === 'activity' && <ObjectSelect name={`${name}.activity_id`} type="activity" label={TEXT.fields.activity} isRequired />}
      {type === 'pdf' && <PdfField name={`${name}.files`} />}
      {type === 'gallery' && <GalleryField name={`${name}.images`} />}
      {type === 'url' && <FormTextField name={`${name}.url`} label={TEXT.fields.url} type="url" isRequired autoComplete="off" />}
      {type === 'phone' && <FormTextField name={`${name}.number`} label={TEXT.fields.phone} type="tel" isRequired autoComplete="off" />}
    </>
  );
}
