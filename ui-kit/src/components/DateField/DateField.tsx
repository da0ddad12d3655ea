import { CalendarDate, parseDate } from '@internationalized/date';
import {
  Button as RACButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as RACDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Popover as RACPopover,
  type DatePickerProps as RACDatePickerProps,
} from 'react-aria-components';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import styled from 'styled-components';
import { DATE_INPUT_LOCALE } from '@atoll/contract';
import { FieldChrome, controlSurface, fieldStack, type FieldChromeProps } from '../FieldParts';

export interface DateFieldProps
  extends Omit<RACDatePickerProps<CalendarDate>, 'children' | 'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue' | 'granularity' | 'placeholderValue'>,
    FieldChromeProps {
  /** The date as 'YYYY-MM-DD', or '' when empty. */
  value: string;
  /** Called with 'YYYY-MM-DD' once day, month and year are filled in, or '' when the field is cleared. */
  onChange: (value: string) => void;
  /** Earliest date offered, 'YYYY-MM-DD'. @default undefined (none) */
  minValue?: string;
  /** 'aria' leaves validation to the form; 'native' also blocks native submit. @default 'aria' */
  validationBehavior?: RACDatePickerProps<CalendarDate>['validationBehavior'];
}

const Root = styled(RACDatePicker)`
  ${fieldStack}
` as typeof RACDatePicker;

const Row = styled(Group)`
  ${controlSurface}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  max-width: 200px;
  padding-right: 2px;
  &[data-focus-within] {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 1px;
  }
`;

const Segments = styled(DateInput)`
  display: inline-flex;
  align-items: center;
  flex: 1;
`;

// Each editable segment is its own target: at least 24 × 24 px (WCAG 2.2 target size, 2.5.8).
const Segment = styled(DateSegment)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0 1px;
  &:not([data-type='literal']) { min-width: 24px; min-height: 24px; }
  border-radius: ${({ theme }) => theme.radii.sm};
  font-variant-numeric: tabular-nums;
  outline: none;
  &[data-placeholder] { color: ${({ theme }) => theme.color.textMuted}; }
  &[data-focused] {
    background: ${({ theme }) => theme.color.actionPrimary};
    color: ${({ theme }) => theme.color.onActionPrimary};
  }
`;

const IconButton = styled(RACButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  min-height: 32px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textPrimary};
  cursor: pointer;
  &[data-hovered] { background: ${({ theme }) => theme.color.surfaceMuted}; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; }
`;

const CalendarPopover = styled(RACPopover)`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  z-index: ${({ theme }) => theme.zIndex.popover};
  [role='dialog'] { outline: none; }
`;

const CalendarHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.sm};
  h2 { margin: 0; font-size: ${({ theme }) => theme.typography.size.md}; }
`;

const Cell = styled(CalendarCell)`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  outline: none;
  &[data-outside-month] { display: none; }
  &[data-hovered] { background: ${({ theme }) => theme.color.surfaceMuted}; }
  &[data-selected] {
    background: ${({ theme }) => theme.color.actionPrimary};
    color: ${({ theme }) => theme.color.onActionPrimary};
  }
  &[data-disabled] { color: ${({ theme }) => theme.color.textMuted}; cursor: default; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 1px; }
`;

/** 'YYYY-MM-DD' → CalendarDate, or null for '' and anything that is not a real date. */
export function parseIsoDate(value: string): CalendarDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return null;
  try {
    const date = parseDate(value.trim());
    return date.toString() === value.trim() ? date : null;
  } catch {
    return null;
  }
}

/**
 * A calendar date as 'YYYY-MM-DD' strings (RAC DatePicker): typed segment by segment day first, then
 * month and year (DATE_INPUT_LOCALE, the order of the specification's DISPLAY_FORMAT, whatever the
 * browser's language: React Aria would otherwise put an en-US month first), arrow keys step each part,
 * and the calendar button opens a month grid (arrow keys move the day, Enter picks it, Escape closes and
 * focus returns to the button).
 */
export function DateField({ label, description, errorMessage, value, onChange, minValue, validationBehavior = 'aria', ...props }: DateFieldProps) {
  return (
    <I18nProvider locale={DATE_INPUT_LOCALE}>
      <Root
        {...props}
        value={parseIsoDate(value)}
        onChange={(date) => onChange(date ? date.toString() : '')}
        minValue={minValue ? (parseIsoDate(minValue) ?? undefined) : undefined}
        granularity="day"
        shouldForceLeadingZeros
        validationBehavior={validationBehavior}
      >
        <FieldChrome label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
          <Row>
            <Segments>{(segment) => <Segment segment={segment} />}</Segments>
            <IconButton aria-label="Choose from calendar">
              <CalendarDays aria-hidden="true" size={16} />
            </IconButton>
          </Row>
        </FieldChrome>
        <CalendarPopover>
          <Dialog aria-label={typeof label === 'string' ? label : 'Calendar'}>
            <Calendar>
              <CalendarHeader>
                <IconButton slot="previous" aria-label="Previous month">
                  <ChevronLeft aria-hidden="true" size={16} />
                </IconButton>
                <Heading />
                <IconButton slot="next" aria-label="Next month">
                  <ChevronRight aria-hidden="true" size={16} />
                </IconButton>
              </CalendarHeader>
              <CalendarGrid>{(date) => <Cell date={date} />}</CalendarGrid>
            </Calendar>
          </Dialog>
        </CalendarPopover>
      </Root>
    </I18nProvider>
  );
}
