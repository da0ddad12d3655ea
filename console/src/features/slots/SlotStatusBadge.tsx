/** A slot's ui_status as the server colours it (SLOT_STATUS_UI: each text/background pair passes 4.5:1). */
import styled from 'styled-components';
import type { StatusStyle } from '@atoll/contract';

const Badge = styled.span<{ $color: string; $background: string }>`
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $background }) => $background};
  color: ${({ $color }) => $color};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  line-height: 1.8;
  white-space: nowrap;
`;

export function StatusStyleBadge({ status }: { status: StatusStyle }) {
  return (
    <Badge $color={status.color} $background={status.background}>
      {status.text}
    </Badge>
  );
}
