/**
 * The cross-instance notification channel (issue 22, ADR 0053): "something happened" messages that every server
 * process on one database hears — the live streams' buses (bookings, trackers, TV content) and cache
 * invalidations (sessions) go through it.
 *
 *     import { channelOf } from '../cluster/channel';
 *     const off = channelOf(db).subscribe('sessions', (payload) => …);   // every instance's publishes, this one's too
 *     channelOf(db).publish('sessions', { userId: 7 });                 // after the change has committed
 *
 * - `publish(topic, payload)` delivers to this process's subscribers at once (synchronously, as the in-process
 *   buses always did) and, on PostgreSQL, to every other process through `NOTIFY atoll` (pg_notify from the pool,
 *   batched: the messages published while one NOTIFY is under way go out together in the next, in order).
 *   Publish only after the change has committed, so a listener that reads finds it.
 * - A payload is JSON; the whole message must stay under PostgreSQL's 8,000-byte NOTIFY limit: send ids, not
 *   rows (`chunks` splits a list). A message too large is delivered here and dropped elsewhere (logged).
 * - Delivery is at most once: a message sent while an instance's LISTEN connection is down is lost to it. When the
 *   connection comes back the channel calls every `onGap` listener, which must assume anything changed (the buses
 *   end their streams so clients reconnect and re-read; a cache drops everything).
 * - With PGlite (one process) or without a channel opened (tests' servers) it is in-process only.
 *
 * One channel per database handle (`channelOf(db)`), like the buses: tests run several servers in one process.
 * main.ts opens the PostgreSQL one with `openChannel` and closes it on stop.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Logger } from '../http/errors';

/** The PostgreSQL channel name every instance LISTENs on (NOTIFY is per database, so one name is enough). */
export const CHANNEL_NAME = 'atoll';
/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more; the envelope's own bytes fit in the margin. */
export const MAX_MESSAGE_BYTES = 7_900;
/** The LISTEN connection's application_name (pg_stat_activity; tests find it there). */
export const LISTEN_APPLICATION_NAME = 'atoll-listen';

/** Topics in use (a subscriber of another topic hears nothing; a string is accepted for new ones). */
export type Topic = 'bookings' | 'trackers' | 'content' | 'sessions' | (string & {});

export interface Channel {
  /** Sends `payload` (JSON) to every subscriber of `topic` on every instance, this one first and at once. */
  publish(topic: Topic, payload: unknown): void;
  /** Hears `topic` from every instance; answers the unsubscribe. */
  subscribe(topic: Topic, listener: (payload: unknown) => void): () => void;
  /** Hears that messages may have been missed (the LISTEN connection was lost and is back); answers the unsubscribe. */
  onGap(listener: () => void): () => void;
  /** Waits for the NOTIFYs under way and ends the LISTEN connection (main.ts, on stop). */
  close(): Promise<void>;
}

/** This process, as the other instances see it (the origin of its messages). */
export const INSTANCE_ID = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

interface Envelope {
  /** Origin: the publishing channel (it has delivered the message to its own subscribers already). */
  o: string;
  t: string;
  p: unknown;
}

