import { useState } from 'react';
import { toTranslationMap, toTranslations, type Translatable, type TranslationMap } from '@atoll/contract';
import { useKitField } from '../Form/useKitField';
import { PriceTextField, type PriceTextFieldProps } from './PriceTextField';
import { TranslatableField, type TranslatableFieldProps } from './TranslatableField';

type Wired = 'value' | 'onChange' | 'errorMessage' | 'onBlur' | 'onFocus';

export type FormTranslatableFieldProps = Omit<TranslatableFieldProps, Wired> & {
  /** Path of the value in the form ('name'); its value is a `Translatable` list. */
  name: string;
};
export type FormPriceTextFieldProps = Omit<PriceTextFieldProps, Wired> & {
  /** Path of the value in the form ('price_text'); its value is a `Translatable` list. */
  name: string;
};

/**
 * The form keeps the wire list; the field edits a map. The map last edited is kept
 * while the form still holds the list made from it, so a text that the list drops
 * (e.g. a Dhivehi text of only spaces) does not vanish under the caret.
 */
/** Same texts in the same languages: a field typed back to where it started is not dirty. */
const normalized = (value: unknown) => JSON.stringify(toTranslations(toTranslationMap(Array.isArray(value) ? (value as Translatable) : [])));
const sameTranslations = (a: unknown, b: unknown) => a === b || normalized(a) === normalized(b);

function useTranslatableField(name: string) {
  const { input, fieldState } = useKitField<Translatable>(name, { isEqual: sameTranslations });
  const list = Array.isArray(input.value) ? input.value : [];
  const [draft, setDraft] = useState<{ list: unknown; map: TranslationMap } | null>(null);
  const value = draft && draft.list === input.value ? draft.map : toTranslationMap(list);
  const onChange = (map: TranslationMap) => {
    const next = toTranslations(map);
    setDraft({ list: next, map });
    input.onChange(next);
  };
  return { value, onChange, errorMessage: fieldState.errorMessage, onBlur: fieldState.onBlur, onFocus: fieldState.onFocus };
}

/** TranslatableField bound to a form field holding a `Translatable` list (errors on the field path). */
export function FormTranslatableField({ name, ...props }: FormTranslatableFieldProps) {
  return <TranslatableField {...props} {...useTranslatableField(name)} />;
}

/** PriceTextField bound to a form field holding a `Translatable` list. */
export function FormPriceTextField({ name, ...props }: FormPriceTextFieldProps) {
  return <PriceTextField {...props} {...useTranslatableField(name)} />;
}
