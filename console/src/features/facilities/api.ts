/**
 * Hotel › Facilities calls (spec section 7): facilities, activities, menus, menu
 * categories and items, and their selectors. Tags: one per object id plus a LIST
 * per type; 'Selector' for the name lists behind pickers. A create invalidates
 * the lists it appears in (and the parent's detail, whose counts change); an edit
 * invalidates the object and the lists showing it. Uploads go through #api/upload.ts
 * and then invalidate what shows the file (see #app/contentUploads.ts).
 */
import type {
  Activity,
  ActivityCreatePayload,
  ActivityUpdatePayload,
  Facility,
  FacilityCreatePayload,
  FacilityUpdatePayload,
  Menu,
  MenuCategory,
  MenuCategoryCreatePayload,
  MenuCategoryUpdatePayload,
  MenuCreatePayload,
  MenuItem,
  MenuItemCreatePayload,
  MenuItemUpdatePayload,
  MenuUpdatePayload,
  NamedOption,
} from '@atoll/contract';
import { baseApi } from '#api/baseApi.ts';
import { onSuccess, SELECTORS, tagsFor } from '#api/tags.ts';

const facilityTags = tagsFor('Facility');
const activityTags = tagsFor('Activity');
const menuTags = tagsFor('Menu');
const categoryTags = tagsFor('MenuCategory');
const itemTags = tagsFor('MenuItem');

