import { useKitField } from '../Form/useKitField';
import { TimeField, type TimeFieldProps } from './TimeField';

export type FormTimeFieldProps = Omit<TimeFieldProps, 'value' | 'onChange' | 'isInvalid' | 'errorMessage' | 'onBlur' | 'onFocus'> & {
  /** Path of the 'HH:mm' value in the form ('start_time'). */
  name: string;
};

/** TimeField bound to a form field; the form holds 'HH:mm' or '' (so `required` rules see it empty). */
export function FormTimeField({ name, ...props }: FormTimeFieldProps) {
  const { input, fieldState } = useKitField<string>(name);
  return (
    <TimeField
      {...props}
      {...fieldState}
      value={typeof input.value === 'string' ? input.value : ''}
      onChange={(time) => input.onChange(time)}
    />
  );
}
