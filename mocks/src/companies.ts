/** Company creation at sign-up, and the domain rule shared with POST ui/validate-company-username. */
import {
  DEFAULT_CURRENCY,
  DEFAULT_TIMEZONE,
  MSG,
  ownerPermissions,
  type Company,
  type SignupPayload,
} from '@atoll/contract';
import { seedCompany, seedUser } from './scenarios/seed';
import { companyByDomain, mockDb, nextId, type MockDb, type StoredUser } from './store';

/** Domains no company may take: they name parts of the product. */
export const RESERVED_DOMAINS = ['admin', 'api', 'app', 'atoll', 'console', 'help', 'login', 'mail', 'signup', 'support', 'www'];

/** The domain-taken message when `domain` is taken or reserved, else undefined. */
export function domainProblem(domain: string, db: MockDb = mockDb): string | undefined {
  const normalised = domain.trim().toLowerCase();
  if (RESERVED_DOMAINS.includes(normalised) || companyByDomain(normalised, db)) return MSG.domainTaken(normalised);
  return undefined;
}

/** Creates the company, its settings and its owner (every permission, active at once). */
export function createCompanyWithOwner(payload: SignupPayload, db: MockDb = mockDb): { company: Company; owner: StoredUser } {
  const now = new Date().toISOString();
  const company = seedCompany(db, {
    id: nextId(db),
    name: payload.company.name,
    domain: payload.company.username.toLowerCase(),
    type: payload.company.type as Company['type'],
    size: payload.company.size as Company['size'],
    country3: payload.company.country3.toUpperCase(),
  });
  company.settings = {
    currency_symbol: payload.settings?.currency_symbol || DEFAULT_CURRENCY,
    timezone: payload.settings?.timezone || DEFAULT_TIMEZONE,
  };
  const owner = seedUser(db, company.id, {
    id: nextId(db),
    name: payload.user.name,
    username: payload.user.username,
    email: payload.user.email,
    mobile: payload.user.mobile,
    password: payload.user.password,
    is_owner: true,
    permissions: ownerPermissions(),
    updated: now,
  });
  return { company, owner };
}
