import type { DefaultTheme } from 'styled-components';
import { STATUS_COLORS, type StatusColor } from '@atoll/contract';
import type { ChartError, ChartStatus } from './ChartFrame';
import type { FormatValue } from './chartData';
import { TickLabel } from './TickLabel';

/** What every chart takes: its data in props, its state, and its words. */
export interface ChartBaseProps<Row> {
  /** Heading, accessible name and the table's caption, e.g. 'Requests per day'. */
  title: string;
  /** The rows to draw; while loading, the previous rows (shown dimmed). Undefined or [] is empty. */
  data?: readonly Row[];
  /** @default 'ready' */
  status?: ChartStatus;
  /** One sentence on what the data shows. @default the chart's summary writer (summarizeDailyCounts, …) */
  summary?: string;
  /** What the chart says with no rows, e.g. 'No requests this month'. */
  emptyText: string;
  /** The failure shown when `status` is 'error'. */
  error?: ChartError;
  /** Shows Retry on the error and calls this. */
  onRetry?: () => void;
  /** A count as text, in tooltips, the summary and the table. @default String */
  formatValue?: FormatValue;
  /** Heading level of the title. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Plot height in px. */
  height?: number;
  /** Width drawn before the container is measured (server rendering, first paint). @default 640 */
  initialWidth?: number;
}

/**
 * Axis lines, ticks and labels in the theme's colours (muted text reaches 4.5:1 on the surface in both schemes).
 * The bottom axis's title (BottomAxisTitle) takes the labels' look: `tickLabelProps`.
 */
export function axisStyle(theme: DefaultTheme) {
  const label = { fill: theme.color.textMuted, fontSize: 12, fontFamily: 'inherit' } as const;
  return {
    stroke: theme.color.borderStrong,
    tickStroke: theme.color.borderStrong,
    tickLabelProps: label,
    tickComponent: TickLabel,
  };
}

const isStatusColor = (color: string): color is StatusColor => (STATUS_COLORS as readonly string[]).includes(color);

/**
 * A slice's paint: a status colour name takes the theme's readable text colour of that status (deep in
 * light, pale in dark, so the mark reaches 3:1 against the surface), anything else is used as given.
 */
export function sliceColor(theme: DefaultTheme, color: string): string {
  return isStatusColor(color) ? theme.statusColors[color].fg : color;
}
