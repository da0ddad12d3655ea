import { ProgressBar } from 'react-aria-components';
import styled, { keyframes } from 'styled-components';
import { MSG } from '@atoll/contract';

export interface LoadingSpinnerProps {
  /** Accessible name, also the visible caption when `showLabel`. @default MSG.loading ('Loading') */
  label?: string;
  /** Shows the label next to the ring. @default false */
  showLabel?: boolean;
  /** Ring diameter. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
}

const SIZES = { sm: 16, md: 28, lg: 44 } as const;
const spin = keyframes`to { transform: rotate(360deg); }`;

const Root = styled(ProgressBar)`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 3px solid ${({ theme }) => theme.color.border};
  border-top-color: ${({ theme }) => theme.color.actionPrimary};
  border-radius: 50%;
  animation: ${spin} 0.9s linear infinite;
  @media (prefers-reduced-motion: reduce) { animation-duration: 3s; }
`;

/**
 * A block-level busy indicator for pages, tables and panels: an indeterminate RAC ProgressBar,
 * so assistive tech hears "Loading, busy". (The inline Spinner inside buttons lives with Button.)
 */
export function LoadingSpinner({ label = MSG.loading, showLabel = false, size = 'md' }: LoadingSpinnerProps) {
  return (
    <Root isIndeterminate aria-label={label}>
      <Ring aria-hidden="true" $size={SIZES[size]} />
      {showLabel && <span aria-hidden="true">{label}</span>}
    </Root>
  );
}
