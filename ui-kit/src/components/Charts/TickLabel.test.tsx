import { AxisBottom, AxisLeft } from '@visx/axis';
import { scaleBand, scaleLinear } from '@visx/scale';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { AXIS_TITLE_OFFSET, BottomAxisTitle, TickLabel } from './TickLabel';

const label = { fill: '#555', fontSize: 12, fontFamily: 'inherit' } as const;
const TITLE = 'Day (times in Indian/Maldives)';

/** The axes as the charts draw them, with the kit's label props: visx's own Text, or TickLabel and BottomAxisTitle. */
function Axes({ plain = false }: { plain?: boolean }) {
  const tickComponent = plain ? TickLabel : undefined;
  const days = ['2026-11-01', '2026-11-08', '2026-11-15', '2026-11-22', '2026-11-29'];
  return (
    <svg width={420} height={200} style={{ fontFamily: 'Arial' }}>
      <g transform="translate(40 10)">
        <AxisLeft scale={scaleLinear({ domain: [0, 40], range: [150, 0] })} tickValues={[0, 10, 20, 30, 40]} tickLabelProps={label} tickComponent={tickComponent} />
        <AxisBottom
          top={150}
          scale={scaleBand({ domain: days, range: [0, 360] })}
          tickFormat={(d) => String(Number(d.slice(8)))}
          tickLabelProps={label}
          tickComponent={tickComponent}
          {...(plain ? {} : { label: TITLE, labelOffset: AXIS_TITLE_OFFSET, labelProps: { ...label, textAnchor: 'middle' as const } })}
        />
        {plain && (
          <BottomAxisTitle top={150} width={360} {...label}>
            {TITLE}
          </BottomAxisTitle>
        )}
      </g>
    </svg>
  );
}

const labelBoxes = (container: HTMLElement) =>
  [...container.querySelectorAll<SVGTextElement>('.visx-axis-tick text, text.visx-axis-label')].map((text) => {
    const box = text.getBoundingClientRect();
    return { text: text.textContent, x: Math.round(box.x * 10) / 10, y: Math.round(box.y * 10) / 10, width: Math.round(box.width * 10) / 10 };
  });

describe('TickLabel', () => {
  it('puts every tick label and the axis title exactly where visx’s Text puts them, with the same words', async () => {
    const withText = await render(<Axes />);
    const expected = labelBoxes(withText.container);
    await withText.unmount();
    const withTickLabel = await render(<Axes plain />);
    const actual = labelBoxes(withTickLabel.container);
    expect(expected).toHaveLength(11);
    expect(actual).toEqual(expected);
  });
});
