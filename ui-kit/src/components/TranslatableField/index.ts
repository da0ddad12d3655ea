export { TranslatableField, type TranslatableFieldProps } from './TranslatableField';
export { TranslationStatus, type TranslationStatusProps } from './TranslationStatus';
export { PriceTextField, type PriceTextFieldProps } from './PriceTextField';
export {
  FormPriceTextField,
  FormTranslatableField,
  type FormPriceTextFieldProps,
  type FormTranslatableFieldProps,
} from './FormTranslatableField';
export type { FieldLanguage } from './languages';
export type { TranslateFn, TranslateRequest } from './useAutoTranslate';
