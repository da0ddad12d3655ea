/**
 * The live map's event bus (GET tracking/stream), like the bookings' (services/bookings/events.ts): each
 * accepted ingest publishes the trackers it moved; each open stream hears its own company's. It rides the
 * cluster channel (cluster/channel.ts, topic 'trackers'), so a position posted to one server instance reaches
 * the maps open on every instance. One bus per database handle, i.e. per server instance.
 */
import type { Tracker } from '@atoll/contract';
import { channelOf, chunks } from '../../cluster/channel';
import type { Db } from '../../db/client';

export interface TrackerListener {
  companyId: number;
  notify(trackers: Tracker[]): void;
  /** Called when positions may have been missed (the channel's gap): the stream ends, its client re-reads. */
  end?(): void;
}

export interface TrackerBus {
  publish(companyId: number, trackers: Tracker[]): void;
  /** Returns the unsubscribe. */
  subscribe(listener: TrackerListener): () => void;
  size(): number;
}

interface Wire {
  companyId: number;
  trackers: Tracker[];
}

function createBus(db: Db): TrackerBus {
  const listeners = new Set<TrackerListener>();
  const channel = channelOf(db);
  channel.subscribe('trackers', (payload) => {
    const { companyId, trackers } = payload as Wire;
    for (const listener of listeners) if (listener.companyId === companyId) listener.notify(trackers);
  });
  channel.onGap(() => {
    for (const listener of [...listeners]) listener.end?.();
  });
  return {
    publish(companyId, list) {
      if (!list.length) return;
      for (const trackers of chunks(list, (part) => ({ companyId, trackers: part }))) channel.publish('trackers', { companyId, trackers } satisfies Wire);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    size: () => listeners.size,
  };
}

const buses = new WeakMap<Db, TrackerBus>();

export function trackerBus(db: Db): TrackerBus {
  let bus = buses.get(db);
  if (!bus) {
    bus = createBus(db);
    buses.set(db, bus);
  }
  return bus;
}
