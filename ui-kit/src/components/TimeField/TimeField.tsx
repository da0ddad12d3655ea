import { Time } from '@internationalized/date';
import {
  DateInput,
  DateSegment,
  TimeField as RACTimeField,
  type TimeFieldProps as RACTimeFieldProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { FieldChrome, controlSurface, fieldStack, type FieldChromeProps } from '../FieldParts';

export interface TimeFieldProps
  extends Omit<
      RACTimeFieldProps<Time>,
      'children' | 'value' | 'defaultValue' | 'onChange' | 'hourCycle' | 'granularity' | 'placeholderValue' | 'minValue' | 'maxValue'
    >,
    FieldChromeProps {
  /** The time as 'HH:mm' (24-hour), or '' when empty. */
  value: string;
  /** Called with 'HH:mm' once hour and minute are both filled in, or '' when the field is cleared. */
  onChange: (value: string) => void;
  /** 'aria' leaves validation to the form; 'native' also blocks native submit. @default 'aria' */
  validationBehavior?: RACTimeFieldProps<Time>['validationBehavior'];
}

const Root = styled(RACTimeField)`
  ${fieldStack}
` as typeof RACTimeField;

const Segments = styled(DateInput)`
  ${controlSurface}
  display: inline-flex;
  align-items: center;
  width: 100%;
  max-width: 120px;
  &[data-focus-within] {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 1px;
  }
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

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm' → Time, or null for '' and anything that is not a valid 24-hour time. */
export function parseHHmm(value: string): Time | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  return match ? new Time(Number(match[1]), Number(match[2])) : null;
}

/** Time → 'HH:mm'. */
export const formatHHmm = (time: { hour: number; minute: number }) => `${pad(time.hour)}:${pad(time.minute)}`;

/**
 * A 24-hour time of day as 'HH:mm' strings (RAC TimeField: typed segment by segment, arrow keys
 * step hours and minutes, the locale never switches it to AM/PM).
 */
export function TimeField({ label, description, errorMessage, value, onChange, validationBehavior = 'aria', ...props }: TimeFieldProps) {
  return (
    <Root
      {...props}
      value={parseHHmm(value)}
      onChange={(time) => onChange(time ? formatHHmm(time) : '')}
      hourCycle={24}
      granularity="minute"
      shouldForceLeadingZeros
      validationBehavior={validationBehavior}
    >
      <FieldChrome label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <Segments>{(segment) => <Segment segment={segment} />}</Segments>
      </FieldChrome>
    </Root>
  );
}
