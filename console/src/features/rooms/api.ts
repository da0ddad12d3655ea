/**
 * Hotel › Rooms calls (spec section 7, rooms/types): the room-type list, one
 * type with its rooms, create, update, delete, saving the room list (POST
 * rooms/types/{id}/rooms replaces it) and removing the cover. Tags: a
 * 'RoomType' per id plus the LIST.
 */
import type { RoomType, RoomTypePayload, RoomsSavePayload } from '@atoll/contract';
import { baseApi, LIST_TAG } from '#api/baseApi.ts';

export const roomTypeTag = (id: number) => ({ type: 'RoomType' as const, id });
export const ROOM_TYPE_LIST = { type: 'RoomType' as const, id: LIST_TAG };
const changed = (_result: unknown, error: unknown, { id }: { id: number }) => (error ? [] : [roomTypeTag(id)]);

export const roomTypesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listRoomTypes: build.query<RoomType[], void>({
      query: () => 'rooms/types',
      providesTags: (result = []) => [...result.map(({ id }) => roomTypeTag(id)), ROOM_TYPE_LIST],
      extraOptions: { silent: true },
    }),
    getRoomType: build.query<RoomType, number>({
      query: (id) => `rooms/types/${id}`,
      providesTags: (_result, _error, id) => [roomTypeTag(id)],
      extraOptions: { silent: true },
    }),
    createRoomType: build.mutation<RoomType, RoomTypePayload>({
      query: (body) => ({ url: 'rooms/types', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [ROOM_TYPE_LIST]),
      extraOptions: { silent: true },
    }),
    updateRoomType: build.mutation<RoomType, RoomTypePayload & { id: number }>({
      query: ({ id, ...body }) => ({ url: `rooms/types/${id}`, method: 'PATCH', body }),
      invalidatesTags: changed,
      extraOptions: { silent: true },
    }),
    deleteRoomType: build.mutation<null, number>({
      query: (id) => ({ url: `rooms/types/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [ROOM_TYPE_LIST]),
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
