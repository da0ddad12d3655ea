/** Small helpers the groups share: create-and-check, filtering seeded rows out, upload bodies. */
import { expect } from 'vitest';
import { STATUS_MESSAGES } from '@atoll/contract';
import type { Api, CallResult, Json } from './harness';

/** The `data` of a successful answer (asserting the status and the `{data}` envelope). */
export function dataOf(res: CallResult, status = 200): Json {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toHaveProperty('data');
  return res.body.data;
}

/** POSTs and returns the created row (201). */
export async function create(api: Api, path: string, token: string, body: unknown): Promise<Json> {
  return dataOf(await api.call('POST', path, { token, body }), 201);
}

/** The 422 field errors (asserting the validation envelope). */
export function errorsOf(res: CallResult): Record<string, string[]> {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR' });
  return res.body.errors;
}

/**
 * The rows among `list` whose ids are in `ids`, in the list's order: the mocks start seeded,
 * so a group compares only the rows it created.
 */
export const only = (list: Json[], ids: number[]): Json[] => list.filter((row) => ids.includes(row.id));

/** First translation's text of each row's `name`. */
export const names = (list: { name: Json }[]): string[] => list.map((row) => row.name[0].text);

/** A real 4×4 PNG (the server re-encodes images, so it must decode). */
export const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4ESACRwzEcQDzAxLBqtU85wAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
export const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A multipart body with `file` (and any extra fields), as the console sends uploads. */
export function fileForm(bytes: Uint8Array, filename: string, type: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}

/** Rich text with an event handler and a script: both backends keep only `<p>Hi</p>`. */
export const DIRTY_HTML = '<p onclick=x>Hi<script>x</script></p>';
export const CLEAN_HTML = '<p>Hi</p>';

export type Route = [method: string, path: string, body?: unknown];

/** Every route answers 401 without a session and 403 (the contract's envelope) to A's staff member without permissions. */
export async function expectGuarded(api: Api, staffToken: string, routes: Route[]): Promise<void> {
  for (const [method, path, body] of routes) {
    const denied = await api.call(method, path, { token: staffToken, body });
    expect(denied.status, `${method} ${path}`).toBe(403);
    expect(denied.body, `${method} ${path}`).toMatchObject({ code: 'FORBIDDEN', message: STATUS_MESSAGES[403] });
    expect((await api.call(method, path, { body })).status, `${method} ${path}`).toBe(401);
  }
}

/** Every route answers 404 to another company's owner. */
export async function expectMissingTo(api: Api, otherToken: string, routes: Route[]): Promise<void> {
  for (const [method, path, body] of routes) {
    expect((await api.call(method, path, { token: otherToken, body })).status, `${method} ${path}`).toBe(404);
  }
}

/** A user of the owner's company with these permissions (e.g. a request permission scoped to facilities), logged in. */
export async function personWith(api: Api, ownerToken: string, domain: string, username: string, permissions: Record<string, unknown> = {}): Promise<{ id: number; token: string }> {
  const password = 'conformance-pass-1';
  const user = await create(api, 'users', ownerToken, { name: `Conf ${username}`, username, designation: 'Front desk', authentication: 'password', password });
  if (Object.keys(permissions).length) dataOf(await api.call('POST', 'auth/permissions/update', { token: ownerToken, body: { user_id: user.id, permissions } }));
  const login = dataOf(await api.call('POST', 'auth/login', { body: { company: domain, username, password } }));
  return { id: user.id as number, token: login.auth_token.token as string };
}
