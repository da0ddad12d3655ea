/**
 * Node-only test helpers: the mock handlers behind msw/node and a tiny client
 * for 'http://localhost/api/v1'. Imported by *.test.ts files only, never by the
 * package entry (msw/node must stay out of browser bundles).
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import { handlers } from '../handlers';

export const BASE = 'http://localhost/api/v1';

/** Starts an MSW server for the test file; extra handlers go with `server.use`. */
export function setupMockServer() {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
}

/** A JSON call as the console makes it: bearer token, client id, JSON body. */
export async function call<T = unknown>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; raw?: BodyInit } = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { 'X-Client-Id': 'atoll-console' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${BASE}/${path}`, {
    method,
    headers,
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}
