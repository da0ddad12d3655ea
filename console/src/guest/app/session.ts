/**
 * The signed-in guest (POST guest-app/{domain}/session): the token and who it is, kept per property in
 * localStorage until it expires (2 hours, GUEST_SESSION_TTL_MINUTES), so a guest who closes the tab stays signed in.
 */
import type { GuestSession } from '@atoll/contract';

const key = (domain: string) => `atoll.guest.session.${domain}`;

export function readSession(storage: Storage | null, domain: string, now: number): GuestSession | null {
  try {
    const raw = storage?.getItem(key(domain));
    if (!raw) return null;
    const session = JSON.parse(raw) as GuestSession;
    if (typeof session?.token !== 'string' || !(Date.parse(session.expires_at) > now)) {
      storage?.removeItem(key(domain));
      return null;
    }
    return session;
  } catch {
    return null;
  }
}

export function writeSession(storage: Storage | null, domain: string, session: GuestSession | null): void {
  try {
    if (session) storage?.setItem(key(domain), JSON.stringify(session));
    else storage?.removeItem(key(domain));
  } catch {
    // Storage full or disabled: signed in for this page only.
  }
}

const languageKey = (domain: string) => `atoll.guest.language.${domain}`;

export function readLanguage(storage: Storage | null, domain: string): string | null {
  try {
    return storage?.getItem(languageKey(domain)) ?? null;
  } catch {
    return null;
  }
}

export function writeLanguage(storage: Storage | null, domain: string, language: string): void {
  try {
    storage?.setItem(languageKey(domain), language);
  } catch {
    // Not remembered: the phone's language next time.
  }
}
