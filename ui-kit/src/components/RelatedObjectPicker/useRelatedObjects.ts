import { useEffect, useRef, useState } from 'react';
import type { NamedOption } from '@atoll/contract';

export type RelatedObjectsState =
  | { status: 'idle'; options: readonly NamedOption[] }
  | { status: 'loading'; options: readonly NamedOption[] }
  | { status: 'error'; options: readonly NamedOption[] }
  | { status: 'ready'; options: readonly NamedOption[] };

const NONE: readonly NamedOption[] = [];

/**
 * Loads the objects of `type` whenever it changes (or on `retry`). The loader is read through a
 * ref: screens pass inline functions, which must not restart the request on every render, and
 * an answer for a type the user has already left is dropped.
 */
export function useRelatedObjects(type: string | null, loadObjects: (type: string) => Promise<NamedOption[]>) {
  const loader = useRef(loadObjects);
  useEffect(() => {
    loader.current = loadObjects;
  }, [loadObjects]);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RelatedObjectsState & { type: string | null }>({ status: 'idle', options: NONE, type: null });

  useEffect(() => {
    if (!type) return undefined;
    let current = true;
    setState({ status: 'loading', options: NONE, type });
    loader.current(type).then(
      (options) => current && setState({ status: 'ready', options, type }),
      () => current && setState({ status: 'error', options: NONE, type }),
    );
    return () => {
      current = false;
    };
  }, [type, attempt]);

  // Until the effect has run for a new type, report loading rather than the old type's list.
  const result: RelatedObjectsState =
    !type ? { status: 'idle', options: NONE } : state.type === type ? state : { status: 'loading', options: NONE };
  return { ...result, retry: () => setAttempt((n) => n + 1) };
}
