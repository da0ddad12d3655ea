import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { ChartFrame } from './ChartFrame';
import { ChartPlot } from './ChartPlot';
import { ChartTable } from './ChartTable';
import { summarizeDailyCounts, type DailyCount } from './chartData';
import { axisStyle, type ChartBaseProps } from './chartProps';
import { BottomAxisTitle } from './TickLabel';
import { CHART_TEXT, countTicks, dayLabel, formatCount, tickPositions } from './chartText';
import { useChartWidth } from './useChartWidth';
import { usePointNavigation } from './usePointNavigation';

export interface BarChartProps extends ChartBaseProps<DailyCount> {
  /** The company's time zone the days are counted in; printed on the axis and in tooltips. */
  timeZone: string;
}

const MARGIN = { top: 12, right: 8, bottom: 44, left: 44 };

/** Counts per day of a month (x: the days, at most 15 labels; y: about 10 whole-number ticks). */
export function BarChart({ data, timeZone, height = 260, initialWidth = 640, formatValue = formatCount, summary, ...frame }: BarChartProps) {
  const rows = useMemo(() => data ?? [], [data]);
  return (
    <ChartFrame
      {...frame}
      height={height}
      hasData={rows.length > 0}
      summary={summary ?? summarizeDailyCounts(rows, formatValue)}
      table={
        <ChartTable
          caption={frame.title}
          columns={[CHART_TEXT.date, CHART_TEXT.count]}
          rows={rows.map((row) => ({ key: row.date, header: dayLabel(row.date), cells: [formatValue(row.count)] }))}
        />
      }
    >
      {(summaryId) => (
        <BarPlot rows={rows} title={frame.title} summaryId={summaryId} timeZone={timeZone} height={height} initialWidth={initialWidth} formatValue={formatValue} />
      )}
    </ChartFrame>
  );
}

interface BarPlotProps {
  rows: readonly DailyCount[];
  title: string;
  summaryId: string;
  timeZone: string;
  height: number;
  initialWidth: number;
  formatValue: (count: number) => string;
}

function BarPlot({ rows, title, summaryId, timeZone, height, initialWidth, formatValue }: BarPlotProps) {
  const theme = useTheme();
  const [measureRef, width] = useChartWidth(initialWidth);
  const navigation = usePointNavigation(rows.length);
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const dates = rows.map((row) => row.date);
  const ticks = countTicks(Math.max(0, ...rows.map((row) => row.count)));
  const x = scaleBand<string>({ domain: dates, range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear<number>({ domain: [0, ticks[ticks.length - 1] ?? 1], range: [innerHeight, 0] });
  const axis = axisStyle(theme);
  const timesIn = CHART_TEXT.timesIn(timeZone);

  const active = navigation.active === null ? undefined : rows[navigation.active];
  const tooltip = active && {
    text: `${dayLabel(active.date)}: ${formatValue(active.count)} (${timesIn})`,
    x: MARGIN.left + (x(active.date) ?? 0) + x.bandwidth() / 2,
    y: MARGIN.top + y(active.count),
  };

  return (
    <ChartPlot title={title} summaryId={summaryId} width={width} height={height} measureRef={measureRef} navigation={navigation} tooltip={tooltip ?? null}>
      <Group left={MARGIN.left} top={MARGIN.top}>
        {ticks.map((tick) => (
          <line key={tick} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} stroke={theme.color.borderSubtle} />
        ))}
        {active && (
          <rect
            data-active-band=""
            x={(x(active.date) ?? 0) - (x.step() - x.bandwidth()) / 2}
            width={x.step()}
            y={0}
            height={innerHeight}
            fill={theme.color.surfaceSunken}
          />
        )}
        <Group data-marks="">
          {rows.map((row, index) => {
            const top = y(row.count);
            const isActive = navigation.active === index;
            return (
              <Bar
                key={row.date}
                data-date={row.date}
                x={x(row.date) ?? 0}
                y={top}
                width={x.bandwidth()}
                height={innerHeight - top}
                rx={2}
                fill={theme.color.actionPrimaryText}
                stroke={isActive ? theme.color.focusRing : 'none'}
                strokeWidth={isActive ? 2 : 0}
              />
            );
          })}
        </Group>
        {/* Hit areas a full column tall, so a day with 0 can be hovered too. */}
        {rows.map((row, index) => (
          <rect
            key={row.date}
            data-hit={row.date}
            x={(x(row.date) ?? 0) - (x.step() - x.bandwidth()) / 2}
            width={x.step()}
            y={0}
            height={innerHeight}
            fill="transparent"
            onMouseEnter={() => navigation.hover(index)}
          />
        ))}
        <AxisLeft scale={y} tickValues={ticks} tickFormat={(value) => String(value)} {...axis} />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={tickPositions(dates.length).map((i) => dates[i]!)}
          tickFormat={(date) => String(Number(date.slice(8)))}
          {...axis}
        />
        <BottomAxisTitle top={innerHeight} width={innerWidth} {...axis.tickLabelProps}>
          {`${CHART_TEXT.day} (${timesIn})`}
        </BottomAxisTitle>
      </Group>
    </ChartPlot>
  );
}
