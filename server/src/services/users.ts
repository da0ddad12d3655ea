/** Company-scoped user lookups: another company's id is simply not found. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { notFound } from '../http/errors';
import type { UserRow } from './serialize';

export async function findCompanyUser(db: Db, companyId: number, userId: number): Promise<UserRow> {
  // Out of the integer column's range: no such row (and no database error).
  if (!Number.isSafeInteger(userId) || userId < 1 || userId > 2_147_483_647) throw notFound();
  const [row] = await db.select().from(users).where(and(eq(users.id, userId), eq(users.companyId, companyId)));
  if (!row) throw notFound();
  return row;
}
