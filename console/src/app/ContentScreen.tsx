/**
 * The shape every hotel-content card-grid screen shares (banners, information,
 * quick actions, events, room types): a header with the Add button, the list's
 * loading / empty / failed (Retry) states around the cards (CardBrowser: search and
 * Grid / List, remembered per device, above a screenful), and the place of the
 * drawers, which load on first open (LazyDrawers; the drawers are ContentDrawers.tsx).
 */
import { Suspense, useEffect, type ReactNode } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import styled from 'styled-components';
import { LAYOUT, type ApiError } from '@atoll/contract';
import { Button, CardBrowser, CardGridSkeleton, CardPage, DrawerSkeleton, EmptyState, PageHeader, media } from '@atoll/ui-kit';
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

export interface LazyDrawersProps {
  /** Whether any of the screen's drawers is open (in the URL). */
  isOpen: boolean;
  /** Closes the drawer (the URL's close): Escape or a press outside while it loads. */
  onClose?: () => void;
  /** The screen's drawers, a `lazy()` component. */
  children: ReactNode;
}

// The drawer's place while its code loads: the kit drawer's backdrop and panel, drawn without the
// kit's Drawer (React Aria's modal, focus scope), whose code is what is loading.
const LoadingBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  display: flex;
  justify-content: flex-end;
  background: ${({ theme }) => theme.color.overlay};
`;

const LoadingPanel = styled.div`
  width: ${LAYOUT.drawerWidth}px;
  max-width: 100vw;
  height: 100%;
  padding: ${({ theme }) => `${theme.space.xl}`};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  ${media.belowPhone} {
    width: 100vw;
    padding: ${({ theme }) => theme.space.lg};
    box-shadow: none;
  }
`;

/**
 * A drawer-shaped DrawerSkeleton (a status region named 'Loading') while a screen's drawers load.
 * As with the drawer, Escape or a press outside the panel closes it.
 */
function DrawerLoading({ onClose }: { onClose?: () => void }) {
  useEffect(() => {
    if (!onClose) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  return (
    // The panel is not a dialog yet and takes no focus: Escape (above) is the keyboard's way out.
    <LoadingBackdrop onClick={(event) => event.target === event.currentTarget && onClose?.()}>
      <LoadingPanel>
        <DrawerSkeleton />
      </LoadingPanel>
    </LoadingBackdrop>
  );
}

/**
 * A screen's drawers and their forms as a chunk of their own, fetched on the first open instead of
 * with the list (docs/console.md, Performance; ADR 0034). Until it arrives the drawer's place shows
 * the kit's DrawerSkeleton; focus stays on what opened the drawer, so the drawer, once there, takes
 * it and returns it on close as before. A chunk that cannot be fetched throws to the route's error
 * card (Network Error, Retry).
 */
export function LazyDrawers({ isOpen, onClose, children }: LazyDrawersProps) {
  if (!isOpen) return null;
  return <Suspense fallback={<DrawerLoading onClose={onClose} />}>{children}</Suspense>;
}
