/**
 * The kit's time pieces in the company's time zone: the exact moment in their tooltip reads
 * 'DD-MMM-YY, HH:mm' (DISPLAY_FORMAT) on the company's clock, like the slots' dates and times.
 */
import { RelativeTime, type RelativeTimeProps } from '@atoll/ui-kit';
import { useTimeZone } from './hooks';

/** RelativeTime ('3 minutes ago') whose tooltip shows the moment in the company's time zone. */
export function CompanyRelativeTime(props: Omit<RelativeTimeProps, 'timeZone'>) {
  return <RelativeTime {...props} timeZone={useTimeZone()} />;
}
