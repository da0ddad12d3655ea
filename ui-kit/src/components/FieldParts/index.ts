export {
  FieldChrome,
  FieldDescription,
  FieldErrorText,
  FieldInput,
  FieldLabel,
  FieldTextArea,
  controlSurface,
  fieldStack,
  type FieldChromeProps,
} from './FieldParts';
export { ListPopover, OptionItem, OptionList, type ListOption } from './ListBoxParts';
