import { useId } from 'react';
import { Label, ProgressBar as RACProgressBar } from 'react-aria-components';
import styled, { keyframes } from 'styled-components';

export interface ProgressBarProps {
  /** Visible label naming the progress (e.g. 'Export progress'). */
  label: string;
  /** Done so far, between 0 and `maxValue`; ignored when `isIndeterminate`. @default 0 */
  value?: number;
  /** @default 100 */
  maxValue?: number;
  /** The words screen readers and the eye read for the value, e.g. 'Downloading: 2,000 rows (180 KB)'. */
  valueLabel: string;
  /** The total is unknown (a stream without a length): the bar moves without a fill level. @default false */
  isIndeterminate?: boolean;
}

const Root = styled(RACProgressBar)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.typography.scale.body.size};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
`;

const LabelText = styled(Label)`
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const Value = styled.span`
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Track = styled.div`
  position: relative;
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.color.surfaceSunken};
  /* The track's edge keeps an empty bar visible (3:1 against the page). */
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.borderStrong};
  overflow: hidden;
`;

const slide = keyframes`
  from { left: -30%; }
  to { left: 100%; }
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.color.info};
  transition: width ${({ theme }) => `${theme.motion.base} ${theme.motion.easing}`};
  &[data-indeterminate] {
    position: absolute;
    width: 30%;
    animation: ${slide} 1.2s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &[data-indeterminate] { animation: none; left: 0; width: 100%; opacity: 0.5; }
  }
`;

/**
 * Work under way (a download, an upload) as a progress bar: role progressbar named by its label, the value
 * in words as aria-valuetext. React Aria's ProgressBar does the ARIA; without a known total the bar is
 * indeterminate and the words (its description) carry the count.
 */
export function ProgressBar({ label, value = 0, maxValue = 100, valueLabel, isIndeterminate = false }: ProgressBarProps) {
  const valueId = useId();
  return (
    // An indeterminate bar has no aria-valuetext (React Aria leaves it out): the words describe it instead.
    <Root value={value} maxValue={maxValue} valueLabel={valueLabel} isIndeterminate={isIndeterminate} aria-describedby={isIndeterminate ? valueId : undefined}>
      {({ percentage }) => (
        <>
          <Head>
            <LabelText>{label}</LabelText>
            <Value id={valueId}>{valueLabel}</Value>
          </Head>
          <Track>
            <Fill data-fill data-indeterminate={isIndeterminate || undefined} style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }} />
          </Track>
        </>
      )}
    </Root>
  );
}
