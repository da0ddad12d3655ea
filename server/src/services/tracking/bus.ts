/**
 * The live map's in-process event bus (GET tracking/stream), like the bookings' (services/bookings/events.ts):
 * each accepted ingest publishes the trackers it moved; each open stream hears its own company's.
 * One bus per database handle, i.e. per server instance; several processes do not share it (the console
 * then refreshes by polling the group).
 */
import type { Tracker } from '@atoll/contract';
import type { Db } from '../../db/client';

export interface TrackerListener {
  companyId: number;
  notify(trackers: Tracker[]): void;
}

export interface TrackerBus {
  publish(companyId: number, trackers: Tracker[]): void;
  /** Returns the unsubscribe. */
  subscribe(listener: TrackerListener): () => void;
  size(): number;
}

function createBus(): TrackerBus {
  const listeners = new Set<TrackerListener>();
  return {
    publish(companyId, list) {
      if (!list.length) return;
      for (const listener of listeners) if (listener.companyId === companyId) listener.notify(list);
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
    bus = createBus();
    buses.set(db, bus);
  }
  return bus;
}
