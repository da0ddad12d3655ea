/** Opaque bearer and activation tokens: random, handed out once, stored only as a SHA-256. */
import { createHash, randomBytes } from 'node:crypto';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const ACTIVATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
