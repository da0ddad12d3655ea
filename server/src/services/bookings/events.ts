/**
 * The live queue's event bus (slice 3, GET /bookings/stream): every booking change (create, action, PATCH,
 * assign, expiry) is published after its transaction commits; each open stream hears the ids of its own
 * company within its facility scope. The bus rides the cluster channel (cluster/channel.ts, topic 'bookings'):
 * a change published on one server instance reaches the streams held on every instance (issue 22). One bus per
 * database handle, i.e. per server instance (tests start several servers in one process; each has its own).
 */
import { inScope, type FacilityScope } from '@atoll/contract/domain';
import { channelOf, chunks } from '../../cluster/channel';
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
  /** Called when changes may have been missed (the channel's gap): the stream ends, its client re-reads. */
  end?(): void;
}

export interface BookingBus {
  publish(changes: readonly BookingChange[]): void;
  /** Returns the unsubscribe. */
  subscribe(listener: BookingListener): () => void;
  /** Open streams (tests check that a closed one is gone). */
  size(): number;
}

/** On the channel: [companyId, facilityId, id] triples, a few hundred per message at most. */
type Wire = [number, number, number][];

function createBus(db: Db): BookingBus {
  const listeners = new Set<BookingListener>();
  const channel = channelOf(db);
  const deliver = (changes: readonly BookingChange[]) => {
    for (const listener of listeners) {
      const ids = [...new Set(changes.filter((c) => c.companyId === listener.companyId && inScope(listener.scope, c.facilityId)).map((c) => c.id))];
      if (ids.length) listener.notify(ids);
    }
  };
  channel.subscribe('bookings', (payload) => deliver((payload as Wire).map(([companyId, facilityId, id]) => ({ companyId, facilityId, id }))));
  channel.onGap(() => {
    for (const listener of [...listeners]) listener.end?.();
  });
  return {
    publish(changes) {
      if (!changes.length) return;
      const wire: Wire = changes.map((c) => [c.companyId, c.facilityId, c.id]);
      for (const part of chunks(wire, (list) => list)) channel.publish('bookings', part);
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
    bus = createBus(db);
    buses.set(db, bus);
  }
  return bus;
}
