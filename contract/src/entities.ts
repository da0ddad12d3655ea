/** Entities of slice 1 (section 3), as /api/v1 returns them. Dates are ISO 8601 strings. */
import type { PermissionGroup, PermissionsMap } from './permissions';
import type { PropertyType, RoomCountBand, StatusColor } from './constants';

export interface UiStatus {
  text: string;
  color: StatusColor;
}

export interface Company {
  id: number;
  name: string;
  /** The company domain, chosen at sign-up; it is what staff type as Company at login. */
  username: string;
  type: PropertyType;
  size: RoomCountBand;
  country3: string;
  /** Where guests find the property in the companion app: `${GUEST_APP_URL}/p/{domain}`. */
  qr_link: string;
  settings: CompanySettings;
}

export interface CompanySettings {
  currency_symbol: string;
  timezone: string;
}

export interface User {
  id: number;
  name: string;
  /** Not editable after creation. */
  username: string;
  designation: string | null;
  email: string | null;
  mobile: string | null;
  /** 'active' once the user can log in; 'invited' until an e-mailed user activates. */
  status: 'active' | 'invited' | 'disabled';
  status_text: UiStatus;
  /** Owners' owner-level permissions cannot be edited. */
  is_owner: boolean;
  permissions: PermissionsMap;
  updated: string;
  created: string;
}

export interface AuthToken {
  token: string;
  expires_at: string;
}

/** What login and activation return, and what the browser keeps. */
export interface AuthResponse {
  user: User;
  company: Company;
  auth_token: AuthToken;
}

export interface ActivationLookup {
  user: { username: string; name: string };
  company: { domain: string; name: string };
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

export interface UserSettings {
  property_name: string;
  primary_color: string;
  property_logo: string | null;
  default_image: string | null;
}

/** What GET/POST user/settings answer: the company's settings and what this server offers the console. */
export interface UserSettingsResponse extends UserSettings {
  /**
   * Whether Auto Translate works here (the server has a translation provider). Without one the console
   * hides the button; how to set one up is for the operator (server log, docs/server.md), not for staff.
   */
  auto_translate: boolean;
}

export interface PmsIntegration {
  id: number;
  integration: string;
  ui_status: UiStatus;
  last_synced_at: string | null;
}

export interface ManualRoom {
  number: string;
}

export type PermissionCatalogue = PermissionGroup[];

/** Where an uploaded image lives. */
export interface UploadedImage {
  url: string;
}

/** How each user status is shown: `User.status_text`. */
export const USER_STATUS_TEXT: Record<User['status'], UiStatus> = {
  active: { text: 'Active', color: 'green' },
  invited: { text: 'Invited', color: 'yellow' },
  disabled: { text: 'Disabled', color: 'grey' },
};

/** The companion guest app; `Company.qr_link` is `guestAppLink(domain)`. */
export const GUEST_APP_URL = 'https://guest.atoll.app';
export const guestAppLink = (domain: string) => `${GUEST_APP_URL}/p/${domain}`;
