/** What several groups share on the wire (section 3): status texts, languages, countries, uploads, the guest app's link. Dates are ISO 8601 strings. */
import type { PermissionGroup } from './permissions';
import type { StatusColor } from './constants';

export interface UiStatus {
  text: string;
  color: StatusColor;
}

export interface Language {
  id: number;
  code: string;
  name: string;
  name_english: string;
  sort_order: number;
}

/** A language as the company sees it: enabled or not. 'en' is always enabled. */
export interface CompanyLanguage extends Language {
  enabled: boolean;
}

export interface Country {
  alpha3: string;
  value: string;
}

export type PermissionCatalogue = PermissionGroup[];

/** Where an uploaded image lives. */
export interface UploadedImage {
  url: string;
}

/**
 * The server's own origin when PUBLIC_URL is not set (its default port 8080). The guest web app is served by the
 * server itself at `/p/{domain}`, so `Company.qr_link` is `guestAppLink(domain, PUBLIC_URL)` unless GUEST_APP_URL
 * names another host; the mocks use this origin.
 */
export const DEFAULT_PUBLIC_URL = 'http://localhost:8080';
/** The guest web app of the property `domain` (the Home QR card's link): `${base}/p/{domain}`. */
export const guestAppLink = (domain: string, base: string = DEFAULT_PUBLIC_URL) => `${base.replace(/\/+$/, '')}/p/${domain}`;
