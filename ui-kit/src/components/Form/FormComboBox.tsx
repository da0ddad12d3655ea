import type { Key } from 'react-aria-components';
import { ComboBox, type ComboBoxProps } from '../ComboBox';
import { type Adapter, key } from './formAdapter';
import { useKitField } from './useKitField';

export type FormComboBoxProps = Adapter<ComboBoxProps>;
export function FormComboBox({ name, ...props }: FormComboBoxProps) {
  const { input, fieldState } = useKitField<Key>(name);
  return <ComboBox {...props} {...fieldState} value={key(input.value)} onChange={(k) => input.onChange(k ?? undefined)} />;
}
