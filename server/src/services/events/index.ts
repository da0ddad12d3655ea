/** Weekly recurring events: the company-scoped lookup and the shape /api/v1 returns (contract/src/events.ts). */
import { describeWeekly, EVENT_TYPES, type EventType, type RecurringEvent } from '@atoll/contract';
import { recurringEvents } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { fileUrl, thumbUrl } from '../files';
import { relatedTexts, toRelatedLink } from '../related';

export type EventRow = typeof recurringEvents.$inferSelect;

const typeText = (type: EventType) => EVENT_TYPES.find((t) => t.value === type)?.label ?? type;

export async function serialize(own: Tenant, rows: EventRow[]): Promise<RecurringEvent[]> {
  if (rows.length === 0) return [];
  const texts = await relatedTexts(own, rows);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    start_time: row.startTime,
    end_time: row.endTime,
    type: row.type,
    type_text: typeText(row.type),
    type_description: describeWeekly(row.weeklyDays, row.startTime, row.endTime),
    weekly_recurring_day: row.weeklyDays,
    description: row.description,
    active: row.active,
    cover: fileUrl(row.coverFileId),
    cover_thumb: thumbUrl(row.coverFileId),
    ...toRelatedLink(row, texts),
    updated: row.updatedAt.toISOString(),
  }));
}

export async function findEvent(own: Tenant, id: number): Promise<EventRow> {
  return own.find(recurringEvents, id);
}

export async function one(own: Tenant, id: number): Promise<RecurringEvent> {
  const [event] = await serialize(own, [await findEvent(own, id)]);
  return event;
}

/** Days once each, ascending (1 = Sunday). */
export const days = (list: readonly number[]) => [...new Set(list)].sort((a, b) => a - b);

