/** Company creation at sign-up, and the domain rule shared with POST ui/validate-company-username. */
import {
  MSG,
  OWNER_DESIGNATION,
  ownerPermissions,
  type Company,
  type SignupPayload,
} from '@atoll/contract';
import { isReservedDomain, normalizeDomain, RESERVED_DOMAINS, signupCurrency, signupTimeZone } from '@atoll/contract/domain';
import { seedCompany, seedUser } from './scenarios/seed';
import { companyByDomain, mockDb, nextId, type MockDb, type StoredUser } from './store';

export { RESERVED_DOMAINS };

/** The domain-taken message (naming the domain as typed) when it is taken or reserved, else undefined. */
export function domainProblem(domain: string, db: MockDb = mockDb): string | undefined {
  if (isReservedDomain(domain) || companyByDomain(normalizeDomain(domain), db)) return MSG.domainTaken(domain);
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
    currency_symbol: signupCurrency(payload.settings?.currency_symbol),
    timezone: signupTimeZone(payload.settings?.timezone),
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
