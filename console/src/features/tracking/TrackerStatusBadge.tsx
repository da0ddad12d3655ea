/** A tracker's ui_status as a badge: Moving (green), Idle (yellow), Offline (grey); the words are the contract's. */
import { TRACKER_STATUS_TEXT, type TrackerStatus } from '@atoll/contract';
import { StatusBadge } from '@atoll/ui-kit';

const COLOR = { moving: 'green', idle: 'yellow', offline: 'grey' } as const;

export function TrackerStatusBadge({ status }: { status: TrackerStatus }) {
  return <StatusBadge text={TRACKER_STATUS_TEXT[status]} color={COLOR[status]} />;
}
