/** Company creation at sign-up, and the domain rule shared with POST ui/validate-company-username. */
import {
  DEFAULT_CURRENCY,
  DEFAULT_TIMEZONE,
  MSG,
  OWNER_DESIGNATION,
  ownerPermissions,
  type Company,
  type SignupPayload,
} from '@atoll/contract';
import { seedCompany, seedUser } from './scenarios/seed';
import { companyByDomain, mockDb, nextId, type MockDb, type StoredUser } from './store';

/** Domains no company may take: they name parts of the product (the server's list). */
export const RESERVED_DOMAINS: readonly string[] = [
  'www', 'api', 'admin', 'app', 'apps', 'assets', 'static', 'console', 'guest', 'guests',
  'mail', 'email', 'smtp', 'ftp', 'help', 'support', 'status', 'docs', 'blog', 'login',
  'signup', 'auth', 'dashboard', 'root', 'system', 'atoll', 'test', 'demo', 'localhost',
];

/** The domain-taken message (naming the domain as typed) when it is taken or reserved, else undefined. */
export function domainProblem(domain: string, db: MockDb = mockDb): string | undefined {
  const normalised = domain.trim().toLowerCase();
  if (RESERVED_DOMAINS.includes(normalised) || companyByDomain(normalised, db)) return MSG.domainTaken(domain);
  return undefined;
}

/** Creates the company, its settings and its owner (every permission, active at once). */
export function createCompanyWithOwner(payload: SignupPayload, db: MockDb = mockDb): { company: Company; owner: StoredUser } {
  const now = new Date().toISOString();
  const company = seedCompany(db, {
    id: nextId(db),
    name: payload.company.name,
    domain: payload.company.username,
    type: payload.company.type as Company['type'],
    size: payload.company.size as Company['size'],
    country3: payload.company.country3.toUpperCase(),
  });
  company.settings = {
    currency_symbol: payload.settings?.currency_symbol?.trim() || DEFAULT_CURRENCY,
    timezone: payload.settings?.timezone?.trim() || DEFAULT_TIMEZONE,
  };
  const owner = seedUser(db, company.id, {
    id: nextId(db),
    name: payload.user.name,
    username: payload.user.username,
    designation: OWNER_DESIGNATION,
    email: payload.user.email,
    mobile: payload.user.mobile,
    password: payload.user.password,
    is_owner: true,
    permissions: ownerPermissions(),
    updated: now,
  });
  return { company, owner };
}
