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

/** The companion guest app; `Company.qr_link` is `guestAppLink(domain)`. */
export const GUEST_APP_URL = 'https://guest.atoll.app';
export const guestAppLink = (domain: string) => `${GUEST_APP_URL}/p/${domain}`;
