/**
 * A detail drawer while its object loads, or when loading it failed (with Retry).
 * Called as a function, not rendered as a component: the result is the same
 * `Drawer` element the loaded view returns, so React keeps one dialog from
 * loading to loaded. A fresh dialog would take focus again, even from a drawer
 * stacked above it (a reload at ?facility=1&menu=21&item=43 loads all three).
 */
import { useEffect, useState } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import { LAYOUT, MSG, type ApiError } from '@atoll/contract';
import { Drawer } from '@atoll/ui-kit';
import { PageLoading } from '#app/PageLoading.tsx';
import { QueryErrorCard } from '#app/QueryErrorCard.tsx';

export interface PendingDrawerProps {
  error: ApiError | SerializedError | undefined;
  isFetching: boolean;
  onRetry: () => void;
  onClose: () => void;
}

export function pendingDrawer({ error, isFetching, onRetry, onClose }: PendingDrawerProps) {
  return (
    <Drawer
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={error ? (error.name ?? 'Error') : MSG.loading}
      width={LAYOUT.drawerWidth}
    >
      {error ? <QueryErrorCard error={error} onRetry={onRetry} isRetrying={isFetching} /> : <PageLoading />}
    </Drawer>
  );
}

/**
 * Drawers stacked above a drawer mount only once it is on screen with its object:
 * a dialog mounted in the same commit as the one below would land under it and
 * lose the focus to it (a reload at ?facility=1&menu=21&item=43 opens all three).
 */
export function useStackReady(loaded: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (loaded) setReady(true);
  }, [loaded]);
  return ready && loaded;
}
