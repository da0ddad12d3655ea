/**
 * Guests › Guest List calls (spec section 7, guests): the In House and Others lists (GET
 * guests/current, guests/others, server-paged), one guest with the bookings the caller may read,
 * create, update (PATCH; PMS fields are kept from company administrators only), Clear PMS
 * Checkout and delete. Tags from tagsFor: any change refreshes the guest and both lists (a new
 * date or a PMS change moves a guest between the tabs).
 */
import type { Guest, GuestListQuery, GuestPayload, Paged } from '@atoll/contract';
import { baseApi } from '#api/baseApi.ts';
import { onSuccess, tagsFor } from '#api/tags.ts';

export const guestTags = tagsFor('Guest');

/** current: In House (GET guests/current); others: everyone else (GET guests/others). */
export type GuestTab = 'current' | 'others';

export interface GuestListArgs extends Pick<GuestListQuery, 'page' | 'limit' | 'order_by' | 'q_name'> {
  tab: GuestTab;
}

/** q_name only when something is typed; order_by only when chosen. */
const listParams = ({ q_name, order_by, page, limit }: Omit<GuestListArgs, 'tab'>) => ({
  page,
  limit,
  ...(order_by ? { order_by } : {}),
  ...(q_name?.trim() ? { q_name: q_name.trim() } : {}),
});

/** A change to one guest: its detail and both lists (the guest may move to the other tab). */
const changed = ({ id }: { id: number }) => [guestTags.one(id), guestTags.list];

export const guestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listGuests: build.query<Paged<Guest>, GuestListArgs>({
      query: ({ tab, ...rest }) => ({ url: `guests/${tab}`, params: listParams(rest) }),
      providesTags: guestTags.provideList,
      extraOptions: { silent: true }, // the table shows the failure with Retry
    }),
    getGuest: build.query<Guest, number>({
      query: (id) => `guests/${id}`,
      providesTags: guestTags.provideOne,
      extraOptions: { silent: true },
    }),
    createGuest: build.mutation<Guest, GuestPayload>({
      query: (body) => ({ url: 'guests', method: 'POST', body }),
      invalidatesTags: onSuccess(() => [guestTags.list]),
      extraOptions: { silent: true }, // the form shows its errors
    }),
    updateGuest: build.mutation<Guest, GuestPayload & { id: number }>({
      query: ({ id, ...body }) => ({ url: `guests/${id}`, method: 'PATCH', body }),
      invalidatesTags: onSuccess(changed),
      extraOptions: { silent: true },
    }),
    clearPmsCheckout: build.mutation<Guest, number>({
      query: (id) => ({ url: `guests/${id}/clear-pms-checkout`, method: 'POST' }),
      invalidatesTags: onSuccess(changed),
    }),
    deleteGuest: build.mutation<null, number>({
      query: (id) => ({ url: `guests/${id}`, method: 'DELETE' }),
      invalidatesTags: onSuccess(() => [guestTags.list]),
    }),
  }),
});

export const { useListGuestsQuery, useGetGuestQuery, useCreateGuestMutation, useUpdateGuestMutation, useClearPmsCheckoutMutation, useDeleteGuestMutation } =
  guestsApi;
