/**
 * Topic 'sessions' of the cluster channel (issue 22): a session or a user's standing changed, so whatever any
 * instance keeps in memory about it (a session or permission cache in http/auth.ts) must go at once.
 *
 * Published after commit by the routes that make the change: logout ({sessionId}); a user's password set by an
 * administrator or reset by e-mail, Set Active / Set Inactive, any PATCH of the user (status included), a change
 * of their permissions ({userId}). A cache of company rows can listen to topic 'content' instead, which
 * requireAuth publishes ({companyId}) after every successful mutating request of the company's staff.
 */
import type { Db } from '../db/client';
import { channelOf } from './channel';

export type SessionInvalidation = { sessionId: number } | { userId: number };

export const SESSIONS_TOPIC = 'sessions';

/** Tells every instance (this one included, at once) to forget what it holds about a session or a user. */
export function publishSessionInvalidation(db: Db, what: SessionInvalidation): void {
  channelOf(db).publish(SESSIONS_TOPIC, what);
}

/** Hears every instance's invalidations; also called with 'gap' when some may have been missed (drop everything). Answers the unsubscribe. */
export function onSessionInvalidation(db: Db, listener: (what: SessionInvalidation | 'gap') => void): () => void {
  const channel = channelOf(db);
  const offTopic = channel.subscribe(SESSIONS_TOPIC, (payload) => listener(payload as SessionInvalidation));
  const offGap = channel.onGap(() => listener('gap'));
  return () => {
    offTopic();
    offGap();
  };
}
