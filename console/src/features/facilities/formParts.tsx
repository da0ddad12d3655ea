/**
 * Form pieces every facility-screen form shares: translatable fields over the
 * company's languages with Auto Translate, the sort order field, and the
 * success notice after an edit.
 */
import { MSG } from '@atoll/contract';
import { FormPriceTextField, FormSortOrderField, FormTranslatableField, SORT_ORDER_LABEL, showToast } from '@atoll/ui-kit';
import { useAutoTranslate, useContentLanguages } from '#api/contentApi.ts';

export interface TranslatableInputProps {
  name: string;
  label: string;
  variant?: 'text' | 'multiline' | 'rich';
  isRequired?: boolean;
}

/** A FormTranslatableField over the company's enabled languages, with Auto Translate. */
export function TranslatableInput({ name, label, variant = 'text', isRequired = false }: TranslatableInputProps) {
  const languages = useContentLanguages();
  const onTranslate = useAutoTranslate();
  return <FormTranslatableField name={name} label={label} variant={variant} isRequired={isRequired} languages={languages} onTranslate={onTranslate} />;
}

/** Price text (at most 50 characters per language), with Auto Translate. */
export function PriceInput({ name = 'price_text', isRequired = false }: { name?: string; isRequired?: boolean }) {
  const languages = useContentLanguages();
  const onTranslate = useAutoTranslate();
  return <FormPriceTextField name={name} isRequired={isRequired} languages={languages} onTranslate={onTranslate} />;
}

export const SORT_ORDER = SORT_ORDER_LABEL;

/** Sort order: a whole number of 0 or more (spec: 'Sort order is numeric'). */
export function SortOrderInput({ isRequired = false }: { isRequired?: boolean }) {
  return <FormSortOrderField isRequired={isRequired} />;
}

export const notifySaved = () => showToast({ title: MSG.successfullyUpdated, tone: 'success' });
