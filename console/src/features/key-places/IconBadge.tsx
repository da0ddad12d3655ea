/**
 * A key place's icon as guests see it on the map: the icon's outline in icon_color on a round badge of
 * icon_background (contract ICON_SHAPES, drawn inline so the colours apply). Decoration where the name
 * is beside it; `label` names it where it stands alone (the preview).
 */
import styled from 'styled-components';
import { ICON_SHAPES, isIconKey } from '@atoll/contract';

const Badge = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  /* The badge's own colours are the place's, in both colour schemes; the ring keeps it apart from the card. */
  box-shadow: 0 0 0 1px ${({ theme }) => theme.color.border};
`;

export interface IconBadgeProps {
  icon: string | null;
  color: string;
  background: string;
  /** @default 40 */
  size?: number;
  /** Names the badge (role img); without it the badge is hidden from assistive technology. */
  label?: string;
}

export function IconBadge({ icon, color, background, size = 40, label }: IconBadgeProps) {
  const glyph = icon && isIconKey(icon) ? ICON_SHAPES[icon].d : null;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <Badge $size={size} style={{ background, color }} {...a11y}>
      {glyph ? (
        <svg width={size * 0.55} height={size * 0.55} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d={glyph} />
        </svg>
      ) : (
        // No icon yet: a dot, so the badge still shows its colours.
        <svg width={size * 0.25} height={size * 0.25} viewBox="0 0 10 10" aria-hidden="true">
          <circle cx="5" cy="5" r="5" fill="currentColor" />
        </svg>
      )}
    </Badge>
  );
}
