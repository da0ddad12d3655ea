/**
 * `newCompany`: a company that has just signed up. Only its owner, English
 * only, no PMS integration, no manual rooms, no logo.
 */
import { OWNER_DESIGNATION, ownerPermissions } from '@atoll/contract';
import { createSession } from '../session';
import type { MockDb } from '../store';
import { hoursBefore, seedCompany, seedUser } from './seed';

export const NEW_COMPANY = {
  companyId: 200,
  domain: 'blue-lagoon-guest-house',
  name: 'Blue Lagoon Guest House',
  owner: { id: 201, username: 'maya', password: 'lagoon-owner-2026', name: 'Maya Rasheed' },
  tokens: { owner: 'mock-token-new-company-owner' },
} as const;

export function seedNewCompany(db: MockDb): void {
  const { companyId, domain, name, owner, tokens } = NEW_COMPANY;
  seedCompany(db, { id: companyId, name, domain, type: 'guest-house', size: '1-50' });
  seedUser(db, companyId, {
    id: owner.id,
    name: owner.name,
    username: owner.username,
    designation: OWNER_DESIGNATION,
    email: 'maya@bluelagoon.example',
    mobile: '+960 7771234',
    password: owner.password,
    is_owner: true,
    permissions: ownerPermissions(),
    updated: hoursBefore(1),
  });
  createSession(owner.id, tokens.owner, db);
}
