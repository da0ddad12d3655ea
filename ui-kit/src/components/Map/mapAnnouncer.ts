import { createContext, useContext } from 'react';

/**
 * How a piece inside a MapView says something to screen readers: through the map's one polite live
 * region, which exists before the first message (a region added with its text is not read).
 */
export const MapAnnouncerContext = createContext<(message: string) => void>(() => undefined);

export const useMapAnnouncer = () => useContext(MapAnnouncerContext);
