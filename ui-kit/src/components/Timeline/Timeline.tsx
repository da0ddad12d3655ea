import { RELATIVE_TIME_REFRESH_MS } from '@atoll/contract';
import styled from 'styled-components';
import { RelativeTime } from '../RelativeTime';

/** One thing that happened: what, who did it and when. */
export interface TimelineEntry {
  id: string | number;
  /** What happened, e.g. 'Status changed to Confirmed'. */
  text: string;
  /** Who did it (a name); left out when unknown. */
  who?: string | null;
  /** When, as an ISO string. */
  at: string;
}

export interface TimelineProps {
  /** Names the list for screen readers, e.g. 'History'. */
  label: string;
  /** The entries in any order; shown newest first. */
  entries: readonly TimelineEntry[];
  /** Shown instead of the list when there are no entries. */
  emptyText: string;
  /** Clock for the relative times, injectable for tests and stories. @default Date.now */
  now?: () => number;
  /** How often the relative times refresh. @default RELATIVE_TIME_REFRESH_MS (20 s) */
  refreshMs?: number;
  /** The time zone of the exact moments in the tooltips (the company's); the browser's when left out. */
  timeZone?: string;
}

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  /* The rail: a line joining the dots, stopping at the last (oldest) entry. */
  &::before {
    content: '';
    position: absolute;
    left: 5px;
    top: 14px;
    bottom: 0;
    width: 2px;
    background: ${({ theme }) => theme.color.borderSubtle};
  }
  &:last-child { padding-bottom: 0; }
  &:last-child::before { display: none; }
  /* The dot. */
  &::after {
    content: '';
    position: absolute;
    left: 0;
    top: 5px;
    width: 12px;
    height: 12px;
    box-sizing: border-box;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.color.borderStrong};
    background: ${({ theme }) => theme.color.surface};
  }
  &:first-child::after {
    border-color: ${({ theme }) => theme.color.actionPrimary};
    background: ${({ theme }) => theme.color.actionPrimary};
  }
`;

const Text = styled.span`
  font-size: ${({ theme }) => theme.typography.scale.bodyStrong.size};
  font-weight: ${({ theme }) => theme.typography.scale.bodyStrong.weight};
  line-height: ${({ theme }) => theme.typography.scale.bodyStrong.lineHeight};
  color: ${({ theme }) => theme.color.textPrimary};
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.typography.scale.caption.size};
  line-height: ${({ theme }) => theme.typography.scale.caption.lineHeight};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
};

/**
 * A vertical history, newest first: each entry's text, who did it and a RelativeTime ('3 minutes
 * ago', refreshing every 20 s) whose title ('DD-MMM-YY, HH:mm', in `timeZone`) and dateTime carry the exact moment.
 */
export function Timeline({ label, entries, emptyText, now, refreshMs = RELATIVE_TIME_REFRESH_MS, timeZone }: TimelineProps) {
  if (entries.length === 0) return <Empty>{emptyText}</Empty>;
  const newestFirst = [...entries].sort((a, b) => time(b.at) - time(a.at));
  return (
    <List aria-label={label}>
      {newestFirst.map((entry) => (
        <Item key={entry.id}>
          <Text>{entry.text}</Text>
          <Meta>
            {entry.who && <span>{entry.who}</span>}
            <RelativeTime date={entry.at} now={now} refreshMs={refreshMs} timeZone={timeZone} />
          </Meta>
        </Item>
      ))}
    </List>
  );
}
