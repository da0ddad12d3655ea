/** Company domains: unique, and some words are kept for the product itself. */
import { eq } from 'drizzle-orm';
import { isReservedDomain, normalizeDomain } from '@atoll/contract/domain';
import type { Db } from '../db/client';
import { companies } from '../db/schema';

/** Not reserved (RESERVED_DOMAINS in the contract's domain) and no company has it. */
export async function isDomainAvailable(db: Db, domain: string): Promise<boolean> {
  const normalized = normalizeDomain(domain);
  if (isReservedDomain(normalized)) return false;
  const rows = await db.select({ id: companies.id }).from(companies).where(eq(companies.username, normalized)).limit(1);
  return rows.length === 0;
}
