import { useEffect, useState } from 'react';
import { formatDisplay, RELATIVE_TIME_REFRESH_MS } from '@atoll/contract';
import { StatusBadge } from '../StatusBadge';

const MINUTE = 60_000;

/** 'in 25 min', 'in 2 h 10 min', 'in 3 d 4 h': whole minutes left, rounded up (never 'in 0 min'). */
export function formatTimeLeft(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `in ${days} d ${hours} h` : `in ${days} d`;
  if (hours > 0) return rest > 0 ? `in ${hours} h ${rest} min` : `in ${hours} h`;
  return `in ${rest} min`;
}

/** The badge's words; the console passes the spec's texts. */
export const DEADLINE_TEXT = {
  overdue: 'Overdue',
  /** Time left, from the milliseconds before the deadline (always > 0). */
  left: formatTimeLeft,
};

export type DeadlineText = typeof DEADLINE_TEXT;

export interface DeadlineBadgeProps {
  /** The deadline, as an ISO string, epoch milliseconds or Date. */
  due: string | number | Date;
  /** Clock, injectable for tests and stories. @default Date.now */
  now?: () => number;
  /** How often the badge refreshes. @default RELATIVE_TIME_REFRESH_MS (20 s) */
  refreshMs?: number;
  /** With this many minutes or fewer left the badge turns to the warning tone. @default 30 */
  soonMinutes?: number;
  /** Texts; any left out keep DEADLINE_TEXT. @default DEADLINE_TEXT */
  text?: Partial<DeadlineText>;
  /** The time zone of the tooltip's exact moment (the company's); the browser's when left out. */
  timeZone?: string;
}

/**
 * Time left until a deadline ('in 25 min'), or 'Overdue' once it has passed, as a status badge in a
 * <time> whose dateTime and title carry the exact moment ('DD-MMM-YY, HH:mm'); refreshes every 20 s like RelativeTime.
 * Grey while there is time, yellow when it is short, red when overdue: the words say it too.
 */
export function DeadlineBadge({ due, now = Date.now, refreshMs = RELATIVE_TIME_REFRESH_MS, soonMinutes = 30, text, timeZone }: DeadlineBadgeProps) {
  const t = { ...DEADLINE_TEXT, ...text };
  const moment = due instanceof Date ? due : new Date(due);
  const [current, setCurrent] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setCurrent(now()), refreshMs);
    return () => clearInterval(timer);
  }, [now, refreshMs]);
  if (Number.isNaN(moment.getTime())) return null;
  const left = moment.getTime() - current;
  const overdue = left <= 0;
  const color = overdue ? 'red' : left <= soonMinutes * MINUTE ? 'yellow' : 'grey';
  return (
    <time dateTime={moment.toISOString()} title={formatDisplay(moment, timeZone)} data-state={overdue ? 'overdue' : color === 'yellow' ? 'soon' : 'open'}>
      <StatusBadge text={overdue ? t.overdue : t.left(left)} color={color} />
    </time>
  );
}
