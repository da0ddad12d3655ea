/**
 * The live queue's in-process event bus (slice 3, GET /bookings/stream): every booking change
 * (create, action, PATCH, assign, expiry) is published after its transaction commits; each open
 * stream hears the ids of its own company within its facility scope. One bus per database handle,
 * i.e. per server instance (tests start several servers in one process; each has its own).
 * Several server processes do not share a bus: their consoles fall back to polling.
 */
import { inScope, type FacilityScope } from '@atoll/contract/domain';
import type { Db } from '../../db/client';

/** One changed booking: whose it is and which facility's. */
export interface BookingChange {
  companyId: number;
  facilityId: number;
  id: number;
}

export interface BookingListener {
  companyId: number;
  scope: FacilityScope;
  /** Called with the changed ids the listener may read (never an empty list). */
  notify(ids: number[]): void;
}

export interface BookingBus {
  publish(changes: readonly BookingChange[]): void;
  /** Returns the unsubscribe. */
  subscribe(listener: BookingListener): () => void;
  /** Open streams (tests check that a closed one is gone). */
  size(): number;
}

function createBus(): BookingBus {
  const listeners = new Set<BookingListener>();
  return {
    publish(changes) {
      if (!changes.length) return;
      for (const listener of listeners) {
        const ids = [...new Set(changes.filter((c) => c.companyId === listener.companyId && inScope(listener.scope, c.facilityId)).map((c) => c.id))];
        if (ids.length) listener.notify(ids);
      }
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

const buses = new WeakMap<Db, BookingBus>();

/** The bus of the server instance using `db`. */
export function bookingBus(db: Db): BookingBus {
  let bus = buses.get(db);
  if (!bus) {
    bus = createBus();
    buses.set(db, bus);
  }
  return bus;
}
