/**
 * The shape every hotel-content card-grid screen shares (banners, information,
 * quick actions, events, room types): a header with the Add button, the list's
 * loading / empty / failed (Retry) states around the cards (CardBrowser: search and
 * Grid / List, remembered per device, above a screenful), and the place of the
 * drawers, which load on first open (LazyDrawers; the drawers are ContentDrawers.tsx).
 */
import type { ReactNode } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiError } from '@atoll/contract';
import { Button, CardBrowser, CardGridSkeleton, CardPage, EmptyState, PageHeader } from '@atoll/ui-kit';
import { QueryErrorCard } from './QueryErrorCard';
import { useCardView } from './cardView';

/** What a list query hook returns that the screen needs. */
export interface ListQueryState<T> {
  data?: T[];
  error?: ApiError | SerializedError;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface ContentListPageProps<T extends { id: number }> {
  /** Page heading and the card list's accessible name, e.g. 'Banners'. */
  title: string;
  /** The Add button, e.g. LABEL.addBanner. */
  addLabel: string;
  onAdd: () => void;
  list: ListQueryState<T>;
  /** A card for one object (a kit Card with onPress). */
  renderCard: (item: T) => ReactNode;
  /** The name the search box matches (shown with more cards than a screenful). */
  nameOf: (item: T) => string;
  /** What the empty state says, e.g. 'No banners yet', and a hint. */
  emptyTitle: string;
  emptyHint?: string;
  /** The drawers (create form, details). */
  children?: ReactNode;
  /** What the header's count says, when the cards are not what a person counts (Rooms: rooms, not room types). @default the number of cards */
  count?: (items: T[]) => ReactNode;
}

export function ContentListPage<T extends { id: number }>({ title, addLabel, onAdd, list, renderCard, nameOf, emptyTitle, emptyHint, children, count }: ContentListPageProps<T>) {
  const { data, error, isFetching, refetch } = list;
  const [view, setView] = useCardView(title);
  let body: ReactNode;
  if (error && !isFetching) body = <QueryErrorCard error={error} onRetry={() => void refetch()} isRetrying={isFetching} headingLevel={2} />;
  // Placeholders in the cards' own shape while the list loads, so nothing jumps when it arrives.
  else if (!data) body = <CardGridSkeleton />;
  // An empty list's Add sits in the empty state, where the eye lands (issue 18); the header's gives way to it, so
  // the screen never has two buttons of one name.
  else if (data.length === 0) body = <EmptyState title={emptyTitle} description={emptyHint} action={<Button onPress={onAdd}>{addLabel}</Button>} />;
  else body = <CardBrowser aria-label={title} items={data} nameOf={nameOf} renderCard={renderCard} view={view} onViewChange={setView} />;
  return (
    <CardPage>
      <PageHeader title={title} count={data && count ? count(data) : data?.length} actions={data?.length === 0 ? undefined : <Button onPress={onAdd}>{addLabel}</Button>} />
      {body}
      {children}
    </CardPage>
  );
}

// The drawers' frame is its own module: table screens take it without the card grid's code.
export { LazyDrawers, type LazyDrawersProps } from './LazyDrawers';
