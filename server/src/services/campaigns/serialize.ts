/** Campaign rows → the wire shape (contract Campaign). */
import type { Campaign, CampaignFunnel } from '@atoll/contract';
import { isCancellable } from '@atoll/contract/domain';
import type { campaigns } from '../../db/schema';

export type CampaignRow = typeof campaigns.$inferSelect;

export function toCampaign(row: CampaignRow, now: Date, funnel?: CampaignFunnel): Campaign {
  const sendAt = row.sendAt.toISOString();
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    audience: row.audience,
    target_text: row.targetText,
    stats: { recipients: row.recipients },
    status: row.status,
    send_at: sendAt,
    created: row.createdAt.toISOString(),
    cancellable: isCancellable({ status: row.status, send_at: sendAt }, now),
    ...(funnel ? { funnel } : {}),
  };
}
