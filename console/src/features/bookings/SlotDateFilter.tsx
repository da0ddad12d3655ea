/**
 * The All tab's date filter (?date=YYYY-MM-DD). A module of its own so the date field (React Aria's
 * date segments, the calendar and @internationalized/date, ~33 KB) loads when the All tab shows, not
 * with the Slots screen, whose default tab (Today) has no filter (docs/console.md, Performance).
 *
 * The field keeps what is typed and the filter takes a date only once its year is whole: the kit's
 * DateField reports a date as soon as each segment holds a digit, so typing 2026 would otherwise filter
 * by 0002, 0020 and 0202 on the way, refetching the list between keystrokes (and losing the year's
 * last digits). A field left empty clears the filter when it loses focus.
 */
import { useState } from 'react';
import { DateField } from '@atoll/ui-kit';
import { SLOT_LABEL as L } from './slotText';

/** A four-digit year (1000-9999) is typed in full; the year segment reports 2, 20 and 202 before it. */
const isWhole = (date: string) => /^[1-9]\d{3}-\d{2}-\d{2}$/.test(date);

export function SlotDateFilter({ value, onChange }: { value: string; onChange: (date: string) => void }) {
  const [typed, setTyped] = useState(value);
  const [applied, setApplied] = useState(value);
  // The URL changed elsewhere (back, a link): show its date.
  if (value !== applied) {
    setApplied(value);
    setTyped(value);
  }
  const apply = (date: string) => {
    if (date === value) return;
    setApplied(date);
    onChange(date);
  };
  return (
    <DateField
      label={L.date}
      value={typed}
      onChange={(date) => {
        setTyped(date);
        if (isWhole(date)) apply(date);
      }}
      onBlur={() => {
        if (typed === '') apply('');
      }}
    />
  );
}
