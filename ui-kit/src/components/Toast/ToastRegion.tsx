import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { toastQueue } from './toastQueue';
import type { ToastRegionProps } from './toastTypes';

export type { ToastRegionProps } from './toastTypes';

const loadList = () => import('./ToastList');
const hasToasts = () => toastQueue.visibleToasts.length > 0;
const subscribe = (listener: () => void) => toastQueue.subscribe(listener);

/**
 * Renders the app's toasts (mount once, near the root). Raise toasts with `showToast`.
 *
 * React Aria's region renders nothing (no landmark) while there is no toast, so its code
 * (ToastList: the region, its landmark, the toasts) loads with the first toast instead of with
 * every page, and stays. Should it fail to load (offline), the toast is not shown and the next one
 * tries again: a failed toast must not take the app down with it.
 */
export function ToastRegion(props: ToastRegionProps) {
  const wanted = useSyncExternalStore(subscribe, hasToasts, hasToasts);
  const [List, setList] = useState<ComponentType<ToastRegionProps> | null>(null);
  useEffect(() => {
    if (!wanted || List) return undefined;
    let live = true;
    loadList().then(
      (module) => live && setList(() => module.default),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, List]);
  return List ? <List {...props} /> : null;
}
