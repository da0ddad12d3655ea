import { useMemo } from 'react';
import styled, { useTheme } from 'styled-components';
import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { ChartFrame } from './ChartFrame';
import { ChartPlot } from './ChartPlot';
import { ChartTable } from './ChartTable';
import { summarizeSliceCounts, type SliceCount } from './chartData';
import { sliceColor, type ChartBaseProps } from './chartProps';
import { CHART_TEXT, formatCount } from './chartText';
import { useChartWidth } from './useChartWidth';
import { usePointNavigation } from './usePointNavigation';

export interface DoughnutChartProps extends ChartBaseProps<SliceCount> {
  /** A zone to print in tooltips when the counts depend on it (e.g. the month's bounds). */
  timeZone?: string;
}

const share = (count: number, total: number) => (total > 0 ? Math.round((count / total) * 100) : 0);

const Legend = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 160px;
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; align-items: center; gap: ${({ theme }) => theme.space.sm}; }
  [data-count] { margin-left: auto; padding-left: ${({ theme }) => theme.space.md}; color: ${({ theme }) => theme.color.textMuted}; font-variant-numeric: tabular-nums; }
`;

const Swatch = styled.span`
  flex: none;
  width: 12px;
  height: 12px;
  border-radius: ${({ theme }) => theme.radii.xs};
`;

/** Counts by status as a doughnut with a legend; colours are status colour names or CSS colours. */
export function DoughnutChart({ data, timeZone, height = 220, initialWidth = 480, formatValue = formatCount, summary, ...frame }: DoughnutChartProps) {
  const rows = useMemo(() => data ?? [], [data]);
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <ChartFrame
      {...frame}
      height={height}
      hasData={rows.length > 0}
      summary={summary ?? summarizeSliceCounts(rows, formatValue)}
      table={
        <ChartTable
          caption={frame.title}
          columns={[CHART_TEXT.status, CHART_TEXT.count, '%']}
          rows={[
            ...rows.map((row) => ({ key: row.label, header: row.label, cells: [formatValue(row.count), `${share(row.count, total)}%`] })),
            { key: '', header: CHART_TEXT.total, cells: [formatValue(total), total > 0 ? '100%' : '0%'] },
          ]}
        />
      }
    >
      {(summaryId) => (
        <DoughnutPlot rows={rows} total={total} title={frame.title} summaryId={summaryId} timeZone={timeZone} height={height} initialWidth={initialWidth} formatValue={formatValue} />
      )}
    </ChartFrame>
  );
}

interface DoughnutPlotProps {
  rows: readonly SliceCount[];
  total: number;
  title: string;
  summaryId: string;
  timeZone?: string;
  height: number;
  initialWidth: number;
  formatValue: (count: number) => string;
}

function DoughnutPlot({ rows, total, title, summaryId, timeZone, height, initialWidth, formatValue }: DoughnutPlotProps) {
  const theme = useTheme();
  // The plot is as wide as it is tall; the legend takes the rest of the row (or wraps below).
  const [measureRef] = useChartWidth(initialWidth);
  const navigation = usePointNavigation(rows.length);
  const size = height;
  const outer = size / 2 - 6;
  const inner = outer * 0.6;
  const active = navigation.active === null ? undefined : rows[navigation.active];
  const zone = timeZone ? ` (${CHART_TEXT.timesIn(timeZone)})` : '';
  const textOf = (row: SliceCount) => `${row.label}: ${formatValue(row.count)}, ${share(row.count, total)}%${zone}`;

  // The tooltip sits at the active slice's middle, on the ring; a zero slice has no arc: the centre.
  let tooltip = null;
  if (active) {
    const before = rows.slice(0, navigation.active ?? 0).reduce((sum, row) => sum + row.count, 0);
    const angle = total > 0 ? ((before + active.count / 2) / total) * 2 * Math.PI : 0;
    const r = total > 0 && active.count > 0 ? (inner + outer) / 2 : 0;
    tooltip = { text: textOf(active), x: size / 2 + Math.sin(angle) * r, y: size / 2 - Math.cos(angle) * r };
  }

  return (
    <ChartPlot
      title={title}
      summaryId={summaryId}
      width={size}
      height={size}
      measureRef={measureRef}
      navigation={navigation}
      tooltip={tooltip}
      aside={
        <Legend>
          {rows.map((row) => (
            <li key={row.label}>
              <Swatch style={{ background: sliceColor(theme, row.color) }} aria-hidden="true" />
              <span>{row.label}</span>
              <span data-count="">{formatValue(row.count)}</span>
            </li>
          ))}
        </Legend>
      }
    >
      <Group top={size / 2} left={size / 2}>
        {/* The ring's track: with every count 0 it is the whole drawing (a real zero, not a blank). */}
        <circle r={(inner + outer) / 2} fill="none" stroke={theme.color.border} strokeWidth={outer - inner} />
        <Group data-marks="">
          <Pie data={rows.filter((row) => row.count > 0)} pieValue={(row) => row.count} pieSort={null} outerRadius={outer} innerRadius={inner} padAngle={0}>
            {(pie) =>
              pie.arcs.map((arc) => {
                const isActive = active?.label === arc.data.label;
                return (
                  <path
                    key={arc.data.label}
                    data-slice={arc.data.label}
                    d={pie.path(arc) ?? ''}
                    fill={sliceColor(theme, arc.data.color)}
                    stroke={isActive ? theme.color.focusRing : theme.color.surface}
                    strokeWidth={isActive ? 3 : 2}
                    onMouseEnter={() => navigation.hover(rows.indexOf(arc.data))}
                  />
                );
              })
            }
          </Pie>
        </Group>
        <text textAnchor="middle" dy="0.1em" fill={theme.color.textPrimary} fontSize={22} fontWeight={600}>
          {total}
        </text>
        <text textAnchor="middle" dy="1.6em" fill={theme.color.textMuted} fontSize={12}>
          {CHART_TEXT.total}
        </text>
      </Group>
    </ChartPlot>
  );
}
