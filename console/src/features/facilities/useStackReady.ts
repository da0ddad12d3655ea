import { useEffect, useState } from 'react';

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
