/**
 * The All tab's date filter (?date=YYYY-MM-DD). A module of its own so the date field (React Aria's
 * date segments, the calendar and @internationalized/date, ~33 KB) loads when the All tab shows, not
 * with the Slots screen, whose default tab (Today) has no filter (docs/console.md, Performance).
 */
import { DateField } from '@atoll/ui-kit';
import { SLOT_LABEL as L } from './slotText';

export function SlotDateFilter({ value, onChange }: { value: string; onChange: (date: string) => void }) {
  return <DateField label={L.date} value={value} onChange={onChange} />;
}
