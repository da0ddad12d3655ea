/**
 * The Items tab's quick add, one row under each category: what the spec requires of a new item
 * (name, price, category; POST /facilities/menus/items), the category being the one the row is in.
 * Enter adds the item at the end of the category and leaves the cursor in an empty Name for the next
 * one. A refused item keeps what was typed, with the message under its field. Everything else
 * (description, cover) is in the item's drawer.
 */
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { en, nextSortOrder, translationText, type MenuCategoryWithItems, type MenuItemCreatePayload } from '@atoll/contract';
import { Button, TextField } from '@atoll/ui-kit';
import { useCreateMenuItemMutation } from './api';
import { failureMessages, schemaMessages, type FieldMessages } from './menuItemEdits';
import { ItemColumns } from './MenuItemRow';

export const QUICK_ADD = {
  form: (category: string) => `Add an item to ${category}`,
  name: 'Name',
  price: 'Price',
  submit: 'Add',
  added: (name: string, category: string) => `Added ${name} to ${category}`,
};

/** Aligned with the rows above: an empty cell where their handles are. */
const Row = styled(ItemColumns).attrs({ as: 'form' })`
  grid-template-columns: 36px minmax(0, 2fr) minmax(5.5rem, 1fr) 3.75rem;
  padding-top: ${({ theme }) => theme.space.xs};
`;

const Status = styled.p`
  grid-column: 2 / -1;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  &:empty { display: none; }
`;

export function QuickAddItem({ menuId, category }: { menuId: number; category: MenuCategoryWithItems }) {
  const [create, { isLoading }] = useCreateMenuItemMutation();
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const [added, setAdded] = useState('');
  const nameBox = useRef<HTMLDivElement>(null);
  // The order this row gave its last item: the next one goes after it even before the refreshed list has come back
  // (a quick typist's next Enter can beat the list's answer, or its render; both items would share one place).
  const lastOrder = useRef(0);
  const categoryName = translationText(category.name);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sortOrder = Math.max(nextSortOrder(category.items), lastOrder.current + 1);
    const payload: MenuItemCreatePayload = {
      menu_id: menuId,
      name: en(name),
      price_text: en(price),
      category_id: category.id,
      description: [],
      sort_order: sortOrder,
    };
    const invalid = await schemaMessages('create', payload);
    setErrors(invalid);
    if (Object.keys(invalid).length) return;
    try {
      await create(payload).unwrap();
      lastOrder.current = sortOrder;
      setAdded(QUICK_ADD.added(name.trim(), categoryName));
      setName('');
      setPrice('');
      nameBox.current?.querySelector('input')?.focus();
    } catch (error) {
      setErrors(failureMessages(error));
    }
  };

  return (
    <Row aria-label={QUICK_ADD.form(categoryName)} onSubmit={(event: FormEvent) => void submit(event)} noValidate>
      <span />
      <div ref={nameBox}>
        <TextField aria-label={QUICK_ADD.name} placeholder="New item" value={name} onChange={setName} isRequired isInvalid={!!errors.name} errorMessage={errors.name} />
      </div>
      <TextField aria-label={QUICK_ADD.price} placeholder={QUICK_ADD.price} value={price} onChange={setPrice} isRequired isInvalid={!!errors.price_text} errorMessage={errors.price_text} />
      <Button type="submit" variant="secondary" isPending={isLoading}>
        {QUICK_ADD.submit}
      </Button>
      <Status role="status">{errors[''] ?? errors.category_id ?? added}</Status>
    </Row>
  );
}
