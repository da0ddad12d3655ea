/**
 * What the Items tab's inline edits and quick add send, and how their failures reach the fields.
 * An inline edit changes the English text (the one the spec requires) and keeps every other
 * translation; the rest of the item goes back as it was, since PATCH takes the whole item
 * (menuItemUpdateSchema). Both are checked with the contract's schemas before they are sent.
 */
import { DEFAULT_LANGUAGE, MSG, STATUS_MESSAGES, menuItemCreateSchema, menuItemUpdateSchema, type MenuItem, type MenuItemCreatePayload, type MenuItemUpdatePayload, type Translatable } from '@atoll/contract';
import { isApiError, validateWithSchema } from '@atoll/ui-kit';

export type InlineField = 'name' | 'price_text';

/** The list with its English text replaced (or added first). */
export function withEnglish(list: Translatable, text: string): Translatable {
  const others = list.filter((t) => t.language_code !== DEFAULT_LANGUAGE);
  return [{ language_code: DEFAULT_LANGUAGE, text }, ...others];
}

/** The whole item as PATCH takes it, with `changes` applied. */
export function itemUpdate(item: MenuItem, changes: Partial<MenuItemUpdatePayload>): MenuItemUpdatePayload & { id: number; menu_id: number } {
  return {
    id: item.id,
    menu_id: item.menu_id,
    name: item.name,
    price_text: item.price_text,
    category_id: item.menu_category_id,
    description: item.description,
    sort_order: item.sort_order,
    ...changes,
  };
}

/** A field's messages, keyed by the field ('name', 'price_text', 'category_id'); '' for the rest. */
export type FieldMessages = Partial<Record<InlineField | 'category_id' | '', string>>;

const SHOWN = new Set<string>(['name', 'price_text', 'category_id']);
/** The field a message belongs to by its path's first segment ('price_text[1].text'), or '' for one the row does not show. */
const fieldOf = (path: string) => {
  const field = path.split(/[.[]/)[0] ?? '';
  return (SHOWN.has(field) ? field : '') as keyof FieldMessages;
};

/** The contract schema's verdict on an edit or a new item, as field messages (empty when valid). */
export async function schemaMessages(kind: 'update', value: MenuItemUpdatePayload): Promise<FieldMessages>;
export async function schemaMessages(kind: 'create', value: MenuItemCreatePayload): Promise<FieldMessages>;
export async function schemaMessages(kind: 'update' | 'create', value: object): Promise<FieldMessages> {
  const errors = await validateWithSchema(kind === 'update' ? menuItemUpdateSchema : menuItemCreateSchema, value);
  const out: FieldMessages = {};
  for (const [field, message] of Object.entries(errors)) out[fieldOf(field)] ??= typeof message === 'string' ? message : MSG.fieldRequired;
  return out;
}

/** A rejected save as field messages: a VALIDATION_ERROR's fields by their first path segment, anything else under ''. */
export function failureMessages(error: unknown): FieldMessages {
  if (!isApiError(error)) return { '': STATUS_MESSAGES[500] };
  const fields = Object.entries(error.errors ?? {});
  if (fields.length === 0) return { '': error.message };
  const out: FieldMessages = {};
  for (const [path, messages] of fields) {
    out[fieldOf(path)] ??= Array.isArray(messages) ? messages.join(', ') : messages;
  }
  return out;
}
