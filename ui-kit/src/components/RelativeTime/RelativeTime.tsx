import { useEffect, useState } from 'react';
import { formatDisplay, RELATIVE_TIME_REFRESH_MS } from '@atoll/contract';
import { formatRelative } from './formatRelative';

export interface RelativeTimeProps {
  /** The moment, as an ISO string, epoch milliseconds or Date. */
  date: string | number | Date;
  /** Clock, injectable for tests and stories. @default Date.now */
  now?: () => number;
  /** How often the text refreshes. @default RELATIVE_TIME_REFRESH_MS (20 s) */
  refreshMs?: number;
  /** The time zone of the tooltip's exact moment (the company's); the browser's when left out. */
  timeZone?: string;
}

/** '3 minutes ago' in a <time> whose dateTime and tooltip carry the exact moment (tooltip 'DD-MMM-YY, HH:mm'); refreshes every 20 s. */
export function RelativeTime({ date, now = Date.now, refreshMs = RELATIVE_TIME_REFRESH_MS, timeZone }: RelativeTimeProps) {
  const moment = date instanceof Date ? date : new Date(date);
  const [current, setCurrent] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setCurrent(now()), refreshMs);
    return () => clearInterval(timer);
  }, [now, refreshMs]);
  if (Number.isNaN(moment.getTime())) return null;
  return (
    <time dateTime={moment.toISOString()} title={formatDisplay(moment, timeZone)}>
      {formatRelative(moment, current)}
    </time>
  );
}
