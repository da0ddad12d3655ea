import { TextField, type TextFieldProps } from '../TextField';
import { TextArea, type TextAreaProps } from '../TextArea';
import { PasswordField, type PasswordFieldProps } from '../PasswordField';
import { type Adapter, text } from './formAdapter';
import { useKitField } from './useKitField';

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
