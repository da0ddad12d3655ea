/**
 * "Something of this company may have changed" (issue 20, the TV display page's stream): published once,
 * generically, after every successful mutating request of a signed-in staff member (requireAuth in
 * http/auth.ts), so no route can be forgotten. It carries no detail: a listener (an open TV stream)
 * works out itself whether what it shows changed (the manifest's hash). It rides the cluster channel
 * (cluster/channel.ts, topic 'content'), so a change made through one server instance reaches the TVs
 * streaming from every instance; after the channel's gap every listener rechecks. One bus per database
 * handle, i.e. per server instance, like the bookings' and the trackers' buses.
 */
import { channelOf } from '../cluster/channel';
import type { Db } from '../db/client';

export interface ContentBus {
  publish(companyId: number): void;
  /** Returns the unsubscribe. */
  subscribe(companyId: number, notify: () => void): () => void;
  /** Listeners (tests check that a closed stream is gone). */
  size(): number;
}

function createBus(db: Db): ContentBus {
  const listeners = new Set<{ companyId: number; notify: () => void }>();
  const channel = channelOf(db);
  channel.subscribe('content', (payload) => {
    const { companyId } = payload as { companyId: number };
    for (const listener of listeners) if (listener.companyId === companyId) listener.notify();
  });
  channel.onGap(() => {
    for (const listener of [...listeners]) listener.notify();
  });
  return {
    publish(companyId) {
      channel.publish('content', { companyId });
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
    bus = createBus(db);
    buses.set(db, bus);
  }
  return bus;
}
