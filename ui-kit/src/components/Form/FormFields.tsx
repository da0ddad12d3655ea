/*
 * The kit's form adapters: each field wired to the enclosing Form through useKitField. One module per field
 * (a bundle chunk holds whole modules, so a screen that only uses FormTextField would otherwise load the
 * number field's and the colour picker's code with it); this module gathers them for the kit's index.
 */
export { FormTextField, FormTextArea, FormPasswordField, type FormTextFieldProps, type FormTextAreaProps, type FormPasswordFieldProps } from './FormTextFields';
export { FormNumberField, type FormNumberFieldProps } from './FormNumberField';
export { FormSelect, type FormSelectProps } from './FormSelect';
export { FormComboBox, type FormComboBoxProps } from './FormComboBox';
export { FormCheckbox, type FormCheckboxProps } from './FormCheckbox';
export { FormSwitch, type FormSwitchProps } from './FormSwitch';
export { FormRadioGroup, type FormRadioGroupProps } from './FormRadioGroup';
export { FormColorPicker, type FormColorPickerProps } from './FormColorPicker';
