/**
 * Walk 5: a second company, signed up through the API like a script would,
 * can neither read nor change the first company's user, and its lists never
 * contain it. The first company still sees its user unchanged.
 */
import { expect } from 'vitest';
import type { ApiError, Paged, User } from '@atoll/contract';
import { listUsers, login, signupViaApi, type ApiClient } from '../harness/api';
import { newHotel, signupPayloadFor } from '../harness/people';

export interface TenancyTarget {
  /** The first company's admin token. */
  ownerToken: string;
  /** A user of the first company. */
  user: Pick<User, 'id' | 'name' | 'username'>;
}

const expectNotFound = (result: { status: number; body: unknown }, what: string) => {
  expect(result.status, what).toBe(404);
  expect((result.body as ApiError).code, what).toBe('NOT_FOUND');
};

export async function walkTenancy(api: ApiClient, target: TenancyTarget): Promise<void> {
  const rival = newHotel('Coral Guest House');
  const rivalAuth = await login(api, await signupViaApi(api, signupPayloadFor(rival)));
  const token = rivalAuth.auth_token.token;
  const { id } = target.user;

  expectNotFound(await api.call('GET', `users/${id}`, { token }), 'GET users/{id} of another company');
  expectNotFound(
    await api.call('PATCH', `users/${id}`, { token, body: { name: 'Taken Over', designation: 'Intruder' } }),
    'PATCH users/{id} of another company',
  );
  expectNotFound(
    await api.call('POST', `users/${id}/password`, { token, body: { password: 'Intruder-2026' } }),
    'POST users/{id}/password of another company',
  );
  expectNotFound(
    await api.call('POST', 'auth/permissions/update', { token, body: { user_id: id, permissions: { 'company-administrator': { objects: 'all' } } } }),
    'POST auth/permissions/update for another company’s user',
  );

  // Its lists: every page, and a search for the user by name and by username.
  const everyone = await listUsers(api, token, 'limit=100');
  expect(everyone.status).toBe(200);
  const rows = (everyone.body as Paged<User>).data;
  expect(rows.map((u) => u.username)).toEqual([rival.owner.username]);
  expect(rows.map((u) => u.id)).not.toContain(id);
  for (const q of [target.user.name, target.user.username]) {
    const found = await listUsers(api, token, `q_name=${encodeURIComponent(q)}`);
    expect((found.body as Paged<User>).meta.total, `search '${q}'`).toBe(0);
  }

  // Nothing leaked the other way either: the first company's user is intact.
  const own = await api.call<{ data: User }>('GET', `users/${id}`, { token: target.ownerToken });
  expect(own.status).toBe(200);
  expect(own.body.data).toMatchObject({ id, name: target.user.name, username: target.user.username });
}
