import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import styled from 'styled-components';
import { FieldDescription, FieldErrorText, fieldStack, type FieldChromeProps } from '../FieldParts';

export interface SwitchProps extends Omit<SwitchFieldProps, 'children'>, Omit<FieldChromeProps, 'label'> {
  /** Text next to the track; it is the switch's accessible name. */
  children: ReactNode;
  /** 'aria' leaves validation to the form; 'native' also blocks native submit. @default 'aria' */
  validationBehavior?: SwitchFieldProps['validationBehavior'];
}

const Root = styled(SwitchField)`
  ${fieldStack}
`;

const Track = styled.span`
  flex: none;
  position: relative;
  width: 36px;
  height: 20px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.color.borderStrong};
  transition: background 120ms;
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.surface};
    transition: transform 120ms;
  }
  @media (prefers-reduced-motion: reduce) { transition: none; &::after { transition: none; } }
`;

const Button = styled(SwitchButton)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;
  &[data-selected] ${Track} { background: ${({ theme }) => theme.color.actionPrimary}; }
  &[data-selected] ${Track}::after { transform: translateX(16px); }
  &[data-focus-visible] ${Track} { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
  &[data-disabled] { opacity: 0.55; cursor: not-allowed; }
  &[data-readonly] { cursor: default; }
`;

/** An on/off setting that takes effect at once, e.g. Active (RAC SwitchField). */
export function Switch({ children, description, errorMessage, validationBehavior = 'aria', ...props }: SwitchProps) {
  return (
    <Root {...props} validationBehavior={validationBehavior}>
      <Button>
        <Track aria-hidden="true" />
        {children}
      </Button>
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </Root>
  );
}
