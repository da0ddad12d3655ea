/** Company-scoped user lookups: another company's id is simply not found. */
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { tenant } from '../db/tenant';
import type { UserRow } from './serialize';

export async function findCompanyUser(db: Db, companyId: number, userId: number): Promise<UserRow> {
  // An id out of the integer column's range is simply not found (the seam checks it).
  return tenant(db, companyId).find(users, userId);
}
