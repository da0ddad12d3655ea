/** Company-scoped user lookups: another company's id is simply not found. */
import { users } from '../db/schema';
import type { Tenant } from '../db/tenant';
import type { UserRow } from './serialize';

export async function findCompanyUser(own: Tenant, userId: number): Promise<UserRow> {
  // An id out of the integer column's range is simply not found (the seam checks it).
  return own.find(users, userId);
}
