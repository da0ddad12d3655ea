/**
 * Which view (Grid or List) a card screen shows, remembered on this device per screen (issue 18): in
 * localStorage under 'atoll.cardView.<screen>', grid when nothing is stored or storage is off.
 */
import { useCallback, useState } from 'react';
import { CARD_VIEWS, type CardView } from '@atoll/contract';

export const cardViewStorageKey = (screen: string) => `atoll.cardView.${screen}`;

function storedView(screen: string): CardView {
  try {
    const value = localStorage.getItem(cardViewStorageKey(screen));
    return CARD_VIEWS.find((view) => view === value) ?? 'grid';
  } catch {
    return 'grid';
  }
}

/** The screen's view and its setter, which remembers the choice. */
export function useCardView(screen: string): [CardView, (view: CardView) => void] {
  const [view, setView] = useState<CardView>(() => storedView(screen));
  const choose = useCallback(
    (next: CardView) => {
      setView(next);
      try {
        localStorage.setItem(cardViewStorageKey(screen), next);
      } catch {
        // Not remembered; the view still changes.
      }
    },
    [screen],
  );
  return [view, choose];
}
