export { DeadlineBadge, DEADLINE_TEXT, formatTimeLeft, type DeadlineBadgeProps, type DeadlineText } from './DeadlineBadge';
