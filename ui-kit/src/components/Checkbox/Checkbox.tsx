import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components';
import styled from 'styled-components';
import { FieldDescription, FieldErrorText, fieldStack, type FieldChromeProps } from '../FieldParts';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children'>, Omit<FieldChromeProps, 'label'> {
  /** Text next to the box; it is the checkbox's accessible name. */
  children: ReactNode;
  /** 'aria' leaves validation to the form; 'native' also blocks native submit. @default 'aria' */
  validationBehavior?: CheckboxFieldProps['validationBehavior'];
}

const Root = styled(CheckboxField)`
  ${fieldStack}
`;

const Box = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  border: 2px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.onActionPrimary};
  svg { width: 12px; height: 12px; visibility: hidden; }
`;

const Button = styled(CheckboxButton)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;
  &[data-selected] ${Box}, &[data-indeterminate] ${Box} {
    background: ${({ theme }) => theme.color.actionPrimary};
    border-color: ${({ theme }) => theme.color.actionPrimary};
  }
  &[data-selected] ${Box} svg { visibility: visible; }
  &[data-invalid] ${Box} { border-color: ${({ theme }) => theme.color.textError}; }
  &[data-focus-visible] ${Box} { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
  &[data-disabled] { opacity: 0.55; cursor: not-allowed; }
  &[data-readonly] { cursor: default; }
`;

/** A single on/off choice with a visible label, help text and error (RAC CheckboxField). */
export function Checkbox({ children, description, errorMessage, validationBehavior = 'aria', ...props }: CheckboxProps) {
  return (
    <Root {...props} validationBehavior={validationBehavior}>
      <Button>
        <Box aria-hidden="true">
          <svg viewBox="0 0 12 12" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M2 6l3 3 5-6" />
          </svg>
        </Box>
        {children}
      </Button>
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </Root>
  );
}
