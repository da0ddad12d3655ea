import { Switch, type SwitchProps } from '../Switch';
import { type Adapter } from './formAdapter';
import { useKitField } from './useKitField';

export type FormSwitchProps = Adapter<SwitchProps>;
export function FormSwitch({ name, ...props }: FormSwitchProps) {
  const { input, fieldState } = useKitField<boolean>(name);
  return <Switch {...props} {...fieldState} isSelected={input.value === true} onChange={input.onChange} />;
}
