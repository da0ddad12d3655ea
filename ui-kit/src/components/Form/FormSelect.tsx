import type { Key } from 'react-aria-components';
import { Select, type SelectProps } from '../Select';
import { type Adapter, key } from './formAdapter';
import { useKitField } from './useKitField';

export type FormSelectProps = Adapter<SelectProps>;
export function FormSelect({ name, ...props }: FormSelectProps) {
  const { input, fieldState } = useKitField<Key>(name);
  return <Select {...props} {...fieldState} value={key(input.value)} onChange={(k) => input.onChange(k ?? undefined)} />;
}
