import { useId, useMemo } from 'react';
import { Button as RACButton, Select as RACSelect, SelectValue } from 'react-aria-components';
import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import styled from 'styled-components';
import { formatMonth } from '@atoll/contract';
import { ListPopover, OptionItem, OptionList, controlSurface } from '../FieldParts';
import { IconButton } from '../IconButton';
import { compareMonths, monthRange, shiftMonth } from './months';

/** The picker's own words (ours; the spec gives only the format MMM-YYYY). */
export const MONTH_PICKER_TEXT = {
  label: 'Month',
  previous: 'Previous month',
  next: 'Next month',
} as const;

/** How far the list reaches when no bound is given: five years back, one year ahead. */
const DEFAULT_BACK = 60;
const DEFAULT_AHEAD = 12;

export interface MonthPickerProps {
  /** The month shown, 'YYYY-MM'; shown as MMM-YYYY ('Mar-2026', spec section 9). */
  value: string;
  /** Called with the month chosen, 'YYYY-MM'. */
  onChange: (value: string) => void;
  /** The latest month offered, 'YYYY-MM' (e.g. the current month: no future months). @default value + 12 months */
  max?: string;
  /** The earliest month offered, 'YYYY-MM'. @default 60 months before `max` (or before `value`) */
  min?: string;
  /** The visible label. @default 'Month' */
  label?: string;
  /** @default false */
  isDisabled?: boolean;
}

const Root = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Label = styled.span`
  color: ${({ theme }) => theme.color.textPrimary};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const Controls = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Trigger = styled(RACButton)`
  ${controlSurface}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 124px;
  justify-content: space-between;
  cursor: pointer;
  font-variant-numeric: tabular-nums;
  > svg { flex: none; color: ${({ theme }) => theme.color.textMuted}; }
`;

/**
 * A month: previous and next buttons around a list of months (MMM-YYYY), for a period such as Home's
 * analytics. The list is React Aria's Select: arrow keys, typing 'mar' and Enter work as in any select.
 */
export function MonthPicker({ value, onChange, max, min, label = MONTH_PICKER_TEXT.label, isDisabled = false }: MonthPickerProps) {
  const labelId = useId();
  const last = max ?? shiftMonth(value, DEFAULT_AHEAD);
  const first = min ?? shiftMonth(max && compareMonths(max, value) < 0 ? max : value, -DEFAULT_BACK);
  const items = useMemo(() => {
    // The value is always offered, even outside the bounds, so the trigger never goes blank.
    const months = new Set(monthRange(first, last));
    months.add(value);
    return [...months].sort(compareMonths).map((id) => ({ id, label: formatMonth(id) }));
  }, [first, last, value]);
  const canGoBack = compareMonths(value, first) > 0;
  const canGoForward = compareMonths(value, last) < 0;

  return (
    <Root role="group" aria-labelledby={labelId}>
      <Label id={labelId}>{label}</Label>
      <Controls>
        <IconButton aria-label={MONTH_PICKER_TEXT.previous} size={36} isDisabled={isDisabled || !canGoBack} onPress={() => onChange(shiftMonth(value, -1))}>
          <ChevronLeft aria-hidden="true" size={18} />
        </IconButton>
        <RACSelect
          aria-labelledby={labelId}
          value={value}
          onChange={(key) => {
            if (key !== null) onChange(String(key));
          }}
          isDisabled={isDisabled}
        >
          <Trigger>
            <SelectValue />
            <ChevronDown aria-hidden="true" size={16} />
          </Trigger>
          <ListPopover>
            <OptionList items={items}>{(item) => <OptionItem textValue={item.label}>{item.label}</OptionItem>}</OptionList>
          </ListPopover>
        </RACSelect>
        <IconButton aria-label={MONTH_PICKER_TEXT.next} size={36} isDisabled={isDisabled || !canGoForward} onPress={() => onChange(shiftMonth(value, 1))}>
          <ChevronRight aria-hidden="true" size={18} />
        </IconButton>
      </Controls>
    </Root>
  );
}
