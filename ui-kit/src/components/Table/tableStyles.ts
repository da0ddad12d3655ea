import { Cell, Column, Row, Table } from 'react-aria-components';
import styled from 'styled-components';

export const Shell = styled.div`
  display: flex;
  flex-direction: column;
  overflow-x: auto;
`;

export const StyledTable = styled(Table)`
  width: 100%;
  border-collapse: collapse;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  outline: none;
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
`;

export const HeaderCell = styled(Column)`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.borderStrong};
  background: ${({ theme }) => theme.color.surfaceSunken};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-align: left;
  white-space: nowrap;
  outline: none;
  &[data-allows-sorting] { cursor: pointer; }
  &[data-hovered][data-allows-sorting] { background: ${({ theme }) => theme.color.border}; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: -2px; }
`;

/** Shows the active direction; a faint ▲ hints that an unsorted column can be sorted. */
export const SortMark = styled.span`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space.xs};
  font-size: 10px;
  opacity: 0.35;
  &[data-direction] { opacity: 1; }
`;

export const StyledRow = styled(Row)`
  outline: none;
  &:not(:last-child) > td { border-bottom: 1px solid ${({ theme }) => theme.color.border}; }
  &[data-hovered] { background: ${({ theme }) => theme.color.surfaceMuted}; }
  &[data-pressed] { background: ${({ theme }) => theme.color.surfaceSunken}; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: -2px; }
  [data-actionable] & { cursor: pointer; }
`;

export const BodyCell = styled(Cell)`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  outline: none;
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: -2px; }
`;
