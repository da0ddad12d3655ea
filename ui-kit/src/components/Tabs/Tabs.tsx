import { useId, type ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as RACTabs, type Key } from 'react-aria-components';
import styled from 'styled-components';
import { CountBadge, type CountBadgeProps } from '../CountBadge';

export interface TabItem {
  /** Tab id, used for selectedKey. */
  id: string;
  /** Visible label, e.g. 'Gallery'. */
  label: string;
  /** Optional count, shown and read as 'Gallery (3)'. */
  count?: number;
  /**
   * A live count (e.g. new requests) as a badge beside the label, read as the tab's description ('New', then
   * '3 new requests'): the tab's name stays its label while the number changes. Nothing shows at 0.
   */
  badge?: Pick<CountBadgeProps, 'count' | 'label' | 'tone'>;
  /** The panel. It is unmounted while its tab is inactive, so a form in it resets when left. */
  content: ReactNode;
  /** @default false */
  isDisabled?: boolean;
}

export interface TabsProps {
  /** The tabs, in order. */
  items: TabItem[];
  /** Accessible name of the tab list. */
  'aria-label': string;
  /** Controlled selected tab id. */
  selectedKey?: string;
  /** Initially selected tab id when uncontrolled. @default the first tab */
  defaultSelectedKey?: string;
  /** Called with the newly selected tab id. */
  onSelectionChange?: (id: string) => void;
}

const Root = styled(RACTabs)`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
`;

// Tabs that do not fit scroll sideways inside the list (a phone's drawer) instead of being cut off.
const List = styled(TabList)`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  /* The rule under the tabs is an inset shadow: the selected tab's bar paints over it without a negative margin, which a scrolling list would clip. */
  box-shadow: inset 0 -1px 0 ${({ theme }) => theme.color.border};
`;

const TabButton = styled(Tab)`
  display: inline-flex;
  flex: none;
  align-items: center;
  white-space: nowrap;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 3px solid transparent;
  scroll-margin-inline: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  cursor: pointer;
  outline: none;
  &[data-hovered] { color: ${({ theme }) => theme.color.textPrimary}; }
  &[data-selected] {
    color: ${({ theme }) => theme.color.textPrimary};
    border-bottom-color: ${({ theme }) => theme.color.actionPrimary};
  }
  &[data-disabled] { opacity: 0.5; cursor: not-allowed; }
  &[data-badge] { gap: ${({ theme }) => theme.space.xs}; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: -2px; }
`;

const Count = styled.span`
  white-space: pre;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.typography.weight.regular};
`;

const Panel = styled(TabPanel)`
  padding-top: ${({ theme }) => theme.space.lg};
  outline: none;
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
`;

/** RAC Tabs with optional count badges; arrow keys move between tabs, inactive panels unmount. */
export function Tabs({ items, 'aria-label': label, selectedKey, defaultSelectedKey, onSelectionChange }: TabsProps) {
  const badgeIds = useId();
  return (
    <Root
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={onSelectionChange ? (key: Key) => onSelectionChange(String(key)) : undefined}
      disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
    >
      <List aria-label={label}>
        {items.map((item) => {
          const badgeId = item.badge && item.badge.count > 0 ? `${badgeIds}-${item.id}` : undefined;
          return (
            // Visible text and accessible name are the same, 'Gallery (3)' (WCAG 2.5.3 label in name).
            <TabButton key={item.id} id={item.id} aria-describedby={badgeId} data-badge={badgeId ? true : undefined}>
              {item.label}
              {item.count !== undefined && <Count> ({item.count})</Count>}
              {item.badge && badgeId && <CountBadge id={badgeId} {...item.badge} />}
            </TabButton>
          );
        })}
      </List>
      {items.map((item) => (
        <Panel key={item.id} id={item.id}>
          {item.content}
        </Panel>
      ))}
    </Root>
  );
}