/** The subscribers of one process and the delivery to them; a listener that throws does not stop the others. */
function localHub(logger?: Logger) {
  const topics = new Map<string, Set<(payload: unknown) => void>>();
  const gaps = new Set<() => void>();
  const safely = (call: () => void) => {
    try {
      call();
    } catch (error) {
      logger?.error('A channel listener failed', { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  };
  return {
    deliver(topic: string, payload: unknown) {
      for (const listener of [...(topics.get(topic) ?? [])]) safely(() => listener(payload));
    },
    gap() {
      for (const listener of [...gaps]) safely(listener);
    },
    subscribe(topic: string, listener: (payload: unknown) => void) {
      let set = topics.get(topic);
      if (!set) topics.set(topic, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    onGap(listener: () => void) {
      gaps.add(listener);
      return () => {
        gaps.delete(listener);
      };
    },
  };
}

/** The in-process channel: PGlite's one process, and every server that opened no PostgreSQL channel. */
export function localChannel(): Channel {
  const hub = localHub();
  return {
    publish: (topic, payload) => hub.deliver(topic, payload),
    subscribe: hub.subscribe,
    onGap: hub.onGap,
    close: async () => {},
  };
}

let channelsOpened = 0;

export interface PostgresChannelOptions {
  /** The database's URL: the LISTEN connection is its own client, outside the pool. */
  url: string;
  /** The pool NOTIFY goes through. */
  db: Db;
  logger: Logger;
  /** First wait before reconnecting a lost LISTEN connection; doubles up to 5 s. @default 200 */
  reconnectMs?: number;
}

/**
 * The PostgreSQL channel: one dedicated LISTEN connection per process (reconnecting with backoff when lost) and
 * NOTIFY through the pool. Resolves once LISTEN is in place, so a message published after is heard here.
 */
export async function postgresChannel(options: PostgresChannelOptions): Promise<Channel> {
  const { db, logger } = options;
  const hub = localHub(logger);
  // Per channel, not per process: tests run several servers (each its own channel) in one process.
  const origin = `${INSTANCE_ID}/${(channelsOpened += 1)}`;
  const firstWait = options.reconnectMs ?? 200;
  let closed = false;
  let listener: pg.Client | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let wait = firstWait;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== CHANNEL_NAME || !message.payload) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message.payload) as Envelope;
    } catch {
      return;
    }
    if (envelope.o === origin) return; // delivered here when it was published
    hub.deliver(envelope.t, envelope.p);
  };

  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: options.url, application_name: LISTEN_APPLICATION_NAME });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (listener === client) listener = undefined;
      client.removeAllListeners('notification');
      void client.end().catch(() => {});
      if (closed) return;
      logger.error('Cluster channel: the LISTEN connection was lost; reconnecting', { error: error?.message ?? 'ended' });
      scheduleReconnect();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', onNotification);
    await client.connect();
    await client.query(`LISTEN ${CHANNEL_NAME}`);
    if (closed) {
      await client.end();
      return;
    }
    listener = client;
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      listen()
        .then(() => {
          wait = firstWait;
          if (!closed) {
            logger.info('Cluster channel: listening again; streams re-read what they show');
            hub.gap();
          }
        })
        .catch((error: unknown) => {
          logger.error('Cluster channel: reconnecting failed', { error: error instanceof Error ? error.message : String(error) });
          wait = Math.min(wait * 2, 5_000);
          scheduleReconnect();
        });
    }, wait);
    retryTimer.unref();
  };

  await listen();

  // NOTIFY: one statement at a time, carrying every message published meanwhile, in order.
  let queue: string[] = [];
  let sending: Promise<void> | undefined;
  const flush = () => {
    if (sending || queue.length === 0) return;
    const batch = queue;
    queue = [];
    sending = db
      .execute(sql`select pg_notify(${CHANNEL_NAME}, m) from json_array_elements_text(${JSON.stringify(batch)}::json) with ordinality as u(m, n) order by n`)
      .then(
        () => undefined,
        (error: unknown) => {
          // Lost to the other instances (their streams' clients catch up by their own rechecks).
          logger.error('Cluster channel: NOTIFY failed', { error: error instanceof Error ? error.message : String(error), messages: batch.length });
        },
      )
      .finally(() => {
        sending = undefined;
        flush();
      });
  };

  return {
    publish(topic, payload) {
      hub.deliver(topic, payload);
      if (closed) return;
      const text = JSON.stringify({ o: origin, t: topic, p: payload } satisfies Envelope);
      if (Buffer.byteLength(text) > MAX_MESSAGE_BYTES) {
        logger.error('Cluster channel: message too large for NOTIFY; delivered on this instance only', { topic, bytes: Buffer.byteLength(text) });
        return;
      }
      queue.push(text);
      flush();
    },
    subscribe: hub.subscribe,
    onGap: hub.onGap,
    async close() {
      while (sending) await sending;
      closed = true;
      clearTimeout(retryTimer);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
    },
  };
}

/**
 * Splits `items` into consecutive lists whose `wrap(list)` stays within a message (a single item too large
 * for any message still gets a list of its own: delivered here, logged and dropped elsewhere).
 */
export function chunks<T>(items: readonly T[], wrap: (list: T[]) => unknown, maxBytes: number = MAX_MESSAGE_BYTES - 200): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  let size = Buffer.byteLength(JSON.stringify(wrap([])));
  for (const item of items) {
    const bytes = Buffer.byteLength(JSON.stringify(item)) + 1;
    if (current.length > 0 && size + bytes > maxBytes) {
      out.push(current);
      current = [];
      size = Buffer.byteLength(JSON.stringify(wrap([])));
    }
    current.push(item);
    size += bytes;
  }
  if (current.length > 0) out.push(current);
  return out;
}

const channels = new WeakMap<Db, Channel>();

/** The channel of the server instance using `db`: the one `openChannel` set, else an in-process one. */
export function channelOf(db: Db): Channel {
  let channel = channels.get(db);
  if (!channel) {
    channel = localChannel();
    channels.set(db, channel);
  }
  return channel;
}

/**
 * Opens this process's channel for `db` (main.ts): over PostgreSQL LISTEN/NOTIFY when `databaseUrl` is set,
 * in-process otherwise. Call before anything subscribes (streams subscribe per request, so before serving).
 */
export async function openChannel(db: Db, options: { databaseUrl?: string; logger: Logger }): Promise<Channel> {
  // The buses subscribe to the channel they find when first used: a later one would leave them deaf.
  if (channels.has(db)) throw new Error('openChannel: this database already has a channel (open it before serving)');
  const channel = options.databaseUrl ? await postgresChannel({ url: options.databaseUrl, db, logger: options.logger }) : localChannel();
  channels.set(db, channel);
  return channel;
}
