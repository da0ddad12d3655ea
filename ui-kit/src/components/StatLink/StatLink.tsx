import { Link } from 'react-aria-components';
import styled from 'styled-components';

export interface StatLinkProps {
  /** The figure, e.g. 3. */
  value: number;
  /** What it counts, e.g. 'New requests'; with the value, the link's accessible name ('3 New requests'). */
  label: string;
  /** Where the counted rows are listed (an app path; the router's RouterProvider navigates). */
  href: string;
  /** 'attention' draws the figure in the warning colour when it is above 0 (e.g. overdue requests). @default 'neutral' */
  tone?: 'neutral' | 'attention';
}

const Root = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textPrimary};
  text-decoration: none;
  cursor: pointer;
  &[data-hovered] { border-color: ${({ theme }) => theme.color.borderStrong}; background: ${({ theme }) => theme.color.surfaceMuted}; }
  &[data-pressed] { background: ${({ theme }) => theme.color.surfaceSunken}; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
`;

const Value = styled.span`
  font-size: ${({ theme }) => theme.typography.scale.title.size};
  font-weight: ${({ theme }) => theme.typography.scale.title.weight};
  line-height: ${({ theme }) => theme.typography.scale.title.lineHeight};
  font-variant-numeric: tabular-nums;
  [data-tone='attention'] > & { color: ${({ theme }) => theme.color.warning}; }
`;

const Label = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.scale.bodyStrong.size};
  font-weight: ${({ theme }) => theme.typography.scale.bodyStrong.weight};
  overflow-wrap: anywhere;
`;

/** A figure that opens the list it counts: one tile of a dashboard's row (Home's day). */
export function StatLink({ value, label, href, tone = 'neutral' }: StatLinkProps) {
  return (
    <Root href={href} data-tone={tone === 'attention' && value > 0 ? 'attention' : 'neutral'}>
      <Value>{value}</Value>
      <Label>{label}</Label>
    </Root>
  );
}
