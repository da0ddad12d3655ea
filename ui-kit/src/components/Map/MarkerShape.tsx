import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The pin's box; its tip (bottom centre) is the marker's position. 32 px wide: a target of at least 24 px (WCAG 2.5.8). */
export const MARKER_WIDTH = 32;
export const MARKER_HEIGHT = 40;

const Svg = styled.svg<{ $color?: string }>`
  display: block;
  overflow: visible;
  /* A dark halo keeps the white outline visible on light tiles, and the pin on dark ones. */
  filter: drop-shadow(0 1px 2px rgba(0, 0, 0, 0.45));
  path { fill: ${({ $color, theme }) => $color ?? theme.color.actionPrimary}; stroke: #ffffff; stroke-width: 2.5; }
`;

const Icon = styled.span`
  position: absolute;
  top: 7px;
  left: 8px;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  color: #ffffff;
  pointer-events: none;
  svg { width: 16px; height: 16px; }
`;

/** A map pin: a teardrop in `color` with a white outline and a white icon (or dot) in its head. */
export function MarkerShape({ color, icon }: { color?: string; icon?: ReactNode }) {
  return (
    <>
      <Svg $color={color} width={MARKER_WIDTH} height={MARKER_HEIGHT} viewBox="0 0 32 40" aria-hidden="true" focusable="false">
        <path d="M16 38.5C16 38.5 2.5 25 2.5 15a13.5 13.5 0 0 1 27 0c0 10-13.5 23.5-13.5 23.5Z" />
        {!icon && <circle cx="16" cy="15" r="5" fill="#ffffff" />}
      </Svg>
      {icon && <Icon aria-hidden="true">{icon}</Icon>}
    </>
  );
}
