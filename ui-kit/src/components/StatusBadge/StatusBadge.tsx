import type { StatusColor } from '@atoll/contract';
import styled from 'styled-components';

export interface StatusBadgeProps {
  /** The status text, e.g. 'Checked in' (ui_status.text). */
  text: string;
  /** A status colour name (ui_status.color); each pairs a tint with an AA-readable text colour. @default 'grey' */
  color?: StatusColor;
}

const Root = styled.span<{ $color: StatusColor }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $color }) => (theme.statusColors[$color] ?? theme.statusColors.grey).bg};
  color: ${({ theme, $color }) => (theme.statusColors[$color] ?? theme.statusColors.grey).fg};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  line-height: 20px;
  letter-spacing: 0.01em;
  white-space: nowrap;
  /* A dot in the text colour: the badge reads as a status at a glance, even in grey. */
  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** A coloured status pill; the text carries the meaning, the colour only supports it. */
export function StatusBadge({ text, color = 'grey' }: StatusBadgeProps) {
  return (
    <Root $color={color} data-color={color}>
      {text}
    </Root>
  );
}
