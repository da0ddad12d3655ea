/**
 * The drawers every hotel-content screen shares: the create form's drawer, a detail drawer while its
 * object loads or failed (Retry), and the details with their tabs and Delete (confirmed with the
 * spec's texts). Imported by the screens' drawer modules only, which load on first open
 * (LazyDrawers in ContentScreen.tsx), so the kit's Drawer is not part of a list's first load.
 */
import type { ReactNode } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import { LAYOUT, MSG, type ApiError } from '@atoll/contract';
import { Drawer, DrawerSkeleton, type DrawerProps } from '@atoll/ui-kit';
import { QueryErrorCard } from './QueryErrorCard';

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
