import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import styled from 'styled-components';

export interface IconButtonProps extends Omit<RACButtonProps, 'aria-label'> {
  /** Required: an icon has no text, so this is the button's only accessible name. */
  'aria-label': string;
  /** Visual emphasis. @default 'ghost' */
  variant?: 'ghost' | 'primary' | 'danger';
  /** Square size in pixels. @default 36 */
  size?: number;
}

const Root = styled(RACButton)<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textPrimary};
  cursor: pointer;
  &[data-hovered] { background: ${({ theme }) => theme.color.surfaceSunken}; }
  &[data-variant='primary'] { background: ${({ theme }) => theme.color.actionPrimary}; color: ${({ theme }) => theme.color.onActionPrimary}; }
  &[data-variant='danger'] { color: ${({ theme }) => theme.color.actionDanger}; }
  &[data-pressed] { filter: brightness(0.9); }
  &[data-disabled] { opacity: 0.5; cursor: not-allowed; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
  svg { width: 60%; height: 60%; }
`;

/** A button that shows only an icon; `aria-label` is mandatory so it always has a name. */
export function IconButton({ variant = 'ghost', size = 36, ...props }: IconButtonProps) {
  return <Root {...props} $size={size} data-variant={variant} />;
}
