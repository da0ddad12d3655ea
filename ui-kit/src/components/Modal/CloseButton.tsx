import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import styled from 'styled-components';

export interface CloseButtonProps extends Omit<RACButtonProps, 'children'> {
  /** Accessible name (the button only shows ×). @default 'Close' */
  'aria-label'?: string;
}

const Root = styled(RACButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 32px;
  height: 32px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
  &[data-hovered] { background: ${({ theme }) => theme.color.surfaceSunken}; }
  &[data-pressed] { background: ${({ theme }) => theme.color.border}; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
`;

/** The × button of overlays and toasts; with slot="close" RAC wires it to the surrounding dialog or toast. */
export function CloseButton({ 'aria-label': label = 'Close', ...props }: CloseButtonProps) {
  return (
    <Root {...props} aria-label={label}>
      <span aria-hidden="true">×</span>
    </Root>
  );
}
