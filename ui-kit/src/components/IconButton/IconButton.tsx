import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import styled from 'styled-components';

export interface IconButtonProps extends Omit<RACButtonProps, 'aria-label'> {
  /** Required: an icon has no text, so this is the button's only accessible name. */
  'aria-label': string;
  /** Visual emphasis. @default 'ghost' */
  variant?: 'ghost' | 'primary' | 'danger';
  /** Square size in pixels; never below 24 (WCAG 2.2 target size). @default 36 */
  size?: number;
}

/** WCAG 2.2 (2.5.8 Target Size, Minimum): a pointer target is at least 24 by 24 CSS pixels. */
const MIN_TARGET = 24;

const Root = styled(RACButton)<{ $size: number }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  transition: background-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`},
    color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
  &[data-hovered] { background: ${({ theme }) => theme.color.surfaceSunken}; color: ${({ theme }) => theme.color.textPrimary}; }
  &[data-pressed] { background: ${({ theme }) => theme.color.border}; color: ${({ theme }) => theme.color.textPrimary}; }
  &[data-variant='primary'] { background: ${({ theme }) => theme.color.actionPrimary}; color: ${({ theme }) => theme.color.onActionPrimary}; }
  &[data-variant='primary'][data-hovered] { background: ${({ theme }) => theme.color.actionPrimaryHover}; }
  &[data-variant='primary'][data-pressed] { background: ${({ theme }) => theme.color.actionPrimaryPressed}; }
  /* textError: the danger hue as a readable mark on the surface (the solid actionDanger is a fill). */
  &[data-variant='danger'] { color: ${({ theme }) => theme.color.textError}; }
  &[data-variant='danger'][data-hovered] { background: ${({ theme }) => theme.statusColors.red.bg}; }
  &[data-disabled] { opacity: 0.5; cursor: not-allowed; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
  /* Icons keep their drawing size (lucide's 2 px stroke stays crisp); a larger button adds room around them. */
  svg { width: ${({ $size }) => Math.min(20, Math.round($size * 0.55))}px; height: ${({ $size }) => Math.min(20, Math.round($size * 0.55))}px; }
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

/** A button that shows only an icon; `aria-label` is mandatory so it always has a name. */
export function IconButton({ variant = 'ghost', size = 36, ...props }: IconButtonProps) {
  return <Root {...props} $size={Math.max(MIN_TARGET, size)} data-variant={variant} />;
}
