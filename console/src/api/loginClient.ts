/**
 * POST auth/login without RTK Query: the login page is the first thing most
 * staff load, so it stays free of the app's data layer (see the /login bundle
 * budget, docs/adr/0012-lean-login-page.md). Same headers and error shape as baseApi.
 */
import { API_BASE, CLIENT_ID, CLIENT_ID_HEADER, networkError, normaliseApiError, type AuthResponse, type LoginPayload } from '@atoll/contract';

/** Resolves with the session, or rejects with an ApiError (VALIDATION_ERROR for wrong credentials). */
export async function requestLogin(payload: LoginPayload): Promise<AuthResponse> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', [CLIENT_ID_HEADER]: CLIENT_ID },
      body: JSON.stringify(payload),
    });
  } catch {
    throw networkError();
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw normaliseApiError(response.status, body);
  return (body as { data: AuthResponse }).data;
}

