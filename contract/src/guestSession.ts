/**
 * Guest identification for the guest web app (issue 21; ADR 0051): `POST guest-app/{domain}/session
 * {room, last_name}` checked against the property's in-house guests, throttled like staff login (ADR 0032),
 * answering a short-lived guest token; `GET guest-app/{domain}/session` (Authorization: Bearer <guest token>)
 * answers who it is while the stay lasts. The token opens nothing of staff: only guest-app calls read it.
 */
import * as yup from 'yup';
import { MSG } from './messages';

/** How long a guest token lasts; the app asks for room and last name again after it. */
export const GUEST_SESSION_TTL_MINUTES = 120;

export const GUEST_SESSION_TEXT = {
  /** One message whatever was wrong (the room, the name, not in house), as login's. */
  notFound: 'No guest staying in that room has this last name',
} as const;

export const guestSessionSchema = yup.object({
  room: yup.string().trim().required(MSG.fieldRequired).max(40, MSG.tooLong(40)),
  last_name: yup.string().trim().required(MSG.fieldRequired).max(100, MSG.tooLong(100)),
  /** A solved proof-of-work challenge, needed after many failures (as at login). */
  captcha: yup.string().optional(),
});
export type GuestSessionPayload = yup.InferType<typeof guestSessionSchema>;

/** What POST and GET guest-app/{domain}/session answer: nothing but what the guest told and their first name. */
export interface GuestSession {
  token: string;
  expires_at: string;
  guest: { first_name: string; room: string };
}

/** GET guest-app/{domain}/session: the token's guest, while the token lasts and the guest is in house. */
export type GuestSessionInfo = Omit<GuestSession, 'token'>;
