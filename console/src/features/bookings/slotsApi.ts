/**
 * Request slots (spec section 7): the Today and All lists (server-paged; All filters by date), one
 * slot, its bookings, a type's slots on a date (the Add Booking form), PATCH (times, maximum pax) and
 * POST (a manual type's slot). Bookings change a slot's pax, so their tag refreshes slot rows too.
 */
import type { BookingSummary, Paged, Slot, SlotCreatePayload, SlotUpdatePayload } from '@atoll/contract';
import { baseApi } from '#api/baseApi.ts';
import { onSuccess, tagsFor } from '#api/tags.ts';

export const slotTags = tagsFor('Slot');
const bookingTags = tagsFor('Booking');

export interface SlotListParams {
  page: number;
  limit: number;
  order_by?: string;
  /** All tab: YYYY-MM-DD */
  date?: string;
}

/** A slot's booking as its Bookings tab lists it (with its room). */
export type SlotBooking = BookingSummary;

const listParams = ({ order_by, date, ...rest }: SlotListParams) => ({ ...rest, ...(order_by ? { order_by } : {}), ...(date ? { date } : {}) });

export const slotsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTodaySlots: build.query<Paged<Slot>, SlotListParams>({
      query: (params) => ({ url: 'bookings/slots/today', params: listParams(params) }),
      providesTags: (result) => [...slotTags.provideList(result), bookingTags.list],
      extraOptions: { silent: true }, // the table shows the failure with Retry
    }),
    listSlots: build.query<Paged<Slot>, SlotListParams>({
      query: (params) => ({ url: 'bookings/slots', params: listParams(params) }),
      providesTags: (result) => [...slotTags.provideList(result), bookingTags.list],
      extraOptions: { silent: true },
    }),
    getSlot: build.query<Slot, number>({
      query: (id) => `bookings/slots/${id}`,
      providesTags: (_r, _e, id) => [slotTags.one(id), bookingTags.list],
      extraOptions: { silent: true },
    }),
    slotBookings: build.query<SlotBooking[], number>({
      query: (id) => `bookings/slots/${id}/bookings`,
      providesTags: (_r, _e, id) => [slotTags.one(id), bookingTags.list],
    }),
    updateSlot: build.mutation<Slot, SlotUpdatePayload & { id: number }>({
      query: ({ id, ...body }) => ({ url: `bookings/slots/${id}`, method: 'PATCH', body }),
      invalidatesTags: onSuccess(({ id }) => [slotTags.one(id), slotTags.list]),
      extraOptions: { silent: true }, // the form shows its errors
    }),
    createSlot: build.mutation<Slot, SlotCreatePayload>({
      query: (body) => ({ url: 'bookings/slots', method: 'POST', body }),
      invalidatesTags: onSuccess(() => [slotTags.list]),
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useListTodaySlotsQuery,
  useListSlotsQuery,
  useGetSlotQuery,
  useSlotBookingsQuery,
  useUpdateSlotMutation,
  useCreateSlotMutation,
} = slotsApi;
