/**
 * The guest API the shell reads (ADR 0051): the app's payload, a facility's page and the guest session. The
 * browser's HTTP cache revalidates by ETag (max-age 60, then If-None-Match → 304); the service worker answers a
 * kept copy offline and marks it (KEPT_HEADER), so the page can say when it was last updated.
 */
import type { ApiError, GuestApp, GuestFacilityPage, GuestSession } from '@atoll/contract';
import { API_BASE } from '@atoll/contract/api';
import { KEPT_HEADER } from './offline';

export type Result<T> =
  | { ok: true; data: T; keptAt: number | null }
  | { ok: false; status: number; error: ApiError | null };

async function read<T>(request: typeof fetch, url: string, init?: RequestInit): Promise<Result<T>> {
  let response: Response;
  try {
    response = await request(url, { ...init, headers: { Accept: 'application/json', ...init?.headers } });
  } catch {
    return { ok: false, status: 0, error: null };
  }
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) return { ok: false, status: response.status, error: body && typeof body === 'object' ? (body as ApiError) : null };
  if (!body || typeof body !== 'object' || !('data' in body)) return { ok: false, status: response.status, error: null };
  const kept = response.headers.get(KEPT_HEADER);
  return { ok: true, data: (body as { data: T }).data, keptAt: kept ? Date.parse(kept) || null : null };
}

const base = (domain: string) => `${API_BASE}/guest-app/${encodeURIComponent(domain)}`;

export const appUrl = (domain: string, language: string) => `${base(domain)}?lang=${encodeURIComponent(language)}`;
export const facilityUrl = (domain: string, id: number, language: string) => `${base(domain)}/facilities/${id}?lang=${encodeURIComponent(language)}`;

export const fetchApp = (request: typeof fetch, domain: string, language: string) => read<GuestApp>(request, appUrl(domain, language));

export const fetchFacility = (request: typeof fetch, domain: string, id: number, language: string) =>
  read<GuestFacilityPage>(request, facilityUrl(domain, id, language));

export const startSession = (request: typeof fetch, domain: string, room: string, lastName: string) =>
  read<GuestSession>(request, `${base(domain)}/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ room, last_name: lastName }),
  });
