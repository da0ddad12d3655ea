import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleSqrt } from '@visx/scale';
import { Circle } from '@visx/shape';
import { ChartFrame } from './ChartFrame';
import { ChartPlot } from './ChartPlot';
import { ChartTable } from './ChartTable';
import { hourGrid, summarizeHourlyCounts, type HourlyCount } from './chartData';
import { axisStyle, type ChartBaseProps } from './chartProps';
import { BottomAxisTitle } from './TickLabel';
import { CHART_TEXT, dayName, formatCount, hourSpan, tickPositions } from './chartText';
import { useChartWidth } from './useChartWidth';
import { usePointNavigation } from './usePointNavigation';

export interface BubbleChartProps extends ChartBaseProps<HourlyCount> {
  /** The company's time zone the hours are counted in; printed on the axis and in tooltips. */
  timeZone: string;
}

const MARGIN = { top: 8, right: 8, bottom: 44, left: 44 };
const DAYS = [1, 2, 3, 4, 5, 6, 7];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) => String(hour).padStart(2, '0');

/**
 * Day of the week by hour: a row per day (Sun … Sat, 1 = Sunday), a column per hour, each bubble's area
 * proportional to its count. Hours missing from `data` count 0. Arrow keys move along a day (Left/Right)
 * and between days (Up/Down).
 */
export function BubbleChart({ data, timeZone, height = 300, initialWidth = 640, formatValue = formatCount, summary, ...frame }: BubbleChartProps) {
  const rows = useMemo(() => data ?? [], [data]);
  const grid = useMemo(() => hourGrid(rows), [rows]);
  return (
    <ChartFrame
      {...frame}
      height={height}
      hasData={rows.length > 0}
      summary={summary ?? summarizeHourlyCounts(rows, timeZone, formatValue)}
      table={
        <ChartTable
          caption={`${frame.title} (${CHART_TEXT.timesIn(timeZone)})`}
          columns={[CHART_TEXT.day, ...HOURS.map(hourLabel)]}
          rows={DAYS.map((day) => ({
            key: String(day),
            header: dayName(day),
            cells: grid.slice((day - 1) * 24, day * 24).map((cell) => formatValue(cell.count)),
          }))}
        />
      }
    >
      {(summaryId) => (
        <BubblePlot grid={grid} title={frame.title} summaryId={summaryId} timeZone={timeZone} height={height} initialWidth={initialWidth} formatValue={formatValue} />
      )}
    </ChartFrame>
  );
}

interface BubblePlotProps {
  grid: readonly HourlyCount[];
  title: string;
  summaryId: string;
  timeZone: string;
  height: number;
  initialWidth: number;
  formatValue: (count: number) => string;
}

function BubblePlot({ grid, title, summaryId, timeZone, height, initialWidth, formatValue }: BubblePlotProps) {
  const theme = useTheme();
  const [measureRef, width] = useChartWidth(initialWidth);
  const navigation = usePointNavigation(grid.length, HOURS.length);
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<number>({ domain: HOURS, range: [0, innerWidth], padding: 0 });
  const y = scaleBand<number>({ domain: DAYS, range: [0, innerHeight], padding: 0 });
  const maxRadius = Math.max(2, Math.min(x.bandwidth(), y.bandwidth()) / 2 - 1);
  const max = Math.max(0, ...grid.map((cell) => cell.count));
  // Area ∝ count: the radius grows with the square root.
  const radius = scaleSqrt<number>({ domain: [0, Math.max(1, max)], range: [0, maxRadius] });
  const axis = axisStyle(theme);
  const timesIn = CHART_TEXT.timesIn(timeZone);
  const centre = (cell: HourlyCount) => ({ cx: (x(cell.hour) ?? 0) + x.bandwidth() / 2, cy: (y(cell.day) ?? 0) + y.bandwidth() / 2 });

  const active = navigation.active === null ? undefined : grid[navigation.active];
  const activeCentre = active && centre(active);
  const tooltip = active &&
    activeCentre && {
      text: `${dayName(active.day)} ${hourSpan(active.hour)}: ${formatValue(active.count)} (${timesIn})`,
      x: MARGIN.left + activeCentre.cx,
      y: MARGIN.top + activeCentre.cy - radius(active.count),
    };

  return (
    <ChartPlot title={title} summaryId={summaryId} width={width} height={height} measureRef={measureRef} navigation={navigation} tooltip={tooltip ?? null}>
      <Group left={MARGIN.left} top={MARGIN.top}>
        {DAYS.map((day) => (
          <line key={day} x1={0} x2={innerWidth} y1={(y(day) ?? 0) + y.bandwidth() / 2} y2={(y(day) ?? 0) + y.bandwidth() / 2} stroke={theme.color.borderSubtle} />
        ))}
        <Group data-marks="">
          {grid.map((cell) =>
            cell.count > 0 ? (
              <Circle
                key={`${cell.day}:${cell.hour}`}
                data-cell={`${cell.day}:${cell.hour}`}
                {...centre(cell)}
                r={radius(cell.count)}
                fill={theme.color.actionPrimaryText}
                fillOpacity={0.55}
                stroke={theme.color.actionPrimaryText}
              />
            ) : null,
          )}
        </Group>
        {activeCentre && active && (
          <circle
            data-active-cell=""
            cx={activeCentre.cx}
            cy={activeCentre.cy}
            r={Math.max(4, radius(active.count) + 2)}
            fill="none"
            stroke={theme.color.focusRing}
            strokeWidth={2}
          />
        )}
        {grid.map((cell, index) => (
          <rect
            key={`${cell.day}:${cell.hour}`}
            data-hit={`${cell.day}:${cell.hour}`}
            x={x(cell.hour) ?? 0}
            y={y(cell.day) ?? 0}
            width={x.bandwidth()}
            height={y.bandwidth()}
            fill="transparent"
            onMouseEnter={() => navigation.hover(index)}
          />
        ))}
        <AxisLeft scale={y} tickFormat={(day) => dayName(day)} {...axis} />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={tickPositions(HOURS.length).map((i) => HOURS[i]!)}
          tickFormat={hourLabel}
          {...axis}
        />
        <BottomAxisTitle top={innerHeight} width={innerWidth} {...axis.tickLabelProps}>
          {`${CHART_TEXT.hour} (${timesIn})`}
        </BottomAxisTitle>
      </Group>
    </ChartPlot>
  );
}
