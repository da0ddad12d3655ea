/**
 * A menu's drawer (spec section 2): Basic Information (name, type Ordering Menu
 * or PDF, short description, sort order), PDF (only for PDF menus: one file per
 * language), Categories (count) and Items (count); Set Active / Set Inactive;
 * Delete. (Guest Requests comes with the requests slice.)
 */
import type { ReactNode } from 'react';
import { Suspense, lazy, useMemo } from 'react';
import { LABEL, LAYOUT, MENU_TYPE_VALUES, menuCreateSchema, menuUpdateSchema, translationText, type Menu, type MenuType, type Translatable } from '@atoll/contract';
import { Drawer, Form, FormSaveBar, FormSelect, FormSubmitButton, LoadingSpinner, PdfPerLanguageUploader } from '@atoll/ui-kit';
import { useContentLanguages } from '#api/contentApi.ts';
import {
  useCreateMenuMutation,
  useDeleteMenuMutation,
  useGetMenuQuery,
  useRemoveMenuPdfMutation,
  useSetMenuActiveMutation,
  useUpdateMenuMutation,
} from './api';
import { ChildCards } from './ChildCards';
import { pendingDrawer } from '#app/ContentDrawers.tsx';
import { useStackReady } from './useStackReady';
import { guestRequestsTab } from '#app/guestRequestsTab.tsx';
import type { FacilitiesUrl } from './useFacilitiesUrlState';
import { useDrawerParent } from './useDrawerParent';
import { useChildDeleteSummary } from './deleteSummaries';
import { SortOrderInput, TranslatableInput, notifySaved } from './formParts';
import { useLanguageUpload } from '#app/contentUploads.ts';

export const CREATE_MENU = 'Create Menu';
// The Items tab (grouped, edited in place, reordered by drag or keyboard) loads when it is opened.
const MenuItemsTable = lazy(() => import('./MenuItemsTable'));
const MenuItemsTab = ({ menu, url }: { menu: Menu; url: FacilitiesUrl }) => (
  <Suspense fallback={<LoadingSpinner />}>
    <MenuItemsTable menu={menu} url={url} />
  </Suspense>
);
export const MENU_TYPE_OPTIONS = MENU_TYPE_VALUES.map((value) => ({ id: value, label: LABEL.menuType[value] }));

interface MenuValues {
  name: Translatable;
  type: MenuType;
  short_description: Translatable;
  sort_order?: number;
}

function MenuFields({ isEdit }: { isEdit: boolean }) {
  return (
    <>
      <TranslatableInput name="name" label="Name" isRequired />
      <FormSelect name="type" label="Type" placeholder="Choose a menu type" items={MENU_TYPE_OPTIONS} isRequired />
      <TranslatableInput name="short_description" label="Short Description" variant="multiline" />
      <SortOrderInput isRequired={isEdit} />
    </>
  );
}

function EditMenuForm({ menu }: { menu: Menu }) {
  const [update] = useUpdateMenuMutation();
  const initialValues = useMemo<MenuValues>(
    () => ({ name: menu.name, type: menu.type, short_description: menu.short_description, sort_order: menu.sort_order }),
    [menu],
  );
  const onSubmit = async (values: MenuValues) => {
    await update({ id: menu.id, facility_id: menu.facility_id, ...values, sort_order: values.sort_order ?? 0 }).unwrap();
    notifySaved();
  };
  return (
    <Form<MenuValues> schema={menuUpdateSchema} initialValues={initialValues} onSubmit={onSubmit} aria-label="Basic Information">
      <MenuFields isEdit />
      <FormSaveBar />
    </Form>
  );
}

const NEW_MENU: Partial<MenuValues> = { name: [], type: 'menu', short_description: [], sort_order: 0 };

