import { Minus, Plus } from 'lucide-react';
import {
  Button as RACButton,
  Group,
  Input,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
} from 'react-aria-components';
import styled, { css } from 'styled-components';
import { FieldDescription, FieldErrorText, FieldLabel, fieldStack, type FieldChromeProps } from '../FieldParts';

export interface QuantityStepperProps
  extends Omit<RACNumberFieldProps, 'children' | 'value' | 'defaultValue' | 'onChange' | 'minValue'>,
    FieldChromeProps {
  /** The quantity's name (e.g. the menu item); the field's accessible name. */
  label: string;
  /** Hides the label visually (a table row already shows the item); it still names the field. @default false */
  isLabelHidden?: boolean;
  /** The quantity. */
  value: number;
  /** Called with the new quantity; a cleared field counts as `minValue`. */
  onChange: (value: number) => void;
  /** Lowest quantity. @default 0 */
  minValue?: number;
  /**
   * Shown (and announced) while the quantity is 0, e.g. that saving removes the item. @default undefined
   */
  zeroHint?: string;
  /** 'aria' leaves validation to the form; 'native' also blocks native submit. @default 'aria' */
  validationBehavior?: RACNumberFieldProps['validationBehavior'];
}

const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

const Root = styled(RACNumberField)`
  ${fieldStack}
  position: relative;
`;

const Label = styled(FieldLabel)<{ $hidden: boolean }>`
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

const Row = styled(Group)`
  display: inline-flex;
  align-items: stretch;
  align-self: flex-start;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.surface};
  &[data-focus-within] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 1px; }
  &[data-invalid] { border-color: ${({ theme }) => theme.color.textError}; }
  &[data-disabled] { background: ${({ theme }) => theme.color.surfaceSunken}; }
  /* 0 reads as "will be removed": a dashed edge beside the hint text (never colour alone). */
  &[data-zero] { border-style: dashed; }
`;

const Step = styled(RACButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  min-height: 36px;
  padding: 0;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.color.textPrimary};
  cursor: pointer;
  svg { width: 16px; height: 16px; }
  &[data-hovered] { background: ${({ theme }) => theme.color.surfaceMuted}; }
  &[data-pressed] { background: ${({ theme }) => theme.color.surfaceSunken}; }
  &[data-disabled] { color: ${({ theme }) => theme.color.textMuted}; cursor: not-allowed; background: transparent; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: -2px; }
  &:first-child { border-radius: ${({ theme }) => `${theme.radii.sm} 0 0 ${theme.radii.sm}`}; }
  &:last-child { border-radius: ${({ theme }) => `0 ${theme.radii.sm} ${theme.radii.sm} 0`}; }
`;

const Count = styled(Input)`
  width: 4ch;
  min-width: 48px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: none;
  border-left: 1px solid ${({ theme }) => theme.color.border};
  border-right: 1px solid ${({ theme }) => theme.color.border};
  background: transparent;
  color: ${({ theme }) => theme.color.textPrimary};
  font: inherit;
  font-variant-numeric: tabular-nums;
  text-align: center;
  outline: none;
  &[data-disabled] { color: ${({ theme }) => theme.color.textMuted}; }
`;

const Description = styled(FieldDescription)`
  display: flex;
  flex-direction: column;
`;

const Hint = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.color.textPrimary};
`;

/**
 * A quantity with − and + buttons (RAC NumberField: arrow keys, Page Up/Down, Home/End and typing
 * come from React Aria). At 0 the `zeroHint` appears under it, in a live region, and describes the field.
 */
export function QuantityStepper({
  label,
  isLabelHidden = false,
  description,
  errorMessage,
  value,
  onChange,
  minValue = 0,
  zeroHint,
  validationBehavior = 'aria',
  ...props
}: QuantityStepperProps) {
  const isZero = value === 0;
  const showHint = isZero && Boolean(zeroHint);
  return (
    <Root
      {...props}
      value={value}
      minValue={minValue}
      onChange={(next) => onChange(Number.isNaN(next) ? minValue : next)}
      validationBehavior={validationBehavior}
    >
      <Label $hidden={isLabelHidden}>{label}</Label>
      <Row data-zero={isZero || undefined}>
        <Step slot="decrement">
          <Minus aria-hidden="true" />
        </Step>
        <Count />
        <Step slot="increment">
          <Plus aria-hidden="true" />
        </Step>
      </Row>
      {/* Mounted whenever there is a hint to give: React Aria links the description once, and a
          live region only announces changes to an element that is already there. */}
      {(description != null || zeroHint) && (
        <Description aria-live="polite">
          {description}
          {showHint && <Hint>{zeroHint}</Hint>}
        </Description>
      )}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </Root>
  );
}
