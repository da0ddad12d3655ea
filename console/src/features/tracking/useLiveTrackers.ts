/**
 * The live map's feed: GET tracking/stream (server-sent events, read with fetch like the live queue in
 * app/liveBookings.ts, whose parser and timing this shares). Each 'trackers' event writes the moved
 * trackers into the open group's cached answer and appends their newest position to a cached trail, so
 * the pins move without a refetch. While the stream is down (the mocks answer 503) the group is refetched
 * every pollMs and the stream retried every retryMs, or after the delay the stream's last `retry:` field
 * asked for (the server sends one as it shuts down), by the live queue's rule (reconnectDelayMs): kept
 * between LIVE_QUEUE.minRetryHintMs and retryMs, for the one reconnection after its stream. `now` ticks
 * every TRACKER_STATUS_TICK_MS, so a tracker that stops posting turns 'offline' on screen by the
 * contract's rule without any event.
 */
import { useContext, useEffect, useState } from 'react';
import { API_BASE, CLIENT_ID, CLIENT_ID_HEADER, TRACKER_STATUS_TICK_MS, type TrackerStreamEvent } from '@atoll/contract';
import { useAppDispatch, useSession } from '#app/hooks.ts';
import { LiveQueueContext, readServerEvents, reconnectDelayMs } from '#app/liveBookings.ts';
import { trackingApi } from './api';

export const TRACKING_STREAM_PATH = `${API_BASE}/tracking/stream`;

function eventOf(data: string): TrackerStreamEvent | null {
  try {
    const parsed = JSON.parse(data) as TrackerStreamEvent;
    return Array.isArray(parsed.trackers) ? parsed : null;
  } catch {
    return null;
  }
}

/** Keeps group `groupId`'s trackers live while mounted; answers the clock their statuses are read at. */
export function useLiveTrackers(groupId: number): number {
  const { pollMs, retryMs = pollMs * 6 } = useContext(LiveQueueContext);
  const { token } = useSession();
  const dispatch = useAppDispatch();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), TRACKER_STATUS_TICK_MS);
    return () => clearInterval(tick);
  }, []);

  useEffect(() => {
    if (!token) return undefined;
    const abort = new AbortController();
    let poll: ReturnType<typeof setInterval> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const refetch = () => {
      dispatch(trackingApi.util.invalidateTags([{ type: 'TrackingGroup', id: groupId }]));
      setNow(Date.now());
    };
    const apply = ({ trackers }: TrackerStreamEvent) => {
      const mine = trackers.filter((t) => t.tracking_group_id === groupId);
      if (!mine.length) return;
      dispatch(
        trackingApi.util.updateQueryData('getTrackingGroup', groupId, (group) => {
          for (const moved of mine) {
            const index = group.trackers.findIndex((t) => t.id === moved.id);
            if (index >= 0) group.trackers[index] = moved;
          }
        }),
      );
      for (const moved of mine) {
        const position = moved.last_position;
        if (!position) continue;
        dispatch(
          trackingApi.util.updateQueryData('trackerTrail', moved.id, (trail) => {
            if (!trail.some((p) => p.recorded_at === position.recorded_at)) trail.push(position);
          }),
        );
      }
      setNow(Date.now());
    };
    const connect = async () => {
      /** The `retry:` hint of this connection's stream, for the next try only. */
      let hintMs: number | undefined;
      try {
        const response = await fetch(TRACKING_STREAM_PATH, {
          headers: { Authorization: `Bearer ${token}`, [CLIENT_ID_HEADER]: CLIENT_ID, Accept: 'text/event-stream' },
          signal: abort.signal,
          cache: 'no-store',
        });
        if (!response.ok || !response.body || !response.headers.get('content-type')?.includes('text/event-stream')) {
          throw new Error(`No tracking stream (${response.status})`);
        }
        clearInterval(poll);
        poll = undefined;
        await readServerEvents(
          response.body,
          (message) => {
            const event = message.event === 'trackers' ? eventOf(message.data) : null;
            if (event) apply(event);
          },
          (ms) => (hintMs = ms),
        );
        throw new Error('The tracking stream ended');
      } catch {
        if (abort.signal.aborted) return;
        poll ??= setInterval(refetch, pollMs);
        retry = setTimeout(() => void connect(), reconnectDelayMs(hintMs, retryMs));
      }
    };
    void connect();
    return () => {
      abort.abort();
      clearInterval(poll);
      clearTimeout(retry);
    };
  }, [token, groupId, pollMs, retryMs, dispatch]);

  return now;
}
