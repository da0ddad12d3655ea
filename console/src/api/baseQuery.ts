/**
 * The one base query of the console (spec sections 7 and 8): base URL /api/v1,
 * bearer token and client-id headers, the `{data}` envelope unwrapped, and every
 * failure normalised into the contract's ApiError and handled the same way.
 */
import { fetchBaseQuery, type BaseQueryApi, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { API_BASE, CLIENT_ID, CLIENT_ID_HEADER, ERROR_CODES, MSG, networkError, normaliseApiError, type ApiError } from '@atoll/contract';
import { requestConfirmation, showToast } from '@atoll/ui-kit';
import { sessionCleared, type SessionState } from '../app/session';
import { rememberSessionEnded } from '../app/sessionStorage';
import type { StoreExtra } from '../app/storeExtra';

/** Per-endpoint switches, given as an endpoint's `extraOptions`. */
export interface ApiExtraOptions {
  /** The screen shows this endpoint's errors itself (e.g. on a form): no 'Error: …' toast. */
  silent?: boolean;
  /** A 401 here means bad credentials, not an expired session (login, activation). */
  public?: boolean;
}

export type AtollBaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError, ApiExtraOptions>;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE,
  prepareHeaders: (headers, { getState }) => {
    const { token } = (getState() as { session: SessionState }).session;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set(CLIENT_ID_HEADER, CLIENT_ID);
    return headers;
  },
});

/** Turns fetchBaseQuery's error shapes (HTTP status or FETCH_ERROR/PARSING_ERROR/…) into an ApiError. */
export function toApiError(error: FetchBaseQueryError): ApiError {
  if (typeof error.status === 'number') return normaliseApiError(error.status, error.data);
  if (error.status === 'PARSING_ERROR') return normaliseApiError(error.originalStatus, null);
  return networkError();
}

/** `{data: T}` becomes T; a paged list `{data, meta}` is kept whole so tables can read `meta`. */
export function unwrapEnvelope(body: unknown): unknown {
  if (body && typeof body === 'object' && 'data' in body && !('meta' in body)) return (body as { data: unknown }).data;
  return body;
}

/** The same request with `_confirmation` added to its JSON body (section 7, bookings). */
function withConfirmation(args: string | FetchArgs, confirmationId: unknown): FetchArgs {
  const request: FetchArgs = typeof args === 'string' ? { url: args, method: 'POST' } : args;
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  return { ...request, body: { ...body, _confirmation: confirmationId } };
}

async function askToConfirm(error: ApiError): Promise<boolean> {
  const confirmText = error.data?.confirm_text;
  return requestConfirmation({
    title: MSG.confirmationRequired,
    message: error.message || MSG.confirmDefault,
    confirmLabel: typeof confirmText === 'string' && confirmText ? confirmText : MSG.confirmButton,
  });
}

/** The user answered Cancel to 'Confirmation Required': the call did nothing, there is nothing to report. */
export function isDeclinedConfirmation(error: unknown): boolean {
  const candidate = error as Partial<ApiError> | null;
  return candidate?.code === ERROR_CODES.CONFIRMATION_REQUIRED && candidate.data?.declined === true;
}

/**
 * Section 4 and 8: an invalid session logs out and reloads; the login page the reload lands on says
 * 'Your session is invalid. Please log in again' (a toast would vanish with the reload). Several
 * calls in flight fail together when a token dies; only the first one still finds a session to end.
 */
export function expireSession(api: Pick<BaseQueryApi, 'dispatch' | 'extra' | 'getState'>): void {
  if (!(api.getState() as { session: SessionState }).session.token) return;
  rememberSessionEnded();
  api.dispatch(sessionCleared());
  (api.extra as StoreExtra).reloadPage();
}

/** Questions one call may ask in a row before its last answer is shown as it is. */
const MAX_CONFIRMATIONS = 3;

export const atollBaseQuery: AtollBaseQuery = async (args, api, extraOptions = {}) => {
  let result = await rawBaseQuery(args, api, {});
  let error = result.error ? toApiError(result.error) : undefined;

  // A confirmed call may meet the next question (a booking: the window closed, then a guest's overlap):
  // each is asked in turn; the server's id carries the answers given so far.
  for (let asked = 0; error?.code === ERROR_CODES.CONFIRMATION_REQUIRED && asked < MAX_CONFIRMATIONS; asked += 1) {
    if (await askToConfirm(error)) {
      result = await rawBaseQuery(withConfirmation(args, error.data?.id), api, {});
      error = result.error ? toApiError(result.error) : undefined;
    } else {
      error = { ...error, data: { ...error.data, declined: true } };
      break;
    }
  }

  if (!error) return { data: unwrapEnvelope(result.data), meta: result.meta };

  if (error.code === ERROR_CODES.UNAUTHORIZED && !extraOptions.public) {
    expireSession(api);
  } else if (
    error.code !== ERROR_CODES.VALIDATION_ERROR &&
    error.code !== ERROR_CODES.CONFIRMATION_REQUIRED &&
    !extraOptions.silent
  ) {
    showToast({ title: MSG.errorToast(error.message), tone: 'error' });
  }
  return { error, meta: result.meta };
};
