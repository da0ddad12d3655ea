export { IconPicker, ICON_PICKER_TEXT, type IconPickerProps } from './IconPicker';
export { FormIconPicker, type FormIconPickerProps } from './FormIconPicker';
