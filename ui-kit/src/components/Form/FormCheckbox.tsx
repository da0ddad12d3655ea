import { Checkbox, type CheckboxProps } from '../Checkbox';
import { type Adapter } from './formAdapter';
import { useKitField } from './useKitField';

export type FormCheckboxProps = Adapter<CheckboxProps>;
export function FormCheckbox({ name, ...props }: FormCheckboxProps) {
  const { input, fieldState } = useKitField<boolean>(name);
  return <Checkbox {...props} {...fieldState} isSelected={input.value === true} onChange={input.onChange} />;
}
