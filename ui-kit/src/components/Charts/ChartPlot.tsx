import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden';
import { CHART_TEXT } from './chartText';
import type { PointNavigation } from './usePointNavigation';

export interface ChartTooltip {
  text: string;
  /** Where the point is, in px from the plot's top left. */
  x: number;
  y: number;
}

export interface ChartPlotProps {
  /** The chart's title: the focusable group's name. */
  title: string;
  summaryId: string;
  width: number;
  height: number;
  /** Receives the element whose width the chart fills. */
  measureRef: (element: HTMLElement | null) => void;
  navigation: PointNavigation;
  /** The active point's text and place, or null. */
  tooltip: ChartTooltip | null;
  /** The SVG's content (axes and marks). */
  children: ReactNode;
  /** Beside the plot (the doughnut's legend). */
  aside?: ReactNode;
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

const Measure = styled.div`
  flex: 1 1 240px;
  min-width: 0;
  /* With a legend beside it (the doughnut) the plot keeps its own size and the legend sits next to it. */
  &[data-fixed] { flex: 0 0 auto; }
`;

const Group = styled.div`
  position: relative;
  border-radius: ${({ theme }) => theme.radii.sm};
  outline: none;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
  svg { display: block; overflow: visible; }
  text { font-family: inherit; }
`;

const Tip = styled.div`
  position: absolute;
  z-index: 1;
  max-width: 260px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.textPrimary};
  color: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  font-size: ${({ theme }) => theme.typography.scale.caption.size};
  line-height: ${({ theme }) => theme.typography.scale.caption.lineHeight};
  pointer-events: none;
  transform: translate(-50%, calc(-100% - 8px));
  white-space: normal;
  width: max-content;
`;

/**
 * The drawing area of a chart: one focusable group (one tab stop) named by the title and described by
 * the summary, whose arrow keys move between the points; the active point's text shows as a tooltip and,
 * when the keyboard moved there, is announced through a polite live region. The SVG itself is hidden
 * from assistive technology: the summary, the announcements and the table carry its content.
 */
export function ChartPlot({ title, summaryId, width, height, measureRef, navigation, tooltip, children, aside }: ChartPlotProps) {
  const hintId = useId();
  // Keep the tooltip inside the plot: its middle no closer to an edge than half its likely width.
  const tipX = tooltip ? Math.min(Math.max(tooltip.x, 90), Math.max(90, width - 90)) : 0;
  return (
    <Root>
      <Measure ref={measureRef} data-fixed={aside ? '' : undefined}>
        <Group
          role="group"
          tabIndex={0}
          aria-roledescription={CHART_TEXT.chart}
          aria-label={title}
          aria-describedby={`${summaryId} ${hintId}`}
          onKeyDown={navigation.onKeyDown}
          onFocus={navigation.onFocus}
          onBlur={navigation.onBlur}
          onMouseLeave={() => navigation.hover(null)}
        >
          <svg data-chart="" width={width} height={height} aria-hidden="true" focusable="false">
            {children}
          </svg>
          {tooltip && (
            <Tip aria-hidden="true" data-chart-tooltip="" style={{ left: tipX, top: Math.max(0, tooltip.y) }}>
              {tooltip.text}
            </Tip>
          )}
        </Group>
        <VisuallyHidden id={hintId}>{CHART_TEXT.keyboardHint}</VisuallyHidden>
        <VisuallyHidden role="status">{navigation.byKeyboard && tooltip ? tooltip.text : ''}</VisuallyHidden>
      </Measure>
      {aside}
    </Root>
  );
}
