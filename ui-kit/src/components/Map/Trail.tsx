import styled from 'styled-components';
import type { LatLng, MapChildProps } from './mapTypes';

export interface TrailProps {
  /** The positions, oldest first; the newest gets a dot. */
  points: LatLng[];
  /** The line's colour. @default the theme's actionPrimary */
  color?: string;
  /** Names the trail as an image ('Trail of Buggy 3'); without it the line is decoration. @default undefined */
  label?: string;
}

const Svg = styled.svg<{ $color?: string }>`
  position: absolute;
  left: 0;
  top: 0;
  overflow: visible;
  pointer-events: none;
  --trail: ${({ $color, theme }) => $color ?? theme.color.actionPrimary};
  polyline { fill: none; stroke-linecap: round; stroke-linejoin: round; }
  [data-halo] { stroke: #ffffff; stroke-width: 7; opacity: 0.85; }
  [data-line] { stroke: var(--trail); stroke-width: 4; }
  circle { fill: var(--trail); stroke: #ffffff; stroke-width: 2; }
`;

/**
 * A line through recent positions (an SVG polyline over the whole map, placed with latLngToPixel), on a
 * white halo so it reads on any tile. It never takes a click. A direct child of MapView.
 */
export function Trail({ points, color, label, latLngToPixel, mapState }: TrailProps & MapChildProps) {
  if (!latLngToPixel || !mapState || points.length === 0) return null;
  const pixels = points.map((point) => latLngToPixel(point));
  const line = pixels.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
  const [lastX, lastY] = pixels[pixels.length - 1]!;
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <Svg $color={color} width={mapState.width} height={mapState.height} data-trail="" {...named}>
      {pixels.length > 1 && (
        <>
          <polyline data-halo="" points={line} />
          <polyline data-line="" points={line} />
        </>
      )}
      <circle cx={lastX} cy={lastY} r={5} />
    </Svg>
  );
}
