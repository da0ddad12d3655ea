/**
 * Reads of campaigns through the company's seam: the paged list (page, limit, order_by over
 * CAMPAIGN_ORDER_KEYS — default created, newest first — and q_name in the title) and one campaign with
 * its delivery funnel (404 for another company's id).
 */
import { count, ilike, sql, type SQL } from 'drizzle-orm';
import { parseOrderBy, type Campaign, type CampaignListQuery, type Paged } from '@atoll/contract';
import { campaigns } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import type { Db } from '../../db/client';
import { campaignFunnel } from '../delivery';
import { keysetOrder, type KeysetTerm, type KeysetTie } from '../exports/keyset';
import { toCampaign } from './serialize';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Each order key's column; titles compare lower-cased under the C collation, as the mocks' pageCampaigns. */
const ORDER: Record<string, Pick<KeysetTerm, 'expr' | 'type'>> = {
  created: { expr: campaigns.createdAt, type: 'timestamptz' },
  name: { expr: sql`lower(${campaigns.name}) collate "C"`, type: 'text' },
  recipients: { expr: campaigns.recipients, type: 'integer' },
};

/**
 * The list's filter and order, for its pages and its export's keyset batches alike: without order_by
 * the newest first; ties by id in the sort's own direction (pageCampaigns' order).
 */
export function campaignListSql(query: Pick<CampaignListQuery, 'order_by' | 'q_name'>): { filter: SQL | undefined; terms: KeysetTerm[]; tie: KeysetTie } {
  const search = query.q_name?.trim();
  const order = parseOrderBy(query.order_by);
  const descending = !order || order.direction === 'DESC';
  const column = ORDER[order?.key ?? 'created'] ?? ORDER.created!;
  return {
    filter: search ? ilike(campaigns.name, likePattern(search)) : undefined,
    terms: [{ ...column, descending }],
    tie: descending ? 'desc' : 'asc',
  };
}

export async function listCampaigns(own: Tenant, query: CampaignListQuery, now: Date): Promise<Paged<Campaign>> {
  const { filter, terms, tie } = campaignListSql(query);
  const [rows, [{ total }]] = await Promise.all([
    own
      .select(campaigns, filter)
      .orderBy(...keysetOrder(terms, campaigns.id, tie))
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
