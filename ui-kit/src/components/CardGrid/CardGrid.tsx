import { Children, createContext, useContext, type ReactNode } from 'react';
import styled from 'styled-components';
import { LAYOUT, type CardView } from '@atoll/contract';
import { media } from '../../theme/breakpoints';

export interface CardGridProps {
  /** The cards. */
  children: ReactNode;
  /** Accessible name of the list, e.g. 'Facilities'. */
  'aria-label'?: string;
  /** Cards per row at most (spec: two). @default LAYOUT.cardsPerRow (2) */
  columns?: number;
  /** 'list' lays the cards out as rows, one under the other, the cover a thumbnail. @default 'grid' */
  view?: CardView;
}

/** Below this a column would be too narrow for a card's cover and tags: the grid takes one column fewer. */
const MIN_CARD_WIDTH = 280;

/**
 * The grid fills its width evenly (issue 18): at most `columns` columns of at most LAYOUT.cardMaxWidth (450) each,
 * so the whole grid is never wider than `columns` cards; each column at least 1/columns of the row (auto-fill never
 * makes more) and at least MIN_CARD_WIDTH (it makes fewer), and the columns share what is left. At 768 px two
 * cards fill the row instead of one card leaving 40 % of it empty; at 390 px one card is the row.
 */
const List = styled.ul<{ $columns: number }>`
  --card-gap: ${({ theme }) => theme.space.lg};
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(max(min(100%, ${MIN_CARD_WIDTH}px), calc((100% - (${({ $columns }) => $columns} - 1) * var(--card-gap)) / ${({ $columns }) => $columns})), 1fr)
  );
  gap: var(--card-gap);
  max-width: calc(${({ $columns }) => $columns} * ${LAYOUT.cardMaxWidth}px + (${({ $columns }) => $columns} - 1) * var(--card-gap));
  margin: 0;
  padding: 0;
  list-style: none;
  /* Cards of a row are as tall as the tallest, so rows end on one line. */
  > li { display: flex; }
  > li > * { flex: 1 1 auto; min-width: 0; }
  &[data-view='list'] {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm};
  }
  ${media.belowPhone} { --card-gap: ${({ theme }) => theme.space.md}; }
`;

/** The layout a card is drawn in: the grid's tile, or a row of the list view. */
export const CardViewContext = createContext<CardView>('grid');
export const useCardView = () => useContext(CardViewContext);

/** The card grid of list screens: two cards per row, each at most 450 px wide. A list, so screen readers count the cards. */
export function CardGrid({ children, 'aria-label': label, columns = LAYOUT.cardsPerRow, view = 'grid' }: CardGridProps) {
  return (
    <CardViewContext.Provider value={view}>
      <List $columns={columns} aria-label={label} data-view={view}>
        {Children.toArray(children).map((child, index) => (
          <li key={index}>{child}</li>
        ))}
      </List>
    </CardViewContext.Provider>
  );
}

/**
 * A card screen's column: the page header, the search and the grid share the grid's width (two cards of at
 * most 450 px and the gap), so at 1440 px the Add button ends where the cards end and the page is not ragged.
 */
export const CardPage = styled.div`
  max-width: calc(${LAYOUT.cardsPerRow} * ${LAYOUT.cardMaxWidth}px + (${LAYOUT.cardsPerRow} - 1) * ${({ theme }) => theme.space.lg});
`;
