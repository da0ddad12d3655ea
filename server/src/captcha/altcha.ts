/** ALTCHA v2: signed proof-of-work challenges, each redeemable once before it expires. */
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveHmacKeySecret } from 'altcha-lib/frameworks/shared';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { usedCaptchas } from '../db/schema';
import type { CaptchaVerifier } from './captcha';
import { API_BASE } from '@atoll/contract';

export interface AltchaOptions {
  hmacKey: string;
  /** PBKDF2 iterations per attempt. @default 1000 */
  cost?: number;
  /** The solver searches counters up to this value. @default 10000 */
  counterMax?: number;
  /** @default 10 minutes */
  ttlMs?: number;
}

interface AltchaPayload {
  challenge: Challenge;
  solution: Solution;
}

/** The widget submits base64(JSON {challenge, solution}). */
function parsePayload(response: string): AltchaPayload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(response, 'base64').toString('utf8'));
    if (!value || typeof value !== 'object') return null;
    const { challenge, solution } = value as Partial<AltchaPayload>;
    if (!challenge?.parameters || typeof challenge.parameters.nonce !== 'string' || !solution) return null;
    if (typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

export async function createAltcha(db: Db, options: AltchaOptions): Promise<CaptchaVerifier> {
  const cost = options.cost ?? 1_000;
  const counterMax = options.counterMax ?? 10_000;
  const ttlMs = options.ttlMs ?? 10 * 60 * 1000;
  const keySecret = await deriveHmacKeySecret(options.hmacKey);

  /** Records the challenge as used; false when it already was (a replay). */
  async function redeem(nonce: string, expiresAt: Date): Promise<boolean> {
    await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, new Date()));
    const inserted = await db
      .insert(usedCaptchas)
      .values({ id: nonce, expiresAt })
      .onConflictDoNothing()
      .returning({ id: usedCaptchas.id });
    return inserted.length === 1;
  }

  return {
    info: () => ({ provider: 'altcha', challenge_url: `${API_BASE}/auth/captcha/challenge` }),
    challenge: () =>
      createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost,
        counter: randomInt(counterMax, Math.max(1, Math.floor(counterMax / 2))),
        deriveKey,
        expiresAt: new Date(Date.now() + ttlMs),
        hmacSignatureSecret: options.hmacKey,
        hmacKeySignatureSecret: keySecret,
      }),
    async verify(response) {
      const payload = parsePayload(response);
      // Only signed challenges with an expiry are ours; anything else is forged.
      const expires = payload?.challenge.parameters.expiresAt;
      if (!payload || !payload.challenge.signature || typeof expires !== 'number') return false;
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: options.hmacKey,
          hmacKeySignatureSecret: keySecret,
        });
        if (!result.verified) return false;
      } catch {
        return false;
      }
      return redeem(payload.challenge.parameters.nonce, new Date(expires * 1000));
    },
  };
}

