import { useKitField } from '../Form/useKitField';
import { DateField, type DateFieldProps } from './DateField';

export type FormDateFieldProps = Omit<DateFieldProps, 'value' | 'onChange' | 'isInvalid' | 'errorMessage' | 'onBlur' | 'onFocus'> & {
  /** Path of the 'YYYY-MM-DD' value in the form ('arrival_date'). */
  name: string;
};

/** DateField bound to a form field; the form holds 'YYYY-MM-DD' or '' (so `required` rules see it empty). */
export function FormDateField({ name, ...props }: FormDateFieldProps) {
  const { input, fieldState } = useKitField<string>(name);
  return <DateField {...props} {...fieldState} value={typeof input.value === 'string' ? input.value : ''} onChange={(date) => input.onChange(date)} />;
}
