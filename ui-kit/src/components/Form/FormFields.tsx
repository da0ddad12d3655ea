import type { Key } from 'react-aria-components';
import { Checkbox, type CheckboxProps } from '../Checkbox';
import { ColorPicker, type ColorPickerProps } from '../ColorPicker';
import { ComboBox, type ComboBoxProps } from '../ComboBox';
import { NumberField, type NumberFieldProps } from '../NumberField';
import { PasswordField, type PasswordFieldProps } from '../PasswordField';
import { RadioGroup, type RadioGroupProps } from '../RadioGroup';
import { Select, type SelectProps } from '../Select';
import { Switch, type SwitchProps } from '../Switch';
import { TextArea, type TextAreaProps } from '../TextArea';
import { TextField, type TextFieldProps } from '../TextField';
import { useKitField } from './useKitField';

/** The props the form owns: value, change, validity and message come from the field state. */
type Wired = 'name' | 'value' | 'defaultValue' | 'onChange' | 'isInvalid' | 'errorMessage' | 'onBlur' | 'onFocus';
type Adapter<P> = Omit<P, Wired | 'isSelected' | 'defaultSelected'> & {
  /** Path of the value in the form ('name', 'user.email'). */
  name: string;
};

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
const key = (value: unknown): Key | null => (typeof value === 'string' || typeof value === 'number' ? value : null);

export type FormTextFieldProps = Adapter<TextFieldProps>;
export function FormTextField({ name, ...props }: FormTextFieldProps) {
  const { input, fieldState } = useKitField<string>(name);
  return <TextField {...props} {...fieldState} value={text(input.value)} onChange={input.onChange} />;
}

export type FormTextAreaProps = Adapter<TextAreaProps>;
export function FormTextArea({ name, ...props }: FormTextAreaProps) {
  const { input, fieldState } = useKitField<string>(name);
  return <TextArea {...props} {...fieldState} value={text(input.value)} onChange={input.onChange} />;
}

export type FormPasswordFieldProps = Adapter<PasswordFieldProps>;
export function FormPasswordField({ name, ...props }: FormPasswordFieldProps) {
  const { input, fieldState } = useKitField<string>(name);
  return <PasswordField {...props} {...fieldState} value={text(input.value)} onChange={input.onChange} />;
}

export type FormNumberFieldProps = Adapter<NumberFieldProps>;
export function FormNumberField({ name, ...props }: FormNumberFieldProps) {
  const { input, fieldState } = useKitField<number>(name);
  // RAC uses NaN for "empty"; the form stores undefined so `required` rules see a missing value.
  const value = typeof input.value === 'number' ? input.value : Number.NaN;
  return <NumberField {...props} {...fieldState} value={value} onChange={(n) => input.onChange(Number.isNaN(n) ? undefined : n)} />;
}

export type FormSelectProps = Adapter<SelectProps>;
export function FormSelect({ name, ...props }: FormSelectProps) {
  const { input, fieldState } = useKitField<Key>(name);
  return <Select {...props} {...fieldState} value={key(input.value)} onChange={(k) => input.onChange(k ?? undefined)} />;
}

export type FormComboBoxProps = Adapter<ComboBoxProps>;
export function FormComboBox({ name, ...props }: FormComboBoxProps) {
  const { input, fieldState } = useKitField<Key>(name);
  return <ComboBox {...props} {...fieldState} value={key(input.value)} onChange={(k) => input.onChange(k ?? undefined)} />;
}

export type FormCheckboxProps = Adapter<CheckboxProps>;
export function FormCheckbox({ name, ...props }: FormCheckboxProps) {
  const { input, fieldState } = useKitField<boolean>(name);
  return <Checkbox {...props} {...fieldState} isSelected={input.value === true} onChange={input.onChange} />;
}

export type FormSwitchProps = Adapter<SwitchProps>;
export function FormSwitch({ name, ...props }: FormSwitchProps) {
  const { input, fieldState } = useKitField<boolean>(name);
  return <Switch {...props} {...fieldState} isSelected={input.value === true} onChange={input.onChange} />;
}

export type FormRadioGroupProps = Adapter<RadioGroupProps>;
export function FormRadioGroup({ name, ...props }: FormRadioGroupProps) {
  const { input, fieldState } = useKitField<string>(name);
  return <RadioGroup {...props} {...fieldState} value={input.value ? text(input.value) : null} onChange={input.onChange} />;
}

export type FormColorPickerProps = Adapter<ColorPickerProps>;
export function FormColorPicker({ name, ...props }: FormColorPickerProps) {
  const { input, fieldState } = useKitField<string>(name);
  return <ColorPicker {...props} {...fieldState} value={input.value ? text(input.value) : null} onChange={input.onChange} />;
}
