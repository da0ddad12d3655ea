/**
 * A status in the server's own colours (`StatusStyle`: a booking's or a slot's ui_status, each
 * text/background pair chosen to pass 4.5:1). The kit's StatusBadge takes named tones only; the
 * Requests, Slots and Guests screens share this one. The colours ride in CSS variables, so one
 * styled class serves every status.
 */
import type { CSSProperties } from 'react';
import styled from 'styled-components';
import type { StatusStyle } from '@atoll/contract';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  line-height: 20px;
  white-space: nowrap;
  background: var(--status-background);
  color: var(--status-color);
`;

export function StatusStyleBadge({ status: { text, color, background } }: { status: StatusStyle }) {
  return <Badge style={{ '--status-color': color, '--status-background': background } as CSSProperties}>{text}</Badge>;
}
