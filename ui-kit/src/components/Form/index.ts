export { Form, type FormProps } from './Form';
export { FormAlert, type FormAlertProps } from './FormAlert';
export {
  FormCheckbox,
  FormColorPicker,
  FormComboBox,
  FormNumberField,
  FormPasswordField,
  FormRadioGroup,
  FormSelect,
  FormSwitch,
  FormTextArea,
  FormTextField,
  type FormCheckboxProps,
  type FormColorPickerProps,
  type FormComboBoxProps,
  type FormNumberFieldProps,
  type FormPasswordFieldProps,
  type FormRadioGroupProps,
  type FormSelectProps,
  type FormSwitchProps,
  type FormTextAreaProps,
  type FormTextFieldProps,
} from './FormFields';
export { FormSaveBar, FormSubmitButton, type FormSaveBarProps, type FormSubmitButtonProps } from './FormButtons';
export { isApiError, submissionErrorsFrom, type SubmissionErrors } from './submissionErrors';
export { validateWithSchema } from './schemaValidation';
export { useKitField, visibleError } from './useKitField';
