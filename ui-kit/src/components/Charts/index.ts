/**
 * Loaded as '@atoll/ui-kit/Charts', not from the kit's main entry: visx (and d3's scales and shapes)
 * reach only Home, and only when its route loads; the login page never pulls them.
 */
export { BarChart, type BarChartProps } from './BarChart';
export { ChartFrame, type ChartFrameProps, type ChartStatus, type ChartError } from './ChartFrame';
export { ChartTable, type ChartTableProps, type ChartTableRow } from './ChartTable';
export type { ChartBaseProps } from './chartProps';
export { CHART_TEXT, formatCount } from './chartText';
export {
  summarizeDailyCounts,
  summarizeHourlyCounts,
  summarizeSliceCounts,
  type DailyCount,
  type HourlyCount,
  type SliceCount,
  type FormatValue,
} from './chartData';
export { BubbleChart, type BubbleChartProps } from './BubbleChart';
export { DoughnutChart, type DoughnutChartProps } from './DoughnutChart';
