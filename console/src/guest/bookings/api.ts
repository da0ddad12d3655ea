/**
 * The guest booking calls (ADR 0052): the slots of a day (public), and with the guest token the guest's
 * bookings, a booking and a cancellation. Every answer is a Result: the data, or the status and the catalogue's
 * error body (its message and per-field errors are shown where the guest typed).
 */
import type { ApiError, GuestBooking, GuestBookingPayload, GuestFacilityPage, GuestSlots } from '@atoll/contract';
import { API_BASE } from '@atoll/contract/api';

export type Result<T> = { ok: true; data: T } | { ok: false; status: number; error: ApiError | null };

async function call<T>(request: typeof fetch, url: string, init: RequestInit = {}): Promise<Result<T>> {
  let response: Response;
  try {
    response = await request(url, { ...init, headers: { Accept: 'application/json', ...init.headers } });
  } catch {
    return { ok: false, status: 0, error: null };
  }
  const body = (await response.json().catch(() => null)) as { data?: T } | ApiError | null;
  if (!response.ok) return { ok: false, status: response.status, error: body && typeof body === 'object' && 'status' in body ? body : null };
  if (!body || typeof body !== 'object' || !('data' in body)) return { ok: false, status: response.status, error: null };
  return { ok: true, data: body.data as T };
}

export interface BookingsApi {
  slots(date: string | null): Promise<Result<GuestSlots>>;
  facility(id: number): Promise<Result<GuestFacilityPage>>;
  mine(): Promise<Result<GuestBooking[]>>;
  book(body: GuestBookingPayload): Promise<Result<GuestBooking>>;
  cancel(id: number): Promise<Result<GuestBooking>>;
}

export function bookingsApi(request: typeof fetch, domain: string, language: string, token: string | null): BookingsApi {
  const base = `${API_BASE}/guest-app/${encodeURIComponent(domain)}`;
  const lang = `lang=${encodeURIComponent(language)}`;
  const auth = (): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});
  return {
    slots: (date) => call(request, `${base}/slots?${date ? `date=${date}&` : ''}${lang}`),
    facility: (id) => call(request, `${base}/facilities/${id}?${lang}`),
    mine: () => call(request, `${base}/bookings?${lang}`, { headers: auth() }),
    book: (body) =>
      call(request, `${base}/bookings?${lang}`, { method: 'POST', headers: { ...auth(), 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    cancel: (id) => call(request, `${base}/bookings/${id}?${lang}`, { method: 'DELETE', headers: auth() }),
  };
}
