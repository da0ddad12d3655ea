import { useId, useState, type ReactNode } from 'react';
import { Heading, ToggleButton } from 'react-aria-components';
import { Table2 } from 'lucide-react';
import styled from 'styled-components';
import { MSG } from '@atoll/contract';
import { EmptyState } from '../EmptyState';
import { ErrorCard } from '../ErrorCard';
import { Skeleton, SkeletonRegion } from '../Skeleton';
import { LoadingSpinner } from '../Spinner';
import { CHART_TEXT } from './chartText';

/** Where a chart's data stands: being fetched, failed, or here (empty, all zero or with counts). */
export type ChartStatus = 'loading' | 'error' | 'ready';

/** What failed, as the API's error reports it (spec section 8: name, message, reference). */
export interface ChartError {
  name: string;
  message?: string;
  reference?: string;
}

export interface ChartFrameProps {
  /** The chart's title, its heading, its accessible name and its table's caption. */
  title: string;
  /** One sentence that says what the data shows; visible under the title and the chart's description. */
  summary: string;
  /** @default 'ready' */
  status?: ChartStatus;
  /**
   * There are rows to draw. While loading, rows still here are the previous data, shown dimmed; with
   * none the frame shows a placeholder, never the empty text. Rows that are all 0 are data (a real zero).
   */
  hasData: boolean;
  /** What the frame says when ready with no rows, e.g. 'No requests this month'. */
  emptyText: string;
  /** The failure to show when `status` is 'error'. @default { name: CHART_TEXT.loadFailed } */
  error?: ChartError;
  /** Shows a Retry button on the error (MSG.retry) that calls this. */
  onRetry?: () => void;
  /** Heading level of the title, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** The plot's height, kept by the loading placeholder so the page does not jump. */
  height: number;
  /** The same data as a real table (ChartTable), shown by 'View as table'. */
  table: ReactNode;
  /** The plot; gets the summary's id for its aria-describedby. */
  children: (summaryId: string) => ReactNode;
}

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textPrimary};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled(Heading)`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.scale.heading.size};
  font-weight: ${({ theme }) => theme.typography.scale.heading.weight};
  line-height: ${({ theme }) => theme.typography.scale.heading.lineHeight};
`;

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const TableToggle = styled(ToggleButton)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textPrimary};
  font: inherit;
  cursor: pointer;
  svg { width: 16px; height: 16px; }
  &[data-hovered] { background: ${({ theme }) => theme.color.surfaceSunken}; }
  &[data-selected] { border-color: ${({ theme }) => theme.color.actionPrimaryText}; color: ${({ theme }) => theme.color.actionPrimaryText}; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
`;

const Body = styled.div`
  position: relative;
  min-width: 0;
  /* Loading over previous data: the marks fade, the axes' text keeps its contrast. */
  &[data-dimmed] [data-marks] { opacity: 0.35; transition: opacity ${({ theme }) => theme.motion.base}; }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * The frame every chart sits in: title, one-sentence summary, 'View as table', and the five states a
 * person can meet — loading (the previous data dimmed, or a placeholder; never the empty text), error
 * with Retry, empty (the caller's text), a real zero (drawn by the chart: axes and 0) and data.
 */
export function ChartFrame({
  title,
  summary,
  status = 'ready',
  hasData,
  emptyText,
  error,
  onRetry,
  headingLevel = 3,
  height,
  table,
  children,
}: ChartFrameProps) {
  const titleId = useId();
  const summaryId = useId();
  const [asTable, setAsTable] = useState(false);
  const loading = status === 'loading';
  const drawn = status !== 'error' && hasData;

  let body: ReactNode;
  if (status === 'error') {
    body = (
      <ErrorCard
        name={error?.name ?? CHART_TEXT.loadFailed}
        message={error?.message}
        reference={error?.reference}
        onRetry={onRetry}
        headingLevel={Math.min(4, headingLevel + 1) as 3 | 4}
      />
    );
  } else if (!hasData && loading) {
    body = (
      <SkeletonRegion label={MSG.loading}>
        <Skeleton height={height} shape="block" />
      </SkeletonRegion>
    );
  } else if (!hasData) {
    body = <EmptyState title={emptyText} isCompact />;
  } else {
    body = (
      <Body data-dimmed={loading || undefined}>
        {asTable ? table : children(summaryId)}
      </Body>
    );
  }

  return (
    <Figure aria-labelledby={titleId} aria-busy={loading || undefined} data-status={status}>
      <Header>
        <Title id={titleId} level={headingLevel}>
          {title}
        </Title>
        {drawn && (
          <Actions>
            {/* Beside the title, not over the plot: the previous data stays readable while the next loads. */}
            {loading && <LoadingSpinner size="sm" showLabel />}
            <TableToggle isSelected={asTable} onChange={setAsTable}>
              <Table2 aria-hidden="true" />
              {CHART_TEXT.viewAsTable}
            </TableToggle>
          </Actions>
        )}
      </Header>
      {drawn && <Summary id={summaryId}>{summary}</Summary>}
      {body}
    </Figure>
  );
}
