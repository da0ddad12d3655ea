import { useKitField } from '../Form/useKitField';
import { IconPicker, type IconPickerProps } from './IconPicker';

export type FormIconPickerProps = Omit<IconPickerProps, 'value' | 'onChange' | 'errorMessage' | 'onBlur'> & {
  /** Path of the icon key in the form ('icon'). */
  name: string;
};

/** IconPicker bound to a form field holding the icon's key ('Field is required' comes from the schema). */
export function FormIconPicker({ name, ...props }: FormIconPickerProps) {
  const { input, fieldState } = useKitField<string>(name);
  return (
    <IconPicker
      {...props}
      value={typeof input.value === 'string' && input.value !== '' ? input.value : null}
      onChange={(key) => input.onChange(key)}
      errorMessage={fieldState.errorMessage}
      onBlur={fieldState.onBlur}
    />
  );
}
