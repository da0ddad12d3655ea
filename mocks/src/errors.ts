/**
 * Handlers to prepend (worker.use / server.use / a story's msw.handlers) that
 * make one call fail or stall, for error, loading and confirmation states.
 * `method` is an HTTP method, `path` is relative to /api/v1 ('users/:id') or a
 * full MSW path pattern.
 */
import { delay, http, type HttpHandler } from 'msw';
import { API_BASE, MSG, type FieldErrors } from '@atoll/contract';
import { apiPath, fail } from './http';

export type MockMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

function pattern(path: string): string {
  if (path.startsWith('*') || /^https?:/.test(path)) return path;
  const relative = path.replace(/^\/+/, '').replace(new RegExp(`^${API_BASE.slice(1)}/`), '');
  return apiPath(relative);
}

function on(method: MockMethod, path: string, resolver: Parameters<typeof http.get>[1]): HttpHandler {
  return http[method](pattern(path), resolver);
}

/** 422 VALIDATION_ERROR with these per-field messages. */
export function validationError(method: MockMethod, path: string, errors: FieldErrors): HttpHandler {
  return on(method, path, () => fail(422, { errors }));
}

/** 500 SERVER_ERROR with a reference, as the server answers an unexpected failure. */
export function serverError(method: MockMethod, path: string): HttpHandler {
  return on(method, path, () => fail(500));
}

/** 401 UNAUTHORIZED: the session is no longer valid. */
export function unauthorized(method: MockMethod, path: string): HttpHandler {
  return on(method, path, () => fail(401));
}

/** 403 FORBIDDEN: the user lacks the permission. */
export function forbidden(method: MockMethod, path: string): HttpHandler {
  return on(method, path, () => fail(403));
}

export interface ConfirmationOptions {
  /** The question shown under 'Confirmation Required'. @default MSG.confirmDefault */
  message?: string;
  /** The confirm button's text. @default MSG.confirmButton */
  confirmText?: string;
  /** The id the client must send back as `_confirmation`. @default a fresh random id */
  id?: string;
}

/** `_confirmation` from the JSON body, or from the query for calls without a body (GET, DELETE). */
async function confirmationOf(request: Request): Promise<unknown> {
  const fromQuery = new URL(request.url).searchParams.get('_confirmation');
  if (fromQuery !== null) return fromQuery;
  try {
    const body = (await request.clone().json()) as { _confirmation?: unknown } | null;
    return body?._confirmation;
  } catch {
    return undefined;
  }
}

/**
 * 428 CONFIRMATION_REQUIRED with `data: {id, confirm_text}` until the request
 * body (or, for calls without one, the query) carries `_confirmation` equal to
 * that id; then the call passes through to the next handler (the normal one).
 */
export function confirmationRequired(method: MockMethod, path: string, options: ConfirmationOptions = {}): HttpHandler {
  const id = options.id ?? `confirm-${Math.random().toString(36).slice(2, 10)}`;
  return on(method, path, async ({ request }) => {
    if ((await confirmationOf(request)) === id) return undefined;
    return fail(428, {
      message: options.message ?? MSG.confirmDefault,
      data: { id, confirm_text: options.confirmText ?? MSG.confirmButton },
    });
  });
}

/** Waits `ms`, then passes through to the next handler: for loading states. */
export function slow(method: MockMethod, path: string, ms: number): HttpHandler {
  return on(method, path, async () => {
    await delay(ms);
    return undefined;
  });
}
