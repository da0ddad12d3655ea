/** Quick actions: the company-scoped lookup, the stored columns of a payload and the shape /api/v1 returns. */
import { iconUrl, QUICK_ACTION_PAGES, type QuickAction, type QuickActionPayload } from '@atoll/contract';
import { quickActions } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { cleanTranslatable } from '../contentRows';
import { checkRelated, relatedTexts, toRelatedLink, type RelatedColumns } from '../related';

export type QuickActionRow = typeof quickActions.$inferSelect;

function payloadText(row: QuickActionRow, relatedText: string | null): string {
  if (row.type === 'page') return QUICK_ACTION_PAGES.find((p) => p.value === row.payload)?.label ?? row.payload ?? '';
  if (row.type === 'related') return relatedText ?? '';
  return row.payload ?? '';
}

export async function serialize(own: Tenant, rows: QuickActionRow[]): Promise<QuickAction[]> {
  if (rows.length === 0) return [];
  const texts = await relatedTexts(own, rows);
  return rows.map((row) => {
    const link = toRelatedLink(row, texts);
    return {
      id: row.id,
      name: row.name,
      sort_order: row.sortOrder,
      type: row.type,
      payload: row.payload,
      payload_text: payloadText(row, link.related_text),
      icon: row.icon,
      icon_url: iconUrl(row.icon),
      ...link,
      updated: row.updatedAt.toISOString(),
    };
  });
}

export async function findAction(own: Tenant, id: number): Promise<QuickActionRow> {
  return own.find(quickActions, id);
}

export async function one(own: Tenant, id: number): Promise<QuickAction> {
  const [action] = await serialize(own, [await findAction(own, id)]);
  return action;
}

/** The stored columns: only a 'related' action links an object, only the others have a payload. */
export async function columns(own: Tenant, input: QuickActionPayload) {
  const isRelated = input.type === 'related';
  const related: RelatedColumns = isRelated
    ? await checkRelated(own, input)
    : { relatedType: null, relatedId: null, relatedDirect: false };
  return {
    name: cleanTranslatable(input.name),
    sortOrder: input.sort_order,
    type: input.type,
    payload: isRelated ? null : (input.payload ?? null),
    icon: input.icon,
    ...related,
  };
}

