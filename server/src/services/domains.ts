/** Company domains: unique, and some words are kept for the product itself. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies } from '../db/schema';

export const RESERVED_DOMAINS = new Set([
  'www', 'api', 'admin', 'app', 'apps', 'assets', 'static', 'console', 'guest', 'guests',
  'mail', 'email', 'smtp', 'ftp', 'help', 'support', 'status', 'docs', 'blog', 'login',
  'signup', 'auth', 'dashboard', 'root', 'system', 'atoll', 'test', 'demo', 'localhost',
]);

export async function isDomainAvailable(db: Db, domain: string): Promise<boolean> {
  const normalized = domain.trim().toLowerCase();
  if (RESERVED_DOMAINS.has(normalized)) return false;
  const rows = await db.select({ id: companies.id }).from(companies).where(eq(companies.username, normalized)).limit(1);
  return rows.length === 0;
}
