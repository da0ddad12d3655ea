export {
  CONTROL_MIN_HEIGHT,
  FieldChrome,
  FieldDescription,
  FieldErrorText,
  FieldInput,
  FieldLabel,
  FieldTextArea,
  GroupLabel,
  controlSurface,
  fieldStack,
  type FieldChromeProps,
} from './FieldParts';
export { ListPopover, OptionItem, OptionList, type ListOption } from './ListBoxParts';
