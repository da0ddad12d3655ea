/**
 * Weekly recurring events (spec section 7, /events/recurring) and the days of the week.
 */
import * as yup from 'yup';
import { CONTENT_TEXT, REQUIRED, related, time, translatable } from './contentFields';
import type { Choice, RelatedLink } from './contentCommon';
import type { Translatable } from './translations';

/** 1 = Sunday … 7 = Saturday (section 9). */
export const DAYS_OF_WEEK = [
  { value: 1, label: 'Sunday' },
  { value: 2, label: 'Monday' },
  { value: 3, label: 'Tuesday' },
  { value: 4, label: 'Wednesday' },
  { value: 5, label: 'Thursday' },
  { value: 6, label: 'Friday' },
  { value: 7, label: 'Saturday' },
] as const satisfies readonly Choice<number>[];

export const EVENT_TYPES = [{ value: 'weekly-recurring', label: 'Weekly Recurring' }] as const satisfies readonly Choice[];
export type EventType = (typeof EVENT_TYPES)[number]['value'];

export interface RecurringEvent extends RelatedLink {
  id: number;
  name: Translatable;
  /** HH:mm */
  start_time: string;
  end_time: string;
  type: EventType;
  type_text: string;
  /** e.g. 'Every Monday, Friday, 18:00–20:00' */
  type_description: string;
  /** Days 1-7, 1 = Sunday, ascending. */
  weekly_recurring_day: number[];
  description: Translatable;
  active: boolean;
  cover: string | null;
  cover_thumb: string | null;
  updated: string;
}

/** 'Every Monday, Friday, 18:00–20:00' */
export function describeWeekly(days: readonly number[], start: string, end: string): string {
  const names = [...days].sort((a, b) => a - b).map((d) => DAYS_OF_WEEK.find((x) => x.value === d)?.label ?? String(d));
  return `Every ${names.join(', ')}, ${start}–${end}`;
}

// Schemas ----------------------------------------------------------------------

export const eventSchema = yup.object({
  name: translatable({ required: REQUIRED }),
  start_time: time(),
  end_time: time(),
  type: yup.string().oneOf(['weekly-recurring'] as const, CONTENT_TEXT.chooseFromList).default('weekly-recurring'),
  weekly_recurring_day: yup
    .array(yup.number().integer().oneOf(DAYS_OF_WEEK.map((d) => d.value), CONTENT_TEXT.chooseFromList).required())
    .required(REQUIRED)
    .min(1, REQUIRED),
  description: translatable(),
  ...related,
});
export type EventPayload = yup.InferType<typeof eventSchema>;