export const facilitiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Facilities -------------------------------------------------------------------------
    listFacilities: build.query<Facility[], void>({
      query: () => 'facilities',
      providesTags: facilityTags.provideList,
      // The page shows the failure with a Retry.
      extraOptions: { silent: true },
    }),
    facilityNames: build.query<NamedOption[], void>({
      query: () => 'facilities/selectors/names',
      providesTags: [SELECTORS, facilityTags.list],
      extraOptions: { silent: true },
    }),
    getFacility: build.query<Facility, number>({
      query: (id) => `facilities/${id}`,
      providesTags: facilityTags.provideOne,
      extraOptions: { silent: true },
    }),
    createFacility: build.mutation<Facility, FacilityCreatePayload>({
      query: (body) => ({ url: 'facilities', method: 'POST', body }),
      invalidatesTags: onSuccess(() => [facilityTags.list, SELECTORS]),
      extraOptions: { silent: true },
    }),
    updateFacility: build.mutation<Facility, FacilityUpdatePayload & { id: number }>({
      query: ({ id, ...body }) => ({ url: `facilities/${id}`, method: 'PATCH', body }),
      // Children show the parent's name, so the whole list refreshes.
      invalidatesTags: onSuccess((_result, { id }) => [facilityTags.one(id), facilityTags.list, SELECTORS]),
      extraOptions: { silent: true },
    }),
    setFacilityActive: build.mutation<Facility, { id: number; active: boolean }>({
      query: ({ id, active }) => ({ url: `facilities/${id}/active`, method: 'POST', body: { active } }),
      invalidatesTags: onSuccess((_result, { id }) => [facilityTags.one(id)]),
    }),
    deleteFacility: build.mutation<null, number>({
      query: (id) => ({ url: `facilities/${id}`, method: 'DELETE' }),
      invalidatesTags: onSuccess(() => [facilityTags.list, SELECTORS]),
    }),
    removeFacilityGalleryImage: build.mutation<Facility, { id: number; imageId: string }>({
      query: ({ id, imageId }) => ({ url: `facilities/${id}/gallery/${imageId}`, method: 'DELETE' }),
      invalidatesTags: onSuccess((_result, { id }) => [facilityTags.one(id)]),
      extraOptions: { silent: true },
    }),
    removeFacilityCover: build.mutation<Facility, number>({
      query: (id) => ({ url: `facilities/${id}/cover`, method: 'DELETE' }),
      invalidatesTags: onSuccess((_result, id) => [facilityTags.one(id)]),
      extraOptions: { silent: true },
    }),

    // Activities ---------------------------------------------------------------------------
    getActivity: build.query<Activity, number>({
      query: (id) => `facilities/activities/${id}`,
      providesTags: activityTags.provideOne,
      extraOptions: { silent: true },
    }),
    createActivity: build.mutation<Activity, ActivityCreatePayload>({
      query: (body) => ({ url: 'facilities/activities', method: 'POST', body }),
      invalidatesTags: onSuccess((_result, { facility_id }) => [facilityTags.one(facility_id), activityTags.list, SELECTORS]),
      extraOptions: { silent: true },
    }),
    updateActivity: build.mutation<Activity, ActivityUpdatePayload & { id: number; facility_id: number }>({
      query: ({ id, facility_id: _facility, ...body }) => ({ url: `facilities/activities/${id}`, method: 'PATCH', body }),
      invalidatesTags: onSuccess((_result, { id, facility_id }) => [activityTags.one(id), facilityTags.one(facility_id), SELECTORS]),
      extraOptions: { silent: true },
    }),
    setActivityActive: build.mutation<Activity, { id: number; facility_id: number; active: boolean }>({
      query: ({ id, active }) => ({ url: `facilities/activities/${id}/active`, method: 'POST', body: { active } }),
      invalidatesTags: onSuccess((_result, { id, facility_id }) => [activityTags.one(id), facilityTags.one(facility_id)]),
    }),
    deleteActivity: build.mutation<null, { id: number; facility_id: number }>({
      query: ({ id }) => ({ url: `facilities/activities/${id}`, method: 'DELETE' }),
      invalidatesTags: onSuccess((_result, { facility_id }) => [facilityTags.one(facility_id), facilityTags.list, activityTags.list, SELECTORS]),
    }),
    removeActivityGalleryImage: build.mutation<Activity, { id: number; imageId: string }>({
      query: ({ id, imageId }) => ({ url: `facilities/activities/${id}/gallery/${imageId}`, method: 'DELETE' }),
      invalidatesTags: onSuccess((_result, { id }) => [activityTags.one(id)]),
      extraOptions: { silent: true },
    }),
    removeActivityCover: build.mutation<Activity, { id: number; facility_id: number }>({
      query: ({ id }) => ({ url: `facilities/activities/${id}/cover`, method: 'DELETE' }),
      invalidatesTags: onSuccess((_result, { id, facility_id }) => [activityTags.one(id), facilityTags.one(facility_id)]),
      extraOptions: { silent: true },
    }),

    // Menus --------------------------------------------------------------------------------
    getMenu: build.query<Menu, number>({
      query: (id) => `facilities/menus/${id}`,
      providesTags: menuTags.provideOne,
      extraOptions: { silent: true },
    }),
    createMenu: build.mutation<Menu, MenuCreatePayload>({
      query: (body) => ({ url: 'facilities/menus', method: 'POST', body }),
      invalidatesTags: onSuccess((_result, { facility_id }) => [facilityTags.one(facility_id), menuTags.list, SELECTORS]),
      extraOptions: { silent: true },
    }),
    updateMenu: build.mutation<Menu, MenuUpdatePayload & { id: number; facility_id: number }>({
      query: ({ id, facility_id: _facility, ...body }) => ({ url: `facilities/menus/${id}`, method: 'PATCH', body }),
      invalidatesTags: onSuccess((_result, { id, facility_id }) => [menuTags.one(id), facilityTags.one(facility_id), SELECTORS]),
      extraOptions: { silent: true },
    }),
    setMenuActive: build.mutation<Menu, { id: number; facility_id: number; active: boolean }>({
      query: ({ id, active }) => ({ url: `facilities/menus/${id}/active`, method: 'POST', body: { active } }),
      invalidatesTags: onSuccess((_result, { id, facility_id }) => [menuTags.one(id), facilityTags.one(facility_id)]),
    }),
    deleteMenu: build.mutation<null, { id: number; facility_id: number }>({
      query: ({ id }) => ({ url: `facilities/menus/${id}`, method: 'DELETE' }),
      invalidatesTags: onSuccess((_result, { facility_id }) => [facilityTags.one(facility_id), facilityTags.list, menuTags.list, SELECTORS]),
    }),
    removeMenuPdf: build.mutation<Menu, { id: number; language_code: string }>({
      query: ({ id, language_code }) => ({ url: `facilities/menus/${id}/pdf`, method: 'DELETE', body: { language_code } }),
      invalidatesTags: onSuccess((_result, { id }) => [menuTags.one(id)]),
      extraOptions: { silent: true },
    }),
    menuCategoryNames: build.query<NamedOption[], number>({
      query: (menuId) => `facilities/menus/${menuId}/selectors/categories`,
      providesTags: (_r, _e, menuId) => [menuTags.one(menuId), categoryTags.list],
      extraOptions: { silent: true },
    }),

    // Categories ---------------------------------------------------------------------------
    getMenuCategory: build.query<MenuCategory, number>({
      query: (id) => `facilities/menus/categories/${id}`,
      // Its items_count changes with the items.
      providesTags: (_r, _e, id) => [categoryTags.one(id), itemTags.list],
      extraOptions: { silent: true },
    }),
    createMenuCategory: build.mutation<MenuCategory, MenuCategoryCreatePayload>({
      query: (body) => ({ url: 'facilities/menus/categories', method: 'POST', body }),
      invalidatesTags: onSuccess((_result, { menu_id }) => [menuTags.one(menu_id), categoryTags.list]),
      extraOptions: { silent: true },
    }),
    updateMenuCategory: build.mutation<MenuCategory, MenuCategoryUpdatePayload & { id: number; menu_id: number }>({
      query: ({ id, menu_id: _menu, ...body }) => ({ url: `facilities/menus/categories/${id}`, method: 'PATCH', body }),
      invalidatesTags: onSuccess((_result, { id, menu_id }) => [categoryTags.one(id), menuTags.one(menu_id)]),
      extraOptions: { silent: true },
    }),
    deleteMenuCategory: build.mutation<null, { id: number; menu_id: number }>({
      query: ({ id }) => ({ url: `facilities/menus/categories/${id}`, method: 'DELETE' }),
      invalidatesTags: onSuccess((_result, { menu_id }) => [menuTags.one(menu_id), categoryTags.list, itemTags.list]),
    }),
    removeMenuCategoryCover: build.mutation<MenuCategory, { id: number; menu_id: number }>({
      query: ({ id }) => ({ url: `facilities/menus/categories/${id}/cover`, method: 'DELETE' }),
      invalidatesTags: onSuccess((_result, { id, menu_id }) => [categoryTags.one(id), menuTags.one(menu_id)]),
      extraOptions: { silent: true },
    }),

    // Items ----------------------------------------------------------------------------------
    getMenuItem: build.query<MenuItem, number>({
      query: (id) => `facilities/menus/items/${id}`,
      providesTags: itemTags.provideOne,
      extraOptions: { silent: true },
    }),
    createMenuItem: build.mutation<MenuItem, MenuItemCreatePayload>({
      query: (body) => ({ url: 'facilities/menus/items', method: 'POST', body }),
      invalidatesTags: onSuccess((_result, { menu_id }) => [menuTags.one(menu_id), itemTags.list]),
      extraOptions: { silent: true },
    }),
    updateMenuItem: build.mutation<MenuItem, MenuItemUpdatePayload & { id: number; menu_id: number }>({
      query: ({ id, menu_id: _menu, ...body }) => ({ url: `facilities/menus/items/${id}`, method: 'PATCH', body }),
      invalidatesTags: onSuccess((_result, { id, menu_id }) => [itemTags.one(id), menuTags.one(menu_id)]),
      extraOptions: { silent: true },
    }),
    deleteMenuItem: build.mutation<null, { id: number; menu_id: number }>({
      query: ({ id }) => ({ url: `facilities/menus/items/${id}`, method: 'DELETE' }),
      invalidatesTags: onSuccess((_result, { menu_id }) => [menuTags.one(menu_id), itemTags.list]),
    }),
    removeMenuItemCover: build.mutation<MenuItem, { id: number; menu_id: number }>({
      query: ({ id }) => ({ url: `facilities/menus/items/${id}/cover`, method: 'DELETE' }),
      invalidatesTags: onSuccess((_result, { id, menu_id }) => [itemTags.one(id), menuTags.one(menu_id)]),
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useListFacilitiesQuery,
  useFacilityNamesQuery,
  useGetFacilityQuery,
  useCreateFacilityMutation,
  useUpdateFacilityMutation,
  useSetFacilityActiveMutation,
  useDeleteFacilityMutation,
  useRemoveFacilityGalleryImageMutation,
  useRemoveFacilityCoverMutation,
  useGetActivityQuery,
  useCreateActivityMutation,
  useUpdateActivityMutation,
  useSetActivityActiveMutation,
  useDeleteActivityMutation,
  useRemoveActivityGalleryImageMutation,
  useRemoveActivityCoverMutation,
  useGetMenuQuery,
  useCreateMenuMutation,
  useUpdateMenuMutation,
  useSetMenuActiveMutation,
  useDeleteMenuMutation,
  useRemoveMenuPdfMutation,
  useMenuCategoryNamesQuery,
  useGetMenuCategoryQuery,
  useCreateMenuCategoryMutation,
  useUpdateMenuCategoryMutation,
  useDeleteMenuCategoryMutation,
  useRemoveMenuCategoryCoverMutation,
  useGetMenuItemQuery,
  useCreateMenuItemMutation,
  useUpdateMenuItemMutation,
  useDeleteMenuItemMutation,
  useRemoveMenuItemCoverMutation,
} = facilitiesApi;
