export {
  RelatedObjectPicker,
  RELATED_OBJECT_TEXT,
  type RelatedObjectPickerProps,
  type RelatedObjectValue,
} from './RelatedObjectPicker';
export { FormRelatedObjectPicker, type FormRelatedObjectPickerProps } from './FormRelatedObjectPicker';
