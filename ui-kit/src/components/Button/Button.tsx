import { BASIC_MSG } from '@atoll/contract';
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
  /* 36 px tall (WCAG 2.2 target size asks for 24). */
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid transparent;
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  line-height: 1.25;
  white-space: nowrap;
  cursor: pointer;
  background: ${({ theme }) => theme.color.actionPrimary};
  color: ${({ theme }) => theme.color.onActionPrimary};
  box-shadow: ${({ theme }) => theme.elevation[1]};
  transition: background-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`},
    border-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
  svg { width: 16px; height: 16px; flex-shrink: 0; }
  /* Hover and press step away from the text colour (the theme's tokens), so they only gain contrast. */
  &[data-hovered] { background: ${({ theme }) => theme.color.actionPrimaryHover}; }
  &[data-pressed] { background: ${({ theme }) => theme.color.actionPrimaryPressed}; box-shadow: none; }
  &[data-variant='secondary'] {
    background: ${({ theme }) => theme.color.actionSecondary};
    color: ${({ theme }) => theme.color.onActionSecondary};
    border-color: ${({ theme }) => theme.color.border};
  }
  &[data-variant='secondary'][data-hovered] { background: ${({ theme }) => theme.color.surfaceMuted}; border-color: ${({ theme }) => theme.color.borderStrong}; }
  &[data-variant='secondary'][data-pressed] { background: ${({ theme }) => theme.color.surfaceSunken}; }
  &[data-variant='danger'] {
    background: ${({ theme }) => theme.color.actionDanger};
    color: ${({ theme }) => theme.color.onActionDanger};
  }
  &[data-variant='danger'][data-hovered] { background: ${({ theme }) => theme.color.actionDangerHover}; }
  &[data-variant='danger'][data-pressed] { background: ${({ theme }) => theme.color.actionDangerPressed}; }
  &[data-variant='link'] {
    background: none;
    box-shadow: none;
    color: ${({ theme }) => theme.color.actionPrimaryText};
    padding: 0 ${({ theme }) => theme.space.xxs};
    /* Small enough to sit in a sentence, tall enough to hit (WCAG 2.2 target size). */
    min-height: 24px;
    font-weight: ${({ theme }) => theme.typography.weight.medium};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  &[data-variant='link'][data-hovered] { text-decoration-thickness: 2px; }
  &[data-pending] { cursor: progress; }
  &[data-disabled] { opacity: 0.5; cursor: not-allowed; box-shadow: none; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

/** The product's button: wraps React Aria's Button, styled through data attributes. */
export function Button({ variant = 'primary', isPending = false, pendingLabel = BASIC_MSG.loading, children, ...props }: ButtonProps) {
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
