/**
 * The Requests screen's view of the live queue. The stream itself is the Shell's, one per app for a user
 * with a request permission (app/liveBookings.ts, issue 18): the lists refetch through the Booking tags it
 * invalidates, so this hook opens nothing; it only lets a screen hear of each refresh.
 */
import { useContext, useEffect, useRef } from 'react';
import { LiveBookingsContext } from '#app/liveBookings.ts';

export { BOOKINGS_STREAM_PATH, LiveQueueContext, parseServerEvent, type LiveQueueSettings } from '#app/liveBookings.ts';

/** `onChange` hears of every refresh (a stream event with the changed ids, or a poll with none). */
export function useLiveBookings(onChange?: (ids: number[]) => void): void {
  const hub = useContext(LiveBookingsContext);
  const listener = useRef(onChange);
  useEffect(() => {
    listener.current = onChange;
  }, [onChange]);
  useEffect(() => hub?.subscribe((ids) => listener.current?.(ids)), [hub]);
}
