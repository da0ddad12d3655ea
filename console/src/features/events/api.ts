/**
 * Hotel › Events calls (spec section 7, events/recurring): the card list, one
 * event, create, update, Set Active / Set Inactive, delete and removing the
 * cover. Tags: an 'Event' per id plus the LIST; create and delete also refresh
 * the related-object pickers ('Selector').
 */
import type { EventPayload, RecurringEvent } from '@atoll/contract';
import { baseApi } from '#api/baseApi.ts';
import { onSuccess, SELECTORS, tagsFor } from '#api/tags.ts';

export const eventTags = tagsFor('Event');
const changed = onSuccess((_result, { id }: { id: number }) => [eventTags.one(id)]);

export const eventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listEvents: build.query<RecurringEvent[], void>({
      query: () => 'events/recurring',
      providesTags: eventTags.provideList,
      extraOptions: { silent: true },
    }),
    getEvent: build.query<RecurringEvent, number>({
      query: (id) => `events/recurring/${id}`,
      providesTags: eventTags.provideOne,
      extraOptions: { silent: true },
    }),
    createEvent: build.mutation<RecurringEvent, EventPayload>({
      query: (body) => ({ url: 'events/recurring', method: 'POST', body }),
      invalidatesTags: onSuccess(() => [eventTags.list, SELECTORS]),
      extraOptions: { silent: true },
    }),
    updateEvent: build.mutation<RecurringEvent, EventPayload & { id: number }>({
      query: ({ id, ...body }) => ({ url: `events/recurring/${id}`, method: 'PATCH', body }),
      invalidatesTags: changed,
      extraOptions: { silent: true },
    }),
    setEventActive: build.mutation<RecurringEvent, { id: number; active: boolean }>({
      query: ({ id, active }) => ({ url: `events/recurring/${id}/active`, method: 'POST', body: { active } }),
      invalidatesTags: changed,
    }),
    deleteEvent: build.mutation<null, number>({
      query: (id) => ({ url: `events/recurring/${id}`, method: 'DELETE' }),
      invalidatesTags: onSuccess(() => [eventTags.list, SELECTORS]),
    }),
    removeEventCover: build.mutation<RecurringEvent, { id: number }>({
      query: ({ id }) => ({ url: `events/recurring/${id}/cover`, method: 'DELETE' }),
      invalidatesTags: changed,
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useListEventsQuery,
  useGetEventQuery,
  useCreateEventMutation,
  useUpdateEventMutation,
  useSetEventActiveMutation,
  useDeleteEventMutation,
  useRemoveEventCoverMutation,
} = eventsApi;
