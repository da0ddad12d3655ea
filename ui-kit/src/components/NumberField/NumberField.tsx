import {
  Button as RACButton,
  Group,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { FieldChrome, FieldInput, fieldStack, type FieldChromeProps } from '../FieldParts';

export interface NumberFieldProps extends Omit<RACNumberFieldProps, 'children'>, FieldChromeProps {
  /** 'aria' leaves validation to the form; 'native' also blocks native submit. @default 'aria' */
  validationBehavior?: RACNumberFieldProps['validationBehavior'];
  /**
   * Leaves out the − / + buttons, for numbers nobody steps through (coordinates); the arrow keys
   * still step. @default false
   */
  hideSteppers?: boolean;
}

const Root = styled(RACNumberField)`
  ${fieldStack}
`;

const Row = styled(Group)`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  /* With steppers the field is as wide as its number, not the form's width (issue 18): − 12 +. */
  &[data-steppers] {
    display: inline-flex;
    align-self: flex-start;
    max-width: 100%;
  }
`;

// Grows with the number typed (field-sizing), from room for a few digits; without steppers (coordinates
// in a table cell) it fills its cell as before.
const Input = styled(FieldInput)`
  [data-steppers] > & {
    width: auto;
    min-width: 4.5em;
    max-width: 100%;
    field-sizing: content;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
`;

const Step = styled(RACButton)`
  width: 36px;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textPrimary};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.lg};
  cursor: pointer;
  &[data-pressed] { background: ${({ theme }) => theme.color.surfaceSunken}; }
  &[data-disabled] { opacity: 0.5; cursor: not-allowed; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 1px; }
`;

/**
 * Number input with − / + steppers (RAC NumberField: arrow keys, Page Up/Down, Home/End and
 * locale-aware parsing come from React Aria), as wide as its number; without steppers it fills its place.
 */
export function NumberField({ label, description, errorMessage, validationBehavior = 'aria', hideSteppers = false, ...props }: NumberFieldProps) {
  return (
    <Root {...props} validationBehavior={validationBehavior}>
      <FieldChrome label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <Row data-steppers={hideSteppers ? undefined : true}>
          {!hideSteppers && <Step slot="decrement">−</Step>}
          <Input />
          {!hideSteppers && <Step slot="increment">+</Step>}
        </Row>
      </FieldChrome>
    </Root>
  );
}
