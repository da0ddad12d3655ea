export { RelativeTime, type RelativeTimeProps } from './RelativeTime';
export { formatRelative } from './formatRelative';
