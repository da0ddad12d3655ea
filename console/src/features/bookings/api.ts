/**
 * Requests › Requests calls (spec section 7, bookings): the New / Ongoing / All lists
 * (GET bookings/by-state/{state}), one booking with its timeline, create (POST bookings, which
 * may answer CONFIRMATION_REQUIRED: the base query asks and resends with `_confirmation`),
 * internal remarks and pax (PATCH), an action (POST …/action: 409 when no longer offered), the
 * assignee, and the pickers Add Booking needs (types, a type's slots on a date, rooms, a room's
 * in-house guests, the in-house guest search, a menu type's items). Tags from tagsFor: any change to a booking refreshes
 * the lists (a status change moves a row between tabs) and its detail; the live queue
 * invalidates the lists the same way (useLiveBookings).
 */
import type {
  Booking,
  BookingActionPayload,
  BookingCreatePayload,
  BookingListQuery,
  BookingPatchPayload,
  BookingState,
  BookingType,
  Guest,
  GuestOption,
  MenuSelectorCategory,
  Paged,
  Slot,
} from '@atoll/contract';
import { baseApi } from '#api/baseApi.ts';
import { onSuccess, tagsFor } from '#api/tags.ts';

export const bookingTags = tagsFor('Booking');

export interface BookingListArgs extends Pick<BookingListQuery, 'page' | 'limit' | 'order_by' | 'q_name'> {
  state: BookingState;
}

/** q_name only when something is typed; order_by only when chosen. */
const listParams = ({ q_name, order_by, page, limit }: Omit<BookingListArgs, 'state'>) => ({
  page,
  limit,
  ...(order_by ? { order_by } : {}),
  ...(q_name?.trim() ? { q_name: q_name.trim() } : {}),
});

/** A change to one booking: its detail, and every list (its row may move to another tab). */
const changed = ({ id }: { id: number }) => [bookingTags.one(id), bookingTags.list];

export const bookingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listBookings: build.query<Paged<Booking>, BookingListArgs>({
      query: ({ state, ...rest }) => ({ url: `bookings/by-state/${state}`, params: listParams(rest) }),
      providesTags: bookingTags.provideList,
      extraOptions: { silent: true }, // the table shows the failure with Retry
    }),
    getBooking: build.query<Booking, number>({
      query: (id) => `bookings/${id}`,
      providesTags: bookingTags.provideOne,
      extraOptions: { silent: true },
    }),
    createBooking: build.mutation<Booking, BookingCreatePayload>({
      query: (body) => ({ url: 'bookings', method: 'POST', body }),
      invalidatesTags: onSuccess(() => [bookingTags.list]),
      extraOptions: { silent: true }, // the form shows its errors
    }),
    updateBooking: build.mutation<Booking, BookingPatchPayload & { id: number }>({
      query: ({ id, ...body }) => ({ url: `bookings/${id}`, method: 'PATCH', body }),
      invalidatesTags: onSuccess(changed),
      extraOptions: { silent: true },
    }),
    /** A 409 (the action is no longer offered) refreshes the row too: the screen then shows its current state. */
    bookingAction: build.mutation<Booking, BookingActionPayload & { id: number }>({
      query: ({ id, ...body }) => ({ url: `bookings/${id}/action`, method: 'POST', body }),
      invalidatesTags: (_result, error, { id }) => (!error || error.status === 409 ? changed({ id }) : []),
      extraOptions: { silent: true }, // the screen shows the message
    }),
    assignBooking: build.mutation<Booking, { id: number; user_id: number | null }>({
      query: ({ id, user_id }) => ({ url: `bookings/${id}/assign`, method: 'POST', body: { user_id } }),
      invalidatesTags: onSuccess(changed),
    }),

    // Add Booking's pickers.
    bookingTypeOptions: build.query<BookingType[], void>({
      query: () => ({ url: 'bookings/types', params: { page: 1, limit: 100 } }),
      transformResponse: (body: BookingType[] | Paged<BookingType>) => (Array.isArray(body) ? body : body.data),
      extraOptions: { silent: true },
    }),
    slotsOfTypeOnDate: build.query<Slot[], { typeId: number; date: string }>({
      query: ({ typeId, date }) => `bookings/slots/types/${typeId}/date/${date}`,
      transformResponse: (body: Slot[] | Paged<Slot>) => (Array.isArray(body) ? body : body.data),
      providesTags: [bookingTags.list],
      extraOptions: { silent: true },
    }),
    /** Add Booking's guest search: in-house guests whose name, confirmation number or room number holds the text. */
    searchInHouseGuests: build.query<Guest[], string>({
      query: (text) => ({ url: 'guests/current', params: { q_name: text.trim(), page: 1, limit: 20 } }),
      transformResponse: (body: Paged<Guest>) => body.data,
      extraOptions: { silent: true },
    }),
    roomInHouseGuests: build.query<GuestOption[], number>({
      query: (roomId) => `rooms/${roomId}/in-house-guests`,
      extraOptions: { silent: true },
    }),
    bookingMenuSelector: build.query<MenuSelectorCategory[], number>({
      query: (typeId) => `bookings/types/${typeId}/menu-selector`,
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useListBookingsQuery,
  useGetBookingQuery,
  useCreateBookingMutation,
  useUpdateBookingMutation,
  useBookingActionMutation,
  useAssignBookingMutation,
  useBookingTypeOptionsQuery,
  useSlotsOfTypeOnDateQuery,
  useRoomInHouseGuestsQuery,
  useSearchInHouseGuestsQuery,
  useBookingMenuSelectorQuery,
} = bookingsApi;
