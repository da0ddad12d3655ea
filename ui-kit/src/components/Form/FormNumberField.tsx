import { NumberField, type NumberFieldProps } from '../NumberField';
import { type Adapter } from './formAdapter';
import { useKitField } from './useKitField';

export type FormNumberFieldProps = Adapter<NumberFieldProps>;
export function FormNumberField({ name, ...props }: FormNumberFieldProps) {
  const { input, fieldState } = useKitField<number>(name);
  // RAC uses NaN for "empty"; the form stores undefined so `required` rules see a missing value.
  const value = typeof input.value === 'number' ? input.value : Number.NaN;
  return <NumberField {...props} {...fieldState} value={value} onChange={(n) => input.onChange(Number.isNaN(n) ? undefined : n)} />;
}
