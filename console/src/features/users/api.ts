/**
 * Admin › Users calls (spec section 7, docs/api.md): the server-paged staff list,
 * one user, create, update, Set Active / Set Inactive, set password, the permission catalogue and a user's
 * permissions. Tags: a 'User' per id plus the LIST; a mutation invalidates the
 * user it changed (which refreshes the list pages showing that user), a create
 * invalidates the LIST.
 */
import type { NamedOption, Paged, PermissionCatalogue, PermissionsMap, User, UserCreatePayload, UserUpdatePayload } from '@atoll/contract';
import { baseApi } from '#api/baseApi.ts';
import { onSuccess, SELECTORS, tagsFor } from '#api/tags.ts';
import type { SessionState } from '#app/session.ts';

/** GET users query: page (1-based), limit, order_by 'key:ASC|DESC', q_name. */
export interface UserListParams {
  page: number;
  limit: number;
  order_by?: string;
  q_name?: string;
}

const userTags = tagsFor('User');

/** What a mutation's onQueryStarted hands over that the session refresh needs. */
interface MutationLifecycle {
  getState: () => unknown;
  dispatch: (action: ReturnType<typeof baseApi.util.invalidateTags>) => unknown;
  queryFulfilled: Promise<unknown>;
}

/** An edit of oneself also changes the session's user (name in the user menu, permissions in the menu). */
async function refreshSessionIfSelf(userId: number, { getState, dispatch, queryFulfilled }: MutationLifecycle) {
  try {
    await queryFulfilled;
  } catch {
    return;
  }
  const { session } = getState() as { session: SessionState };
  if (session.user?.id === userId) dispatch(baseApi.util.invalidateTags(['Session']));
}

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<Paged<User>, UserListParams>({
      query: ({ q_name, order_by, ...rest }) => ({
        url: 'users',
        params: { ...rest, ...(order_by ? { order_by } : {}), ...(q_name?.trim() ? { q_name: q_name.trim() } : {}) },
      }),
      providesTags: userTags.provideList,
      // The table shows the failure with a Retry.
      extraOptions: { silent: true },
    }),
    getUser: build.query<User, number>({
      query: (id) => `users/${id}`,
      providesTags: userTags.provideOne,
      extraOptions: { silent: true },
    }),
    createUser: build.mutation<User, UserCreatePayload>({
      query: (body) => ({ url: 'users', method: 'POST', body }),
      invalidatesTags: [userTags.list],
      extraOptions: { silent: true },
    }),
    updateUser: build.mutation<User, UserUpdatePayload & { id: number }>({
      query: ({ id, ...body }) => ({ url: `users/${id}`, method: 'PATCH', body }),
      invalidatesTags: onSuccess((_result, { id }) => [userTags.one(id)]),
      extraOptions: { silent: true },
      onQueryStarted: ({ id }, api) => refreshSessionIfSelf(id, api),
    }),
    /** Set Active / Set Inactive; the server refuses the owner and invited users (422 on `active`). */
    setUserActive: build.mutation<User, { id: number; active: boolean }>({
      query: ({ id, active }) => ({ url: `users/${id}/active`, method: 'POST', body: { active } }),
      invalidatesTags: onSuccess((_result, { id }) => [userTags.one(id)]),
    }),
    setUserPassword: build.mutation<User, { id: number; password: string }>({
      query: ({ id, password }) => ({ url: `users/${id}/password`, method: 'POST', body: { password } }),
      // An invited user becomes active once an administrator sets the password.
      invalidatesTags: onSuccess((_result, { id }) => [userTags.one(id)]),
      extraOptions: { silent: true },
    }),
    /** Resend invite: a fresh activation e-mail for an invited user (429 within a minute of the last one). */
    resendInvite: build.mutation<User, number>({
      query: (id) => ({ url: `users/${id}/invite`, method: 'POST' }),
      invalidatesTags: onSuccess((_result, id) => [userTags.one(id)]),
    }),
    permissionCatalogue: build.query<PermissionCatalogue, void>({
      query: () => 'auth/permissions',
      providesTags: ['Permission'],
      extraOptions: { silent: true },
    }),
    /** The facilities a facility-scoped permission can be limited to (answers administrators too). */
    facilityChoices: build.query<NamedOption[], void>({
      query: () => 'facilities/selectors/names',
      providesTags: [SELECTORS, tagsFor('Facility').list],
      extraOptions: { silent: true },
    }),
    updatePermissions: build.mutation<User, { user_id: number; permissions: PermissionsMap }>({
      query: (body) => ({ url: 'auth/permissions/update', method: 'POST', body }),
      invalidatesTags: onSuccess((_result, { user_id }) => [userTags.one(user_id)]),
      extraOptions: { silent: true },
      onQueryStarted: ({ user_id }, api) => refreshSessionIfSelf(user_id, api),
    }),
  }),
});

export const {
  useListUsersQuery,
  useResendInviteMutation,
  useGetUserQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useSetUserPasswordMutation,
  useSetUserActiveMutation,
  usePermissionCatalogueQuery,
  useFacilityChoicesQuery,
  useUpdatePermissionsMutation,
} = usersApi;
