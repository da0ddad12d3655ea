import styled from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden';

export interface StepperProps {
  /** Step titles in order, e.g. ['Company', 'User', 'Finish']. */
  steps: readonly string[];
  /** Index of the step the user is on; earlier steps show as finished. */
  currentIndex: number;
  /** Accessible name of the list. @default 'Progress' */
  'aria-label'?: string;
  /** Read after a finished step's title by screen readers. @default 'completed' */
  completedLabel?: string;
}

const List = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Step = styled.li`
  flex: 1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textMuted};
  &::after {
    content: '';
    flex: 1;
    min-width: 24px;
    height: 2px;
    background: ${({ theme }) => theme.color.border};
  }
  &:last-child { flex: none; }
  &:last-child::after { display: none; }
  &[data-status='current'] { color: ${({ theme }) => theme.color.textPrimary}; font-weight: ${({ theme }) => theme.typography.weight.bold}; }
  &[data-status='finished'] { color: ${({ theme }) => theme.color.textPrimary}; }
  &[data-status='finished']::after { background: ${({ theme }) => theme.color.success}; }
`;

const Marker = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.color.borderStrong};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.typography.size.xs};
  [data-status='current'] > & { border-color: ${({ theme }) => theme.color.actionPrimary}; background: ${({ theme }) => theme.color.actionPrimary}; color: ${({ theme }) => theme.color.onActionPrimary}; }
  [data-status='finished'] > & { border-color: ${({ theme }) => theme.color.success}; background: ${({ theme }) => theme.color.success}; color: ${({ theme }) => theme.color.onSuccess}; }
`;

/**
 * Wizard progress (spec: sign-up, steps 0..n-1). A list, not a control: each step says whether
 * it is finished (check mark + 'completed' for screen readers) or current (aria-current="step").
 */
export function Stepper({ steps, currentIndex, completedLabel = 'completed', ...props }: StepperProps) {
  return (
    <List aria-label={props['aria-label'] ?? 'Progress'}>
      {steps.map((title, index) => {
        const status = index < currentIndex ? 'finished' : index === currentIndex ? 'current' : 'upcoming';
        return (
          <Step key={title} data-status={status} aria-current={status === 'current' ? 'step' : undefined}>
            <Marker aria-hidden="true">{status === 'finished' ? '✓' : index + 1}</Marker>
            <span>
              {title}
              {status === 'finished' && <VisuallyHidden>, {completedLabel}</VisuallyHidden>}
            </span>
          </Step>
        );
      })}
    </List>
  );
}
