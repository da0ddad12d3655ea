/**
 * "Something of this company may have changed" (issue 20, the TV display page's stream): published once,
 * generically, after every successful mutating request of a signed-in staff member (requireAuth in
 * http/auth.ts), so no route can be forgotten. It carries no detail: a listener (an open TV stream)
 * works out itself whether what it shows changed (the manifest's hash). One bus per database handle, i.e.
 * per server instance, like the bookings' and the trackers' buses; several processes do not share it
 * (the TV's stream then catches up on its periodic recheck, and the page still polls).
 */
import type { Db } from '../db/client';

export interface ContentBus {
  publish(companyId: number): void;
  /** Returns the unsubscribe. */
  subscribe(companyId: number, notify: () => void): () => void;
  /** Listeners (tests check that a closed stream is gone). */
  size(): number;
}

function createBus(): ContentBus {
  const listeners = new Set<{ companyId: number; notify: () => void }>();
  return {
    publish(companyId) {
      for (const listener of listeners) if (listener.companyId === companyId) listener.notify();
    },
    subscribe(companyId, notify) {
      const listener = { companyId, notify };
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    size: () => listeners.size,
  };
}

const buses = new WeakMap<Db, ContentBus>();

export function contentBus(db: Db): ContentBus {
  let bus = buses.get(db);
  if (!bus) {
    bus = createBus();
    buses.set(db, bus);
  }
  return bus;
}
