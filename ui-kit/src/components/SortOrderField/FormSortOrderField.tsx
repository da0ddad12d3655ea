import { useKitField } from '../Form/useKitField';
import { SortOrderField, type SortOrderFieldProps } from './SortOrderField';

export type FormSortOrderFieldProps = Omit<
  SortOrderFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'isInvalid' | 'errorMessage' | 'onBlur' | 'onFocus'
> & {
  /** Path of the value in the form. @default 'sort_order' */
  name?: string;
};

/** SortOrderField bound to a form field; an empty field is undefined in the form, so `required` sees it. */
export function FormSortOrderField({ name = 'sort_order', ...props }: FormSortOrderFieldProps) {
  const { input, fieldState } = useKitField<number>(name);
  const value = typeof input.value === 'number' ? input.value : Number.NaN;
  return (
    <SortOrderField {...props} {...fieldState} value={value} onChange={(n) => input.onChange(Number.isNaN(n) ? undefined : n)} />
  );
}
