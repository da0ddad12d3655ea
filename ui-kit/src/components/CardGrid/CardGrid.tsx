import { Children, type ReactNode } from 'react';
import styled from 'styled-components';
import { LAYOUT } from '@atoll/contract';

export interface CardGridProps {
  /** The cards. */
  children: ReactNode;
  /** Accessible name of the list, e.g. 'Facilities'. */
  'aria-label'?: string;
  /** Cards per row on wide screens. @default LAYOUT.cardsPerRow (2) */
  columns?: number;
}

// Columns are capped at LAYOUT.cardMaxWidth; below two card widths the grid falls back to one column.
const List = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, ${LAYOUT.cardMaxWidth}px));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: ${LAYOUT.cardMaxWidth * 2}px) { grid-template-columns: minmax(0, ${LAYOUT.cardMaxWidth}px); }
`;

/** The card grid of list screens: two cards per row, each at most 450 px wide. A list, so screen readers count the cards. */
export function CardGrid({ children, 'aria-label': label, columns = LAYOUT.cardsPerRow }: CardGridProps) {
  return (
    <List $columns={columns} aria-label={label}>
      {Children.toArray(children).map((child, index) => (
        <li key={index}>{child}</li>
      ))}
    </List>
  );
}
