/**
 * Hotel › Rooms calls (spec section 7, rooms/types): the room-type list, one
 * type with its rooms, create, update, delete, saving the room list (POST
 * rooms/types/{id}/rooms replaces it) and removing the cover. Tags: a
 * 'RoomType' per id plus the LIST.
 */
import type { RoomType, RoomTypePayload, RoomsSavePayload } from '@atoll/contract';
import { baseApi } from '#api/baseApi.ts';
import { onSuccess, tagsFor } from '#api/tags.ts';

export const roomTypeTags = tagsFor('RoomType');
const changed = onSuccess((_result, { id }: { id: number }) => [roomTypeTags.one(id)]);

export const roomTypesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listRoomTypes: build.query<RoomType[], void>({
      query: () => 'rooms/types',
      providesTags: roomTypeTags.provideList,
      extraOptions: { silent: true },
    }),
    getRoomType: build.query<RoomType, number>({
      query: (id) => `rooms/types/${id}`,
      providesTags: roomTypeTags.provideOne,
      extraOptions: { silent: true },
    }),
    createRoomType: build.mutation<RoomType, RoomTypePayload>({
      query: (body) => ({ url: 'rooms/types', method: 'POST', body }),
      invalidatesTags: onSuccess(() => [roomTypeTags.list]),
      extraOptions: { silent: true },
    }),
    updateRoomType: build.mutation<RoomType, RoomTypePayload & { id: number }>({
      query: ({ id, ...body }) => ({ url: `rooms/types/${id}`, method: 'PATCH', body }),
      invalidatesTags: changed,
      extraOptions: { silent: true },
    }),
    deleteRoomType: build.mutation<null, number>({
      query: (id) => ({ url: `rooms/types/${id}`, method: 'DELETE' }),
      invalidatesTags: onSuccess(() => [roomTypeTags.list]),
    }),
    saveRooms: build.mutation<RoomType, RoomsSavePayload & { id: number }>({
      query: ({ id, rooms }) => ({ url: `rooms/types/${id}/rooms`, method: 'POST', body: { rooms } }),
      invalidatesTags: changed,
      extraOptions: { silent: true },
    }),
    removeRoomTypeCover: build.mutation<RoomType, { id: number }>({
      query: ({ id }) => ({ url: `rooms/types/${id}/cover`, method: 'DELETE' }),
      invalidatesTags: changed,
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useListRoomTypesQuery,
  useGetRoomTypeQuery,
  useCreateRoomTypeMutation,
  useUpdateRoomTypeMutation,
  useDeleteRoomTypeMutation,
  useSaveRoomsMutation,
  useRemoveRoomTypeCoverMutation,
} = roomTypesApi;
