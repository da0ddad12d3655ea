/**
 * A menu category's drawer: Basic Information (name, sort order) and Cover (spec
 * section 2: category and item drawers have Basic Information and Cover; 1 MB hint,
 * removing really removes it); Delete (its items go with it).
 */
import { useMemo } from 'react';
import { LABEL, LAYOUT, deleteSummary, menuCategoryCreateSchema, menuCategoryUpdateSchema, translationText, type MenuCategory, type Translatable } from '@atoll/contract';
import { Drawer, Form, FormSaveBar, FormSubmitButton } from '@atoll/ui-kit';
import {
  useCreateMenuCategoryMutation,
  useDeleteMenuCategoryMutation,
  useGetMenuCategoryQuery,
  useRemoveMenuCategoryCoverMutation,
  useUpdateMenuCategoryMutation,
} from './api';
import { pendingDrawer } from '#app/ContentDrawers.tsx';
import type { FacilitiesUrl } from './useFacilitiesUrlState';
import { useDrawerParent } from './useDrawerParent';
import { SortOrderInput, TranslatableInput, notifySaved } from './formParts';
import { CoverUploader } from '#app/contentFields.tsx';
import { COVER_HINT } from './MediaTabs';

export const CREATE_CATEGORY = 'Create Category';

interface CategoryValues {
  name: Translatable;
  sort_order?: number;
}

function EditCategoryForm({ category }: { category: MenuCategory }) {
  const [update] = useUpdateMenuCategoryMutation();
  const initialValues = useMemo<CategoryValues>(() => ({ name: category.name, sort_order: category.sort_order }), [category]);
  const onSubmit = async (values: CategoryValues) => {
    await update({ id: category.id, menu_id: category.menu_id, name: values.name, sort_order: values.sort_order ?? 0 }).unwrap();
    notifySaved();
  };
  return (
    <Form<CategoryValues> schema={menuCategoryUpdateSchema} initialValues={initialValues} onSubmit={onSubmit} aria-label="Basic Information">
      <TranslatableInput name="name" label="Name" isRequired />
      <SortOrderInput isRequired />
      <FormSaveBar />
    </Form>
  );
}

export function NewCategoryDrawer({ menuId, url }: { menuId: number; url: FacilitiesUrl }) {
  const [create] = useCreateMenuCategoryMutation();
  const parent = useDrawerParent(url, 'category');
  const onSubmit = async (values: CategoryValues) => {
    const category = await create({ menu_id: menuId, ...values }).unwrap();
    url.showCreated('category', category.id);
  };
  return (
    <Drawer isOpen onOpenChange={(open) => !open && url.close('category')} title={LABEL.addCategory} width={LAYOUT.drawerWidth} parent={parent}>
      <Form<CategoryValues> schema={menuCategoryCreateSchema.omit(['menu_id'])} initialValues={{ name: [], sort_order: 0 }} onSubmit={onSubmit} aria-label={LABEL.addCategory}>
        <TranslatableInput name="name" label="Name" isRequired />
        <SortOrderInput />
        <div>
          <FormSubmitButton>{CREATE_CATEGORY}</FormSubmitButton>
        </div>
      </Form>
    </Drawer>
  );
}

export function CategoryDrawer({ id, tab, url }: { id: number; tab: string; url: FacilitiesUrl }) {
  const { data: category, error, isFetching, refetch } = useGetMenuCategoryQuery(id);
  const parent = useDrawerParent(url, 'category');
  const [remove] = useDeleteMenuCategoryMutation();
  const [removeCover] = useRemoveMenuCategoryCoverMutation();
  const close = () => url.close('category');
  if (!category) return pendingDrawer({ error, isFetching, onRetry: () => void refetch(), onClose: close });
  const refresh = [
    { type: 'MenuCategory' as const, id },
    { type: 'Menu' as const, id: category.menu_id },
  ];
  return (
    <Drawer
      isOpen
      onOpenChange={(open) => !open && close()}
      title={translationText(category.name)}
      parent={parent}
      subtitle={category.items_count === 1 ? '1 item' : `${category.items_count} items`}
      width={LAYOUT.drawerWidth}
      onDelete={async () => {
        await remove({ id, menu_id: category.menu_id }).unwrap();
        close();
      }}
      deleteSummary={deleteSummary('category', translationText(category.name), { item: category.items_count })}
      selectedTab={tab}
      onTabChange={(next) => url.setTab('category', next)}
      tabs={[
        { id: 'basic', label: LABEL.tab.basicInformation, content: <EditCategoryForm category={category} /> },
        {
          id: 'cover',
          label: LABEL.tab.cover,
          content: (
            <CoverUploader
              label={LABEL.tab.cover}
              path={`facilities/menus/categories/${id}`}
              value={category.cover}
              refresh={refresh}
              sizeHint={COVER_HINT}
              onRemove={() => removeCover({ id, menu_id: category.menu_id }).unwrap()}
            />
          ),
        },
      ]}
    />
  );
}
