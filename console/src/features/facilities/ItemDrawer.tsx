/**
 * A menu item's drawer: Basic Information (name, price text — required —,
 * category of this menu, description, sort order) and Cover (2 MB hint). Removing
 * the cover really removes it (section 7 notes the original client's defect).
 */
import { useMemo } from 'react';
import { LABEL, LAYOUT, menuItemCreateSchema, menuItemUpdateSchema, translationText, type MenuItem, type Translatable } from '@atoll/contract';
import { Drawer, Form, FormSaveBar, FormSelect, FormSubmitButton } from '@atoll/ui-kit';
import { useCreateMenuItemMutation, useDeleteMenuItemMutation, useGetMenuItemQuery, useMenuCategoryNamesQuery, useRemoveMenuItemCoverMutation, useUpdateMenuItemMutation } from './api';
import { pendingDrawer } from '#app/ContentDrawers.tsx';
import type { FacilitiesUrl } from './useFacilitiesUrlState';
import { useDrawerParent } from './useDrawerParent';
import { PriceInput, SortOrderInput, TranslatableInput, notifySaved } from './formParts';
import { CoverUploader } from '#app/contentFields.tsx';
import { LARGE_HINT } from './MediaTabs';

export const CREATE_ITEM = 'Create Item';

interface ItemValues {
  name: Translatable;
  price_text: Translatable;
  category_id?: number;
  description: Translatable;
  sort_order?: number;
}

function ItemFields({ menuId, isEdit }: { menuId: number; isEdit: boolean }) {
  const { data = [], isLoading } = useMenuCategoryNamesQuery(menuId);
  const categories = useMemo(() => data.map((c) => ({ id: c.id, label: c.name })), [data]);
  return (
    <>
      <TranslatableInput name="name" label="Name" isRequired />
      <PriceInput isRequired />
      <FormSelect name="category_id" label="Category" placeholder="Choose a category" items={categories} isRequired isDisabled={isLoading} />
      <TranslatableInput name="description" label="Description" variant="multiline" />
      <SortOrderInput isRequired={isEdit} />
    </>
  );
}

function EditItemForm({ item }: { item: MenuItem }) {
  const [update] = useUpdateMenuItemMutation();
  const initialValues = useMemo<ItemValues>(
    () => ({ name: item.name, price_text: item.price_text, category_id: item.menu_category_id, description: item.description, sort_order: item.sort_order }),
    [item],
  );
  const onSubmit = async (values: ItemValues) => {
    await update({ id: item.id, menu_id: item.menu_id, ...values, category_id: values.category_id ?? 0, sort_order: values.sort_order ?? 0 }).unwrap();
    notifySaved();
  };
  return (
    <Form<ItemValues> schema={menuItemUpdateSchema} initialValues={initialValues} onSubmit={onSubmit} aria-label="Basic Information">
      <ItemFields menuId={item.menu_id} isEdit />
      <FormSaveBar />
    </Form>
  );
}

export function NewItemDrawer({ menuId, url }: { menuId: number; url: FacilitiesUrl }) {
  const [create] = useCreateMenuItemMutation();
  const parent = useDrawerParent(url, 'item');
  const onSubmit = async (values: ItemValues) => {
    const item = await create({ menu_id: menuId, ...values, category_id: values.category_id ?? 0 }).unwrap();
    url.showCreated('item', item.id);
  };
  return (
    <Drawer isOpen onOpenChange={(open) => !open && url.close('item')} title={LABEL.addItem} width={LAYOUT.drawerWidth} parent={parent}>
      <Form<ItemValues>
        schema={menuItemCreateSchema.omit(['menu_id'])}
        initialValues={{ name: [], price_text: [], description: [], sort_order: 0 }}
        onSubmit={onSubmit}
        aria-label={LABEL.addItem}
      >
        <ItemFields menuId={menuId} isEdit={false} />
        <div>
          <FormSubmitButton>{CREATE_ITEM}</FormSubmitButton>
        </div>
      </Form>
    </Drawer>
  );
}

export function ItemDrawer({ id, tab, url }: { id: number; tab: string; url: FacilitiesUrl }) {
  const { data: item, error, isFetching, refetch } = useGetMenuItemQuery(id);
  const parent = useDrawerParent(url, 'item');
  const [remove] = useDeleteMenuItemMutation();
  const [removeCover] = useRemoveMenuItemCoverMutation();
  const close = () => url.close('item');
  if (!item) return pendingDrawer({ error, isFetching, onRetry: () => void refetch(), onClose: close });
  const refresh = [
    { type: 'MenuItem' as const, id },
    { type: 'Menu' as const, id: item.menu_id },
  ];
  return (
    <Drawer
      isOpen
      onOpenChange={(open) => !open && close()}
      title={translationText(item.name)}
      parent={parent}
      subtitle={translationText(item.price_text)}
      width={LAYOUT.drawerWidth}
      onDelete={async () => {
        await remove({ id, menu_id: item.menu_id }).unwrap();
        close();
      }}
      selectedTab={tab}
      onTabChange={(next) => url.setTab('item', next)}
      tabs={[
        { id: 'basic', label: LABEL.tab.basicInformation, content: <EditItemForm item={item} /> },
        {
          id: 'cover',
          label: LABEL.tab.cover,
          content: (
            <CoverUploader
              label={LABEL.tab.cover}
              path={`facilities/menus/items/${id}`}
              value={item.cover}
              refresh={refresh}
              sizeHint={LARGE_HINT}
              onRemove={() => removeCover({ id, menu_id: item.menu_id }).unwrap()}
            />
          ),
        },
      ]}
    />
  );
}
