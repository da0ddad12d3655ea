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

/**
 * An indeterminate progress indicator drawn as a ring: screen readers hear it as busy.
 * An indeterminate progressbar has no value, so the role and a name are all it needs;
 * RAC's ProgressBar would add a number formatter to every button (the /login budget).
 */
export function Spinner(props: SpinnerProps) {
  return (
    <Ring role="progressbar" aria-label={props['aria-label']}>
      <span hidden />
    </Ring>
  );
}
