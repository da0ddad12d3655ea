/**
 * A PMS instant (pms_checkin_at / pms_checkout_at, ISO) edited as a date and a time on the
 * browser's clock, the way the front desk reads the PMS. Clearing the date clears the instant;
 * a date without a time means midnight. The form holds the ISO instant (or null), so the schema
 * and a server error on the field land here.
 */
import { useState } from 'react';
import { formatDate, formatTime } from '@atoll/contract';
import { DateField, TimeField, useKitField } from '@atoll/ui-kit';
import styled from 'styled-components';

/** ISO instant → the browser's 'YYYY-MM-DD' and 'HH:mm' parts (DATE_FORMAT, TIME_FORMAT; '' when none). */
export function localParts(iso: string | null): { date: string; time: string } {
  const at = iso ? new Date(iso) : null;
  if (!at || Number.isNaN(at.getTime())) return { date: '', time: '' };
  return { date: formatDate(at), time: formatTime(at) };
}

/** Local date and time → ISO instant; null without a date. */
export function instantOf(date: string, time: string): string | null {
  if (!date) return null;
  const at = new Date(`${date}T${time || '00:00'}`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  > * { flex: 1 1 180px; }
`;

export function PmsInstantField({ name, label }: { name: string; label: string }) {
  const { input, fieldState } = useKitField<string | null>(name);
  const stored = input.value || '';
  // The parts as typed, kept while the form holds their instant; any other value (a reset, Cancel) shows its own parts.
  const [parts, setParts] = useState(() => ({ ...localParts(stored || null), of: stored }));
  const { date, time } = parts.of === stored ? parts : localParts(stored || null);
  const change = (next: { date: string; time: string }) => {
    const instant = instantOf(next.date, next.time);
    setParts({ ...next, of: instant ?? '' });
    input.onChange(instant);
  };
  return (
    <Row>
      <DateField
        label={label}
        value={date}
        onChange={(next) => change({ date: next, time })}
        isInvalid={fieldState.isInvalid}
        errorMessage={fieldState.errorMessage}
        onBlur={fieldState.onBlur}
      />
      <TimeField
        label={`${label} time`}
        value={time}
        isDisabled={!date}
        onChange={(next) => change({ date, time: next })}
        onBlur={fieldState.onBlur}
      />
    </Row>
  );
}
