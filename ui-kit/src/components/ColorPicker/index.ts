export { ColorPicker, type ColorPickerProps } from './ColorPicker';
