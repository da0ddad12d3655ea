import { RadioGroup, type RadioGroupProps } from '../RadioGroup';
import { type Adapter, text } from './formAdapter';
import { useKitField } from './useKitField';

export type FormRadioGroupProps = Adapter<RadioGroupProps>;
export function FormRadioGroup({ name, ...props }: FormRadioGroupProps) {
  const { input, fieldState } = useKitField<string>(name);
  return <RadioGroup {...props} {...fieldState} value={input.value ? text(input.value) : null} onChange={input.onChange} />;
}
