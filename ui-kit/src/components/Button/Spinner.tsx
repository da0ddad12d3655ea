import { ProgressBar } from 'react-aria-components';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  display: inline-block;
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) { animation-duration: 2.4s; }
`;

export interface SpinnerProps {
  /** Accessible name of the busy indicator, read by screen readers. */
  'aria-label': string;
}

/** An indeterminate RAC ProgressBar drawn as a ring: screen readers hear it as busy. */
export function Spinner(props: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={props['aria-label']}>
      <Ring aria-hidden="true" />
    </ProgressBar>
  );
}
