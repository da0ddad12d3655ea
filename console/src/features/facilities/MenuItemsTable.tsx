/**
 * A menu's Items tab (issue 18 item 8): the items grouped by category, in their order; name and price
 * edited in place; each category's items put in order by dragging a row's handle or by keyboard on it,
 * which renumbers their sort_order from 1 (PATCH of each item whose number changes, one after another:
 * the spec has no bulk reorder); a quick add row under each category; Add Item opens the full form, and each
 * row's Open its drawer (description, cover, category, the sort order field).
 * Loaded with the tab (MenuDrawer), so react-dnd reaches only this screen, and only when it is used.
 */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { LABEL, MSG, STATUS_MESSAGES, renumberFromOne, translationText, type Menu, type MenuCategoryWithItems, type MenuItem } from '@atoll/contract';
import { Button, EmptyState, isApiError, showToast } from '@atoll/ui-kit';
import { ReorderableList, ReorderProvider, type ReorderKey } from '@atoll/ui-kit/ReorderableList';
import { useUpdateMenuItemMutation } from './api';
import { ItemColumns, MenuItemRow } from './MenuItemRow';
import { QuickAddItem } from './QuickAddItem';
import { itemUpdate } from './menuItemEdits';
import type { FacilitiesUrl } from './useFacilitiesUrlState';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Heading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  > span { color: ${({ theme }) => theme.color.textMuted}; font-weight: ${({ theme }) => theme.typography.weight.regular}; }
`;

/** Column titles over the rows (each field also names itself with its item). */
const ColumnTitles = styled(ItemColumns)`
  padding-left: calc(36px + ${({ theme }) => theme.space.sm});
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Empty = styled.p`
  margin: 0;
  padding-left: calc(36px + ${({ theme }) => theme.space.sm});
  color: ${({ theme }) => theme.color.textMuted};
`;

const itemKey = (item: MenuItem) => item.id;
const itemLabel = (item: MenuItem) => translationText(item.name);

/** The order a category's items are shown in: the saved one, or the one being saved. */
type Pending = Record<number, number[]>;
const sameOrder = (items: readonly MenuItem[], ids: readonly number[]) => items.length === ids.length && items.every((item, i) => item.id === ids[i]);

function inPendingOrder(category: MenuCategoryWithItems, pending: Pending): MenuItem[] {
  const ids = pending[category.id];
  if (!ids) return category.items;
  const byId = new Map(category.items.map((item) => [item.id, item]));
  return [...ids.flatMap((id) => byId.get(id) ?? []), ...category.items.filter((item) => !ids.includes(item.id))];
}

/**
 * Saves a category's new order: each item whose number changes, one PATCH after another (the spec has
 * no bulk reorder). Orders dropped while one is saving wait their turn, and each reads the latest
 * menu when it runs, so it sends the items as they are then (PATCH takes the whole item).
 */
function useReorderItems(menu: Menu) {
  const [update] = useUpdateMenuItemMutation();
  const [pending, setPending] = useState<Pending>({});
  const [saving, setSaving] = useState(0);
  const latest = useRef(menu);
  const queue = useRef<Promise<void>>(Promise.resolve());
  useEffect(() => {
    latest.current = menu;
  }, [menu]);
  // A category's new order is shown until the refetched menu has it.
  useEffect(() => {
    if (saving) return;
    const settled = menu.categories.filter((c) => pending[c.id] && sameOrder(c.items, pending[c.id] as number[]));
    if (settled.length) setPending((current) => Object.fromEntries(Object.entries(current).filter(([id]) => !settled.some((c) => c.id === Number(id)))));
  }, [menu, pending, saving]);

  const save = async (categoryId: number, ids: number[]) => {
    const items = latest.current.categories.find((c) => c.id === categoryId)?.items ?? [];
    const byId = new Map(items.map((item) => [item.id, item]));
    try {
      for (const { key, sort_order } of renumberFromOne(ids, (id) => byId.get(id)?.sort_order ?? -1)) {
        const item = byId.get(key);
        if (item) await update(itemUpdate(item, { sort_order })).unwrap();
      }
    } catch (error) {
      setPending(({ [categoryId]: _dropped, ...rest }) => rest);
      showToast({ title: MSG.errorToast(isApiError(error) ? error.message : STATUS_MESSAGES[500]), tone: 'error' });
    } finally {
      setSaving((count) => count - 1);
    }
  };
  const reorder = (category: MenuCategoryWithItems, keys: ReorderKey[]) => {
    const ids = keys.map(Number);
    setPending((current) => ({ ...current, [category.id]: ids }));
    setSaving((count) => count + 1);
    queue.current = queue.current.then(() => save(category.id, ids));
  };
  return { pending, reorder };
}

export function MenuItemsTable({ menu, url }: { menu: Menu; url: FacilitiesUrl }) {
  const { pending, reorder } = useReorderItems(menu);
  const open = (id: number) => url.open('item', id);
  return (
    <ReorderProvider>
      <Stack>
        <div>
          <Button onPress={() => url.open('item', 'new')}>{LABEL.addItem}</Button>
        </div>
        {menu.categories.length === 0 && <EmptyState title="No items yet: add a category first" />}
        {menu.categories.map((category) => {
          const name = translationText(category.name);
          const items = inPendingOrder(category, pending);
          return (
            <section key={category.id} aria-labelledby={`menu-category-${category.id}`}>
              <Heading id={`menu-category-${category.id}`}>
                {name} <span>({items.length})</span>
              </Heading>
              <ColumnTitles aria-hidden="true">
                <span>Name</span>
                <span>Price</span>
              </ColumnTitles>
              {items.length === 0 ? (
                <Empty>No items yet</Empty>
              ) : (
                <ReorderableList
                  aria-label={name}
                  items={items}
                  getKey={itemKey}
                  getLabel={itemLabel}
                  onReorder={(keys) => reorder(category, keys)}
                  renderItem={(item) => <MenuItemRow item={item} onOpen={open} />}
                />
              )}
              <QuickAddItem menuId={menu.id} category={category} />
            </section>
          );
        })}
      </Stack>
    </ReorderProvider>
  );
}
export default MenuItemsTable;
