/**
 * The shape every hotel-content card-grid screen shares (banners, information,
 * quick actions, events, room types): a header with the Add button, the list's
 * loading / empty / failed (Retry) states around a CardGrid, and the drawers —
 * the create form, a detail drawer while it loads or failed, and the details
 * with their tabs and Delete (confirmed with the spec's texts).
 */
import type { ReactNode } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import { LAYOUT, MSG, type ApiError } from '@atoll/contract';
import { Button, CardGrid, CardGridSkeleton, Drawer, DrawerSkeleton, EmptyState, PageHeader, type DrawerProps } from '@atoll/ui-kit';
import { QueryErrorCard } from './QueryErrorCard';

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
  /** What the empty state says, e.g. 'No banners yet', and a hint. */
  emptyTitle: string;
  emptyHint?: string;
  /** The drawers (create form, details). */
  children?: ReactNode;
}

export function ContentListPage<T extends { id: number }>({ title, addLabel, onAdd, list, renderCard, emptyTitle, emptyHint, children }: ContentListPageProps<T>) {
  const { data, error, isFetching, refetch } = list;
  let body: ReactNode;
  if (error && !isFetching) body = <QueryErrorCard error={error} onRetry={() => void refetch()} isRetrying={isFetching} headingLevel={2} />;
  // Placeholders in the cards' own shape while the list loads, so nothing jumps when it arrives.
  else if (!data) body = <CardGridSkeleton />;
  // The header's Add button is the empty state's action: one button, right above it.
  else if (data.length === 0) body = <EmptyState title={emptyTitle} description={emptyHint} />;
  else body = <CardGrid aria-label={title}>{data.map((item) => renderCard(item))}</CardGrid>;
  return (
    <>
      <PageHeader title={title} count={data?.length} actions={<Button onPress={onAdd}>{addLabel}</Button>} />
      {body}
      {children}
    </>
  );
}

export interface PendingDrawerProps {
  error: ApiError | SerializedError | undefined;
  isFetching: boolean;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * A detail drawer while its object loads, or when loading it failed (with Retry).
 * `pendingDrawer(props)` returns the bare `Drawer` element: a screen whose loaded
 * view is a `Drawer` too (Facilities) calls it as a function, so React keeps one
 * dialog from loading to loaded — a fresh dialog would take focus again, even from
 * a drawer stacked above it (a reload at ?facility=1&menu=21&item=43 loads all three).
 */
export function pendingDrawer({ error, isFetching, onRetry, onClose }: PendingDrawerProps) {
  return (
    <Drawer isOpen onOpenChange={(open) => !open && onClose()} title={error ? (error.name ?? 'Error') : MSG.loading} width={LAYOUT.drawerWidth}>
      {error ? <QueryErrorCard error={error} onRetry={onRetry} isRetrying={isFetching} /> : <DrawerSkeleton />}
    </Drawer>
  );
}

/** The same drawer as a component, for screens whose loaded view is a DetailDrawer. */
export function PendingDrawer(props: PendingDrawerProps) {
  return pendingDrawer(props);
}

/** The create drawer: titled with the Add label, the create form inside. */
export function CreateDrawer({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer isOpen onOpenChange={(open) => !open && onClose()} title={title} width={LAYOUT.drawerWidth}>
      {children}
    </Drawer>
  );
}

export type DetailDrawerProps = Omit<DrawerProps, 'isOpen' | 'onOpenChange' | 'width' | 'onDelete'> & {
  onClose: () => void;
  /** Deletes the object (resolves when done); the drawer then closes. */
  onDelete: () => Promise<unknown>;
};

/** An object's drawer: its tabs, Delete (confirmed), closed after a delete. */
export function DetailDrawer({ onClose, onDelete, ...props }: DetailDrawerProps) {
  return (
    <Drawer
      {...props}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      width={LAYOUT.drawerWidth}
      onDelete={async () => {
        await onDelete();
        onClose();
      }}
    />
  );
}
