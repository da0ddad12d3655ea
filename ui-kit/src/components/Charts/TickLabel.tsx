import type { ReactNode } from 'react';
import type { TickRendererProps } from '@visx/axis';

/*
 * The axes' words as plain SVG <text>. visx draws each tick label and axis title with its Text component,
 * which measures every word in the document (a layout of the whole page per new word, for wrapping and
 * scaling the charts never use) and evaluates CSS calc() strings: 70-96 ms of Home's load at 4× CPU slowdown
 * (docs/performance.md, "Home's long tasks"). Same places, same look: Text's single line sits at its y with no
 * offset; TickLabel.test.tsx holds both to visx's own.
 */

/** An axis tick's label (visx's `tickComponent`). */
export function TickLabel({ x, y, dx, dy, fill, fontSize, fontFamily, fontWeight, textAnchor, formattedValue }: TickRendererProps) {
  return (
    <text x={x} y={y} dx={dx} dy={dy} fill={fill} fontSize={fontSize} fontFamily={fontFamily} fontWeight={fontWeight} textAnchor={textAnchor}>
      {formattedValue}
    </text>
  );
}

/** visx's tick length, and the gap the charts leave between the tick labels and the title. */
const TICK_LENGTH = 8;
export const AXIS_TITLE_OFFSET = 14;

export interface BottomAxisTitleProps {
  /** The plot's inner height: where the bottom axis is. */
  top: number;
  /** The plot's inner width: the title is centred under it. */
  width: number;
  fill: string;
  fontSize: number;
  fontFamily: string;
  children: ReactNode;
}

/**
 * A bottom axis's title where visx's AxisBottom puts its `label` (getLabelTransform): under the tick marks,
 * the offset, and a line of tick labels, on the title's own baseline.
 */
export function BottomAxisTitle({ top, width, fill, fontSize, fontFamily, children }: BottomAxisTitleProps) {
  return (
    <text
      className="visx-axis-label"
      x={width / 2}
      y={top + TICK_LENGTH + AXIS_TITLE_OFFSET + 2 * fontSize}
      textAnchor="middle"
      fill={fill}
      fontSize={fontSize}
      fontFamily={fontFamily}
    >
      {children}
    </text>
  );
}
