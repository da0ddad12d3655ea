/** Builders the scenarios use to fill a fresh store. */
import {
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  DEFAULT_TIMEZONE,
  PRIMARY_COLOR,
  USER_STATUS_TEXT,
  guestAppLink,
  type Company,
  type PermissionsMap,
  type PropertyType,
  type RoomCountBand,
  type User,
  type UserSettings,
} from '@atoll/contract';
import type { MockDb, StoredUser } from '../store';

export interface CompanySeed {
  id: number;
  name: string;
  domain: string;
  type?: PropertyType;
  size?: RoomCountBand;
  country3?: string;
  languages?: string[];
  settings?: Partial<UserSettings>;
}

export function seedCompany(db: MockDb, seed: CompanySeed): Company {
  const company: Company = {
    id: seed.id,
    name: seed.name,
    username: seed.domain,
    type: seed.type ?? 'resort',
    size: seed.size ?? '1-50',
    country3: seed.country3 ?? 'MDV',
    qr_link: guestAppLink(seed.domain),
    settings: { currency_symbol: DEFAULT_CURRENCY, timezone: DEFAULT_TIMEZONE },
  };
  db.companies.push(company);
  db.enabledLanguages.set(company.id, new Set([DEFAULT_LANGUAGE, ...(seed.languages ?? [])]));
  db.settings.set(company.id, {
    property_name: seed.name,
    primary_color: PRIMARY_COLOR,
    property_logo: null,
    default_image: null,
    ...seed.settings,
  });
  db.pms.set(company.id, []);
  db.manualRooms.set(company.id, []);
  return company;
}

export interface UserSeed {
  id: number;
  name: string;
  username: string;
  designation?: string | null;
  email?: string | null;
  mobile?: string | null;
  status?: User['status'];
  password?: string | null;
  is_owner?: boolean;
  permissions?: PermissionsMap;
  /** ISO time of the last change. */
  updated: string;
}

export function seedUser(db: MockDb, companyId: number, seed: UserSeed): StoredUser {
  const status = seed.status ?? 'active';
  const user: StoredUser = {
    id: seed.id,
    company_id: companyId,
    name: seed.name,
    username: seed.username,
    designation: seed.designation ?? null,
    email: seed.email ?? null,
    mobile: seed.mobile ?? null,
    status,
    status_text: { ...USER_STATUS_TEXT[status] },
    is_owner: seed.is_owner ?? false,
    permissions: seed.permissions ?? {},
    password: status === 'invited' ? null : (seed.password ?? null),
    updated: seed.updated,
    created: seed.updated,
  };
  db.users.push(user);
  return user;
}

/** A fixed clock for seeded timestamps, so screenshots of the same scenario never differ. */
export const SEED_TIME = Date.parse('2026-11-01T08:00:00.000Z');
export const hoursBefore = (hours: number) => new Date(SEED_TIME - hours * 3600 * 1000).toISOString();
