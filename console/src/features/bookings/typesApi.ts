/**
 * Request (booking) types (spec section 7 "Request types, slots, bookings"): the list (the Add Booking
 * picker), one type, create, update (PATCH), delete, the kind selector (the attached-object one is in
 * contentApi, shared with the Facilities cards), and the
 * menu selector. A type's save or delete refreshes its slots too (weekly slots follow the timing sets).
 */
import type { BookingType, BookingTypeCreatePayload, BookingTypeUpdatePayload, MenuSelectorCategory } from '@atoll/contract';
import { baseApi } from '#api/baseApi.ts';
import { onSuccess, tagsFor } from '#api/tags.ts';

/** Shared with the Facilities cards ('Bookings on'): one cache for both. */
export { useAttachedOptionsQuery } from '#api/contentApi.ts';

export const bookingTypeTags = tagsFor('BookingType');
const slotTags = tagsFor('Slot');

export const bookingTypesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listBookingTypes: build.query<BookingType[], void>({
      query: () => 'bookings/types',
      providesTags: bookingTypeTags.provideList,
    }),
    getBookingType: build.query<BookingType, number>({
      query: (id) => `bookings/types/${id}`,
      providesTags: bookingTypeTags.provideOne,
      extraOptions: { silent: true }, // the drawer shows the failure with Retry
    }),
    requestKinds: build.query<{ id: string; name: string }[], void>({ query: () => 'bookings/types/selectors/type' }),
    menuSelector: build.query<MenuSelectorCategory[], number>({ query: (id) => `bookings/types/${id}/menu-selector` }),
    createBookingType: build.mutation<BookingType, BookingTypeCreatePayload>({
      query: (body) => ({ url: 'bookings/types', method: 'POST', body }),
      invalidatesTags: onSuccess(() => [bookingTypeTags.list, slotTags.list]),
      extraOptions: { silent: true }, // the form shows its errors
    }),
    updateBookingType: build.mutation<BookingType, BookingTypeUpdatePayload & { id: number }>({
      query: ({ id, ...body }) => ({ url: `bookings/types/${id}`, method: 'PATCH', body }),
      invalidatesTags: onSuccess(({ id }) => [bookingTypeTags.one(id), bookingTypeTags.list, slotTags.list]),
      extraOptions: { silent: true },
    }),
    deleteBookingType: build.mutation<null, number>({
      query: (id) => ({ url: `bookings/types/${id}`, method: 'DELETE' }),
      invalidatesTags: onSuccess((_r, id) => [bookingTypeTags.one(id), bookingTypeTags.list, slotTags.list]),
    }),
  }),
});

export const {
  useListBookingTypesQuery,
  useGetBookingTypeQuery,
  useRequestKindsQuery,
  useMenuSelectorQuery,
  useCreateBookingTypeMutation,
  useUpdateBookingTypeMutation,
  useDeleteBookingTypeMutation,
} = bookingTypesApi;
