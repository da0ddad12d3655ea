import { DAYS_OF_WEEK, type Choice } from '@atoll/contract';
import { Checkbox as RACCheckbox, CheckboxGroup, type CheckboxGroupProps } from 'react-aria-components';
import styled from 'styled-components';
import { FieldChrome, fieldStack, type FieldChromeProps } from '../FieldParts';

export interface WeekdayPickerProps
  extends Omit<CheckboxGroupProps, 'children' | 'value' | 'defaultValue' | 'onChange'>,
    FieldChromeProps {
  /** The days offered, in display order. @default DAYS_OF_WEEK (1 = Sunday … 7 = Saturday) */
  days?: readonly Choice<number>[];
  /** The chosen days' values. */
  value: readonly number[];
  /** Called with the chosen days, sorted ascending (1 = Sunday first). */
  onChange: (days: number[]) => void;
  /** 'aria' leaves validation to the form; 'native' also blocks native submit. @default 'aria' */
  validationBehavior?: CheckboxGroupProps['validationBehavior'];
}

const Root = styled(CheckboxGroup)`
  ${fieldStack}
`;

const Days = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A day as a toggle chip: a real checkbox (Space toggles, Tab moves between days). */
const Day = styled(RACCheckbox)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textPrimary};
  cursor: pointer;
  user-select: none;
  &[data-hovered] { border-color: ${({ theme }) => theme.color.textPrimary}; }
  &[data-selected] {
    background: ${({ theme }) => theme.color.actionPrimary};
    border-color: ${({ theme }) => theme.color.actionPrimary};
    color: ${({ theme }) => theme.color.onActionPrimary};
  }
  &[data-invalid]:not([data-selected]) { border-color: ${({ theme }) => theme.color.textError}; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
  &[data-disabled] { opacity: 0.55; cursor: not-allowed; }
`;

/** Several days of the week, e.g. a weekly event's days (RAC CheckboxGroup; values are day numbers). */
export function WeekdayPicker({
  label,
  description,
  errorMessage,
  days = DAYS_OF_WEEK,
  value,
  onChange,
  validationBehavior = 'aria',
  ...props
}: WeekdayPickerProps) {
  return (
    <Root
      {...props}
      value={value.map(String)}
      onChange={(chosen) => onChange(chosen.map(Number).sort((a, b) => a - b))}
      validationBehavior={validationBehavior}
    >
      <FieldChrome label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <Days>
          {days.map((day) => (
            <Day key={day.value} value={String(day.value)}>
              {day.label}
            </Day>
          ))}
        </Days>
      </FieldChrome>
    </Root>
  );
}
