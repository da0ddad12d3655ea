import { useId } from 'react';
import { Heading, Link } from 'react-aria-components';
import { CheckCircle2, Circle } from 'lucide-react';
import styled from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden';

export interface SetupStep {
  id: string;
  label: string;
  /** A line under the label: where or how the step is done. */
  hint?: string;
  /** Where the step is done. */
  href: string;
  done: boolean;
}

export interface SetupChecklistProps {
  /** The section's heading. */
  title: string;
  steps: readonly SetupStep[];
  /** '2 of 5 done'. @default (done, total) => `${done} of ${total} done` */
  progressText?: (done: number, total: number) => string;
  /** Read after a done step's label by screen readers. @default 'done' */
  doneLabel?: string;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled(Heading)`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.scale.heading.size};
  font-weight: ${({ theme }) => theme.typography.scale.heading.weight};
`;

const Progress = styled.progress`
  width: 100%;
  height: 6px;
  appearance: none;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.color.surfaceSunken};
  overflow: hidden;
  &::-webkit-progress-bar { background: ${({ theme }) => theme.color.surfaceSunken}; }
  &::-webkit-progress-value { background: ${({ theme }) => theme.color.success}; }
  &::-moz-progress-bar { background: ${({ theme }) => theme.color.success}; }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.scale.caption.size};
`;

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StepLink = styled(Link)`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.color.textPrimary};
  text-decoration: none;
  cursor: pointer;
  svg { flex: none; margin-top: 1px; color: ${({ theme }) => theme.color.textMuted}; }
  &[data-done='true'] svg { color: ${({ theme }) => theme.color.success}; }
  &[data-done='true'] strong { color: ${({ theme }) => theme.color.textMuted}; text-decoration: line-through; }
  &[data-hovered] { background: ${({ theme }) => theme.color.surfaceMuted}; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 1px; }
`;

const StepText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  strong { font-weight: ${({ theme }) => theme.typography.weight.medium}; }
`;

const defaultProgress = (done: number, total: number) => `${done} of ${total} done`;

/** A getting-started list that ticks itself off from real data: each step links to where it is done. */
export function SetupChecklist({ title, steps, progressText = defaultProgress, doneLabel = 'done' }: SetupChecklistProps) {
  const headingId = useId();
  const done = steps.filter((s) => s.done).length;
  const progress = progressText(done, steps.length);
  return (
    <Root aria-labelledby={headingId}>
      <Head>
        <Title id={headingId} level={2}>
          {title}
        </Title>
        <Muted>{progress}</Muted>
      </Head>
      <Progress value={done} max={steps.length} aria-label={progress} />
      <Steps>
        {steps.map((step) => (
          <li key={step.id}>
            <StepLink href={step.href} data-done={step.done}>
              {step.done ? <CheckCircle2 size={20} aria-hidden /> : <Circle size={20} aria-hidden />}
              <StepText>
                <strong>
                  {step.label}
                  {step.done && <VisuallyHidden>, {doneLabel}</VisuallyHidden>}
                </strong>
                {step.hint && <Muted>{step.hint}</Muted>}
              </StepText>
            </StepLink>
          </li>
        ))}
      </Steps>
    </Root>
  );
}
