// Inputs, forms and pickers. Listed by hand: this is the kit's public surface.
export { Button, Spinner, type ButtonProps, type SpinnerProps } from './components/Button';
export { IconButton, type IconButtonProps } from './components/IconButton';
export {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  type FieldChromeProps,
  type ListOption,
} from './components/FieldParts';
export { TextField, type TextFieldProps } from './components/TextField';
export { TextArea, type TextAreaProps } from './components/TextArea';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField';
export { NumberField, type NumberFieldProps } from './components/NumberField';
export { Select, type SelectProps } from './components/Select';
export { ComboBox, type ComboBoxProps } from './components/ComboBox';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { Switch, type SwitchProps } from './components/Switch';
export { RadioGroup, type RadioGroupProps } from './components/RadioGroup';
export { ColorPicker, type ColorPickerProps } from './components/ColorPicker';
export {
  Form,
  FormAlert,
  FormCheckbox,
  FormColorPicker,
  FormComboBox,
  FormNumberField,
  FormPasswordField,
  FormRadioGroup,
  FormSaveBar,
  FormSelect,
  FormSubmitButton,
  FormSwitch,
  FormTextArea,
  FormTextField,
  isApiError,
  submissionErrorsFrom,
  useKitField,
  validateWithSchema,
  visibleError,
  type FormAlertProps,
  type FormCheckboxProps,
  type FormColorPickerProps,
  type FormComboBoxProps,
  type FormNumberFieldProps,
  type FormPasswordFieldProps,
  type FormProps,
  type FormRadioGroupProps,
  type FormSaveBarProps,
  type FormSelectProps,
  type FormSubmitButtonProps,
  type FormSwitchProps,
  type FormTextAreaProps,
  type FormTextFieldProps,
  type SubmissionErrors,
} from './components/Form';
export { ImageUploader, uploadSizeHint, type ImageUploaderProps, type UploadFn } from './components/ImageUploader';
export { GalleryManager, type GalleryManagerProps } from './components/GalleryManager';
export {
  PdfPerLanguageUploader,
  type PdfPerLanguageUploaderProps,
  type UploadLanguage,
} from './components/PdfPerLanguageUploader';
export { LanguageImagesUploader, type LanguageImagesUploaderProps } from './components/LanguageImagesUploader';
export { Stepper, type StepperProps } from './components/Stepper';
export { Tooltip, type TooltipProps } from './components/Tooltip';
export { Popover, type PopoverProps } from './components/Popover';
export { CaptchaField, type CaptchaFieldProps } from './components/CaptchaField';
export {
  FormPriceTextField,
  FormTranslatableField,
  PriceTextField,
  TranslatableField,
  TranslationStatus,
  type FieldLanguage,
  type FormPriceTextFieldProps,
  type FormTranslatableFieldProps,
  type PriceTextFieldProps,
  type TranslatableFieldProps,
  type TranslateFn,
  type TranslateRequest,
  type TranslationStatusProps,
} from './components/TranslatableField';
export {
  IconPicker,
  FormIconPicker,
  ICON_PICKER_TEXT,
  type IconPickerProps,
  type FormIconPickerProps,
} from './components/IconPicker';
export {
  RelatedObjectPicker,
  FormRelatedObjectPicker,
  RELATED_OBJECT_TEXT,
  type RelatedObjectPickerProps,
  type FormRelatedObjectPickerProps,
  type RelatedObjectValue,
} from './components/RelatedObjectPicker';
export { WeekdayPicker, FormWeekdayPicker, type WeekdayPickerProps, type FormWeekdayPickerProps } from './components/WeekdayPicker';
export { TimeField, FormTimeField, type TimeFieldProps, type FormTimeFieldProps } from './components/TimeField';
export {
  SortOrderField,
  FormSortOrderField,
  SORT_ORDER_LABEL,
  type SortOrderFieldProps,
  type FormSortOrderFieldProps,
} from './components/SortOrderField';
