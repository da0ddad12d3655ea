import { ColorPicker, type ColorPickerProps } from '../ColorPicker';
import { type Adapter, text } from './formAdapter';
import { useKitField } from './useKitField';

export type FormColorPickerProps = Adapter<ColorPickerProps>;
export function FormColorPicker({ name, ...props }: FormColorPickerProps) {
  const { input, fieldState } = useKitField<string>(name);
  return <ColorPicker {...props} {...fieldState} value={input.value ? text(input.value) : null} onChange={input.onChange} />;
}
