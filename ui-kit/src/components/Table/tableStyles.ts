import { Cell, Column, Row, Table } from 'react-aria-components';
import styled, { keyframes } from 'styled-components';
import { cardLayout, TABLE_CONTAINER } from './cardLayout';

/**
 * The table's frame and the container its card layout measures. `$cardBelow`: the width of its own under
 * which rows are cards; `false` keeps the table layout at every width.
 */
export const Shell = styled.div<{ $cardBelow: number | false }>`
  position: relative;
  display: flex;
  flex-direction: column;
  /* Its own width, not its content's, decides the layout: a container of inline size fills its parent. */
  width: 100%;
  container: ${TABLE_CONTAINER} / inline-size;
  /* In a flex or grid parent the table may shrink below its content: it scrolls, the page does not. */
  min-width: 0;
  max-width: 100%;
  /* The Sort by control belongs to the card layout. */
  [data-sort-by] { display: none; }
  ${({ $cardBelow }) => ($cardBelow === false ? '' : cardLayout($cardBelow))}
`;

const refreshing = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * Along the table's top edge while the rows shown are the previous list's (Table's isRefreshing): a sliver of the
 * info colour runs across, over the frame's border, without moving anything. Still and faint with reduced motion.
 */
export const RefreshBar = styled.div`
  /* No height of its own: the bar lies over the scroll frame's top border, just below a card layout's Sort by. */
  position: relative;
  height: 0;
  z-index: 2;
  pointer-events: none;
  > span {
    position: absolute;
    top: 0;
    left: 0;
    right: 0;
    height: 3px;
    overflow: hidden;
    border-radius: ${({ theme }) => `${theme.radii.md} ${theme.radii.md} 0 0`};
  }
  > span::after {
    content: '';
    position: absolute;
    inset: 0;
    width: 40%;
    background: ${({ theme }) => theme.color.info};
    animation: ${refreshing} 1s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    > span::after { animation: none; width: 100%; opacity: 0.5; }
  }
`;

/**
 * The table scrolls inside this frame when its columns do not fit (phones, narrow tablets) and the
 * first column stays in place, so a row keeps its name in view. The frame draws the table's border
 * and corners, which a scrolling table cannot.
 */
export const ScrollArea = styled.div`
  overflow-x: auto;
  overscroll-behavior-x: contain;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
`;

export const StyledTable = styled(Table)`
  width: 100%;
  /* separate + no spacing: sticky cells keep their borders (collapsed borders scroll away with the row). */
  border-collapse: separate;
  border-spacing: 0;
  font-variant-numeric: tabular-nums;
  outline: none;
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: -2px; }
`;

// The frozen first column: opaque so scrolled cells pass beneath it, with an edge once anything is beneath.
const stickyFirst = `
  &:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
  }
`;

export const HeaderCell = styled(Column)`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  height: 40px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.scale.caption.size};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  letter-spacing: 0.02em;
  text-align: left;
  white-space: nowrap;
  outline: none;
  ${stickyFirst}
  &:first-child { z-index: 2; }
  &[data-allows-sorting] { cursor: pointer; }
  &[data-hovered][data-allows-sorting] { color: ${({ theme }) => theme.color.textPrimary}; background: ${({ theme }) => theme.color.surfaceSunken}; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: -2px; }
  [data-overflowing] &:first-child { box-shadow: inset -1px 0 0 ${({ theme }) => theme.color.border}; }
`;

/** The header's label and sort icon side by side. */
export const HeaderLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Shows the active direction; a faint up-down arrow hints that an unsorted column can be sorted. */
export const SortMark = styled.span`
  display: inline-flex;
  opacity: 0.45;
  &[data-direction] { opacity: 1; color: ${({ theme }) => theme.color.textPrimary}; }
  svg { width: 14px; height: 14px; }
`;

export const StyledRow = styled(Row)`
  outline: none;
  > td { background: ${({ theme }) => theme.color.surface}; }
  &:not(:last-child) > td { border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle}; }
  &[data-hovered] > td { background: ${({ theme }) => theme.color.surfaceMuted}; }
  &[data-pressed] > td { background: ${({ theme }) => theme.color.surfaceSunken}; }
  /* The ring is drawn by the cells: a row's own outline would pass under the opaque frozen cell. */
  &[data-focus-visible] > td { box-shadow: ${({ theme }) => `inset 0 2px 0 ${theme.color.focusRing}, inset 0 -2px 0 ${theme.color.focusRing}`}; }
  &[data-focus-visible] > td:first-child {
    box-shadow: ${({ theme }) => `inset 2px 0 0 ${theme.color.focusRing}, inset 0 2px 0 ${theme.color.focusRing}, inset 0 -2px 0 ${theme.color.focusRing}`};
  }
  &[data-focus-visible] > td:last-child {
    box-shadow: ${({ theme }) => `inset -2px 0 0 ${theme.color.focusRing}, inset 0 2px 0 ${theme.color.focusRing}, inset 0 -2px 0 ${theme.color.focusRing}`};
  }
  [data-actionable] & { cursor: pointer; }
`;

export const BodyCell = styled(Cell)`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  height: 48px;
  white-space: nowrap;
  outline: none;
  ${stickyFirst}
  &:first-child { font-weight: ${({ theme }) => theme.typography.weight.medium}; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: -2px; }
  [data-overflowing] &:first-child { box-shadow: inset -1px 0 0 ${({ theme }) => theme.color.border}; }
`;
