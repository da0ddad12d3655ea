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
 * locale-aware parsing come from React Aria).
 */
export function NumberField({ label, description, errorMessage, validationBehavior = 'aria', hideSteppers = false, ...props }: NumberFieldProps) {
  return (
    <Root {...props} validationBehavior={validationBehavior}>
      <FieldChrome label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <Row>
          {!hideSteppers && <Step slot="decrement">−</Step>}
          <FieldInput />
          {!hideSteppers && <Step slot="increment">+</Step>}
        </Row>
      </FieldChrome>
    </Root>
  );
}
