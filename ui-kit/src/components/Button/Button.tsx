import { MSG } from '@atoll/contract';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import styled from 'styled-components';
import { Spinner } from './Spinner';

export interface ButtonProps extends RACButtonProps {
  /** Visual emphasis. @default 'primary' */
  variant?: 'primary' | 'secondary' | 'danger' | 'link';
  /**
   * Busy state (RAC isPending): the button keeps focus, ignores presses and shows a spinner
   * that screen readers announce with `pendingLabel`. @default false
   */
  isPending?: boolean;
  /** Accessible name of the spinner while pending. @default 'Loading' */
  pendingLabel?: string;
}

const Root = styled(RACButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid transparent;
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  cursor: pointer;
  background: ${({ theme }) => theme.color.actionPrimary};
  color: ${({ theme }) => theme.color.onActionPrimary};
  &[data-variant='secondary'] {
    background: ${({ theme }) => theme.color.actionSecondary};
    color: ${({ theme }) => theme.color.onActionSecondary};
    border-color: ${({ theme }) => theme.color.border};
  }
  &[data-variant='danger'] {
    background: ${({ theme }) => theme.color.actionDanger};
    color: ${({ theme }) => theme.color.onActionDanger};
  }
  &[data-variant='link'] {
    background: none;
    color: ${({ theme }) => theme.color.actionPrimaryText};
    padding: 0;
    min-height: 0;
    text-decoration: underline;
  }
  &[data-pressed] { filter: brightness(0.9); }
  &[data-pending] { cursor: progress; }
  &[data-disabled] { opacity: 0.5; cursor: not-allowed; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
`;

/** The product's button: wraps React Aria's Button, styled through data attributes. */
export function Button({ variant = 'primary', isPending = false, pendingLabel = MSG.loading, children, ...props }: ButtonProps) {
  return (
    <Root {...props} isPending={isPending} data-variant={variant}>
      {(renderProps) => (
        <>
          {isPending && <Spinner aria-label={pendingLabel} />}
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </Root>
  );
}
