/**
 * Figures for operators (/metrics), across every company: the only statements here that read a company
 * table without a company, and they read counts and times only, never a row (hence in db/, outside the
 * tenancy lint rule).
 */
import { count, inArray, min } from 'drizzle-orm';
import type { Db } from './client';
import { campaignDeliveries, outbox } from './schema';

export interface OutboxStats {
  /** E-mails kept in the `outbox` table (written there when no SMTP_URL is set). */
  mail: { depth: number; oldest: Date | null };
  /** Campaign messages waiting for a push provider: queued or being sent. */
  push: { depth: number; oldest: Date | null };
}

export async function outboxStats(db: Db): Promise<OutboxStats> {
  const [[mail], [push]] = await Promise.all([
    db.select({ depth: count(), oldest: min(outbox.createdAt) }).from(outbox),
    db
      .select({ depth: count(), oldest: min(campaignDeliveries.createdAt) })
      .from(campaignDeliveries)
      .where(inArray(campaignDeliveries.status, ['queued', 'sending'])),
  ]);
  return { mail, push };
}