export function NewMenuDrawer({ facilityId, url }: { facilityId: number; url: FacilitiesUrl }) {
  const [create] = useCreateMenuMutation();
  const parent = useDrawerParent(url, 'menu');
  const onSubmit = async (values: MenuValues) => {
    const menu = await create({ facility_id: facilityId, ...values }).unwrap();
    url.showCreated('menu', menu.id);
  };
  return (
    <Drawer isOpen onOpenChange={(open) => !open && url.close('menu')} title={LABEL.addMenu} width={LAYOUT.drawerWidth} parent={parent}>
      <Form<MenuValues> schema={menuCreateSchema.omit(['facility_id'])} initialValues={NEW_MENU} onSubmit={onSubmit} aria-label={LABEL.addMenu}>
        <MenuFields isEdit={false} />
        <div>
          <FormSubmitButton>{CREATE_MENU}</FormSubmitButton>
        </div>
      </Form>
    </Drawer>
  );
}

function MenuPdfTab({ menu }: { menu: Menu }) {
  const languages = useContentLanguages();
  const onUpload = useLanguageUpload(`facilities/menus/${menu.id}/pdf`, [{ type: 'Menu', id: menu.id }]);
  const [removePdf] = useRemoveMenuPdfMutation();
  return (
    <PdfPerLanguageUploader
      label={LABEL.tab.pdf}
      languages={languages}
      files={menu.pdf}
      onUpload={onUpload}
      onDelete={async (language_code) => {
        await removePdf({ id: menu.id, language_code }).unwrap();
      }}
    />
  );
}

const itemsLabel = (count: number) => (count === 1 ? '1 item' : `${count} items`);

function menuTabs(menu: Menu, url: FacilitiesUrl) {
  return [
    { id: 'basic', label: LABEL.tab.basicInformation, content: <EditMenuForm menu={menu} /> },
    ...(menu.type === 'pdf' ? [{ id: 'pdf', label: LABEL.tab.pdf, content: <MenuPdfTab menu={menu} /> }] : []),
    {
      id: 'categories',
      label: LABEL.tab.categories,
      count: menu.categories_count,
      content: (
        <ChildCards
          label={LABEL.tab.categories}
          addLabel={LABEL.addCategory}
          emptyText="No categories yet"
          items={menu.categories.map((c) => ({ id: c.id, title: translationText(c.name), subtitle: itemsLabel(c.items_count) }))}
          onAdd={() => url.open('category', 'new')}
          onOpen={(id) => url.open('category', id)}
        />
      ),
    },
    {
      id: 'items',
      label: LABEL.tab.items,
      count: menu.items_count,
      content: <MenuItemsTab menu={menu} url={url} />,
    },
    ...(menu.type === 'menu' ? [guestRequestsTab('Menu', menu.id, translationText(menu.name))] : []),
  ];
}

export function MenuDrawer({ id, tab, url, nested }: { id: number; tab: string; url: FacilitiesUrl; nested?: ReactNode }) {
  const { data: menu, error, isFetching, refetch } = useGetMenuQuery(id);
  const parent = useDrawerParent(url, 'menu');
  const [setActive] = useSetMenuActiveMutation();
  const [remove] = useDeleteMenuMutation();
  const stackReady = useStackReady(menu !== undefined);
  const close = () => url.close('menu');
  const deleteSummary = useChildDeleteSummary('menu', menu);
  if (!menu) return pendingDrawer({ error, isFetching, onRetry: () => void refetch(), onClose: close });
  const facilityId = menu.facility_id;
  // A link to the PDF tab of a menu that is no longer a PDF menu opens Basic Information.
  const selectedTab = (tab === 'pdf' && menu.type !== 'pdf') || (tab === 'requests' && menu.type !== 'menu') ? 'basic' : tab;
  return (
    <Drawer
      isOpen
      onOpenChange={(open) => !open && close()}
      title={translationText(menu.name)}
      subtitle={`${LABEL.menuType[menu.type]} · ${menu.facility.name}`}
      parent={parent}
      width={LAYOUT.drawerWidth}
      actions={stackReady ? nested : undefined}
      active={menu.active}
      onToggleActive={() => setActive({ id, facility_id: facilityId, active: !menu.active }).unwrap()}
      onDelete={async () => {
        await remove({ id, facility_id: facilityId }).unwrap();
        close();
      }}
      deleteSummary={deleteSummary}
      selectedTab={selectedTab}
      onTabChange={(next) => url.setTab('menu', next)}
      tabs={menuTabs(menu, url)}
    />
  );
}
