import { createContext, useContext, type ReactNode } from 'react';

const FallbackContext = createContext<string | null>(null);

export interface CardCoverFallbackProps {
  /** The image cards without a cover show (the property's Default Image); null for the placeholder. */
  image: string | null | undefined;
  children: ReactNode;
}

/**
 * Gives every Card below it the image to show when it has no cover of its own. The console sets it
 * once from the company settings, so a screen need not pass the Default Image to each card.
 */
export function CardCoverFallback({ image, children }: CardCoverFallbackProps) {
  return <FallbackContext.Provider value={image ?? null}>{children}</FallbackContext.Provider>;
}

export const useCardCoverFallback = () => useContext(FallbackContext);
