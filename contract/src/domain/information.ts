/**
 * Information cards (spec section 7 "Information"): a card shows one kind of
 * content (text, images or PDFs); content of another kind is refused.
 */
import { CONTENT_TEXT } from '../contentFields';
import { CONTENT_TYPES, type ContentType } from '../information';
import { ruleField } from './rules';

/** The label a card's content type shows (content_type_label). */
export const contentTypeLabel = (type: ContentType): string => CONTENT_TYPES.find((t) => t.value === type)?.label ?? type;

/** Content of kind `wanted` on a card of another kind: 422 contentTypeMismatch on `field` ('text' or 'file'). */
export function requireContentType(card: { content_type: ContentType }, wanted: ContentType, field: 'text' | 'file'): void {
  if (card.content_type !== wanted) throw ruleField(field, CONTENT_TEXT.contentTypeMismatch(contentTypeLabel(card.content_type)));
}
