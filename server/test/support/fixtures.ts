/** Companies and users made through the public API, as a person would. */
import { expect } from 'vitest';
import { apiClient, type ApiClient, type Json } from './client';
import { solveCaptcha, startTestServer } from './server';

export const OWNER_PASSWORD = 'correct horse battery';

export function signupPayload(domain: string, captcha: string): Json {
  return {
    company: { type: 'resort', size: '1-50', country3: 'MDV', name: `Company ${domain}`, username: domain },
    user: { name: 'Owner Person', username: 'owner', password: OWNER_PASSWORD, email: `owner@${domain}.test`, mobile: '+9607771234' },
    captcha,
  };
}

export interface Tenant {
  domain: string;
  token: string;
  auth: Json;
}

/** Signs a company up (solving the real captcha) and logs its owner in. */
export async function createTenant(api: ApiClient, baseUrl: string, domain: string): Promise<Tenant> {
  const signup = await api.post('auth/signup', signupPayload(domain, await solveCaptcha(baseUrl)));
  expect(signup.status, JSON.stringify(signup.body)).toBe(201);
  const login = await api.post('auth/login', { company: domain, username: 'owner', password: OWNER_PASSWORD });
  expect(login.status).toBe(200);
  return { domain, token: login.body.data.auth_token.token, auth: login.body.data };
}

/** A test server over a fresh database with one company signed up and its owner logged in. */
export async function startWithTenant(domain: string) {
  const server = await startTestServer();
  const api = apiClient(server.url);
  const owner = await createTenant(api, server.url, domain);
  return { server, api, owner };
}

/** The same with a second company, `other`, for tenancy checks (its ids must look missing to `owner`). */
export async function startWithTenants(domain: string, otherDomain: string) {
  const started = await startWithTenant(domain);
  return { ...started, other: await createTenant(started.api, started.server.url, otherDomain) };
}

/** A staff user with a password and no permissions, logged in. */
export async function createStaff(
  api: ApiClient,
  owner: Tenant,
  username: string,
  permissions: Json = {},
): Promise<{ id: number; token: string }> {
  const created = await api.post(
    'users',
    { name: `Staff ${username}`, username, designation: 'Front desk', authentication: 'password', password: 'staff-password-1' },
    { token: owner.token },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.data.id as number;
  if (Object.keys(permissions).length) {
    const updated = await api.post('auth/permissions/update', { user_id: id, permissions }, { token: owner.token });
    expect(updated.status).toBe(200);
  }
  const login = await api.post('auth/login', { company: owner.domain, username, password: 'staff-password-1' });
  expect(login.status).toBe(200);
  return { id, token: login.body.data.auth_token.token };
}
