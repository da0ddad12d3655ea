/**
 * Reads of campaigns through the company's seam: the paged list (page, limit, order_by over
 * CAMPAIGN_ORDER_KEYS — default created, newest first — and q_name in the title) and one campaign with
 * its delivery funnel (404 for another company's id).
 */
import { asc, count, desc, ilike, sql, type SQL } from 'drizzle-orm';
import { parseOrderBy, type Campaign, type CampaignListQuery, type Paged } from '@atoll/contract';
import { campaigns } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import type { Db } from '../../db/client';
import { campaignFunnel } from '../delivery';
import { toCampaign } from './serialize';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Each order key's column; titles compare lower-cased under the C collation, as the mocks' pageCampaigns. */
const ORDER: Record<string, SQL | typeof campaigns.createdAt | typeof campaigns.recipients> = {
  created: campaigns.createdAt,
  name: sql`lower(${campaigns.name}) collate "C"`,
  recipients: campaigns.recipients,
};

export async function listCampaigns(own: Tenant, query: CampaignListQuery, now: Date): Promise<Paged<Campaign>> {
  const search = query.q_name?.trim();
  const filter = search ? ilike(campaigns.name, likePattern(search)) : undefined;
  const order = parseOrderBy(query.order_by);
  // Without order_by: the newest first. Ties by id in the same direction.
  const direction = order ? (order.direction === 'DESC' ? desc : asc) : desc;
  const column = ORDER[order?.key ?? 'created'] ?? campaigns.createdAt;
  const [rows, [{ total }]] = await Promise.all([
    own
      .select(campaigns, filter)
      .orderBy(direction(column), direction(campaigns.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    own.pick({ total: count() }, campaigns, filter),
  ]);
  return { data: rows.map((r) => toCampaign(r, now)), meta: { total: Number(total), page: query.page, limit: query.limit } };
}

/** One campaign with its funnel (404 when it is not the company's). */
export async function oneCampaign(db: Db, own: Tenant, id: number, now: Date): Promise<Campaign> {
  const row = await own.find(campaigns, id);
  return toCampaign(row, now, await campaignFunnel(db, own.companyId, row.id));
}

/** The campaign row, or 404 when it is not the company's. */
export const requireCampaign = (own: Tenant, id: number) => own.find(campaigns, id);
