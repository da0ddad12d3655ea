import { useId, useMemo, useState, type ReactNode } from 'react';
import { LayoutGrid, List as ListIcon, Search } from 'lucide-react';
import styled from 'styled-components';
import { CARD_SCREENFUL, CARD_TEXT, type CardView } from '@atoll/contract';
import { CardGrid } from './CardGrid';
import { EmptyState } from '../EmptyState';
import { VisuallyHidden } from '../VisuallyHidden';

export interface CardBrowserProps<T> {
  /** Accessible name of the card list, e.g. 'Facilities'. */
  'aria-label': string;
  /** The objects, in the screen's order. */
  items: readonly T[];
  /** The name a search matches (case and accents ignored, anywhere in the name). */
  nameOf: (item: T) => string;
  /** One card (a kit Card); it reads the view from the grid. */
  renderCard: (item: T) => ReactNode;
  /** The view, remembered by the caller (per device). @default 'grid' */
  view?: CardView;
  /** Called when the person switches the view. */
  onViewChange?: (view: CardView) => void;
  /** With more cards than this, the search box and the view switch show. @default CARD_SCREENFUL (6) */
  threshold?: number;
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const SearchBox = styled.label`
  position: relative;
  flex: 1 1 240px;
  max-width: 360px;
  svg { position: absolute; left: ${({ theme }) => theme.space.sm}; top: 50%; transform: translateY(-50%); color: ${({ theme }) => theme.color.textMuted}; pointer-events: none; }
  input {
    box-sizing: border-box;
    width: 100%;
    height: 36px;
    padding: 0 ${({ theme }) => theme.space.sm} 0 32px;
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.textPrimary};
    font: inherit;
  }
  input::placeholder { color: ${({ theme }) => theme.color.textMuted}; }
  input:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 1px; }
`;

const Views = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow: hidden;
`;

/*
 * The platform's buttons with aria-pressed (what React Aria's ToggleButton renders): the switch shows on every card
 * screen with more than a screenful, and React Aria's toggle hooks would cost each of those routes ~1.5 KB.
 */
const ViewButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  height: 34px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textPrimary};
  font: inherit;
  cursor: pointer;
  & + & { border-left: 1px solid ${({ theme }) => theme.color.borderStrong}; }
  &:hover { background: ${({ theme }) => theme.color.surfaceSunken}; }
  &[aria-pressed='true'] { background: ${({ theme }) => theme.color.surfaceSunken}; font-weight: ${({ theme }) => theme.typography.weight.semibold}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: -2px; }
`;

/** Lower case without accents, so 'cafe' finds 'Café'. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * A card screen's cards (issue 18): the CardGrid, and once there are more cards than a screenful
 * (CARD_SCREENFUL) a search box that narrows them by name and a Grid / List switch. The switch is two toggle
 * buttons (aria-pressed) in a named group; the count of cards left is said politely as the search narrows.
 * Both are the platform's own controls (a search input, buttons), so they add little to each card screen's load.
 */
export function CardBrowser<T>({ 'aria-label': label, items, nameOf, renderCard, view = 'grid', onViewChange, threshold = CARD_SCREENFUL }: CardBrowserProps<T>) {
  const [query, setQuery] = useState('');
  const statusId = useId();
  const browsable = items.length > threshold;
  const needle = folded(query.trim());
  const shown = useMemo(
    () => (browsable && needle ? items.filter((item) => folded(nameOf(item)).includes(needle)) : items),
    [browsable, needle, items, nameOf],
  );
  const current = browsable ? view : 'grid';
  return (
    <>
      {browsable && (
        <Toolbar>
          <SearchBox>
            <Search aria-hidden="true" size={16} />
            <input
              type="search"
              aria-label={`${CARD_TEXT.search} (${label})`}
              aria-describedby={statusId}
              placeholder={CARD_TEXT.search}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </SearchBox>
          <Views role="group" aria-label={CARD_TEXT.view}>
            <ViewButton type="button" aria-pressed={current === 'grid'} onClick={() => onViewChange?.('grid')}>
              <LayoutGrid aria-hidden="true" size={16} />
              {CARD_TEXT.grid}
            </ViewButton>
            <ViewButton type="button" aria-pressed={current === 'list'} onClick={() => onViewChange?.('list')}>
              <ListIcon aria-hidden="true" size={16} />
              {CARD_TEXT.list}
            </ViewButton>
          </Views>
          <VisuallyHidden as="p" id={statusId} role="status">
            {needle ? CARD_TEXT.shown(shown.length, items.length) : ''}
          </VisuallyHidden>
        </Toolbar>
      )}
      {shown.length === 0 ? (
        <EmptyState title={CARD_TEXT.noMatch(query.trim())} />
      ) : (
        <CardGrid aria-label={label} view={current}>
          {shown.map((item) => renderCard(item))}
        </CardGrid>
      )}
    </>
  );
}
