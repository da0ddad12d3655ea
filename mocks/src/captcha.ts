/**
 * The ALTCHA proof-of-work captcha of sign-up, for real: the challenge
 * endpoint signs a low-cost challenge with altcha-lib and sign-up verifies the
 * widget's payload (base64 JSON of `{challenge, solution}`). WebCrypto only,
 * so it runs in the browser's service worker context and in Node alike.
 */
import { createChallenge, solveChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { API_BASE } from '@atoll/contract';

/** Signs mock challenges; it protects nothing, the mock only has to behave like the server. */
const MOCK_HMAC_SECRET = 'atoll-mock-altcha-secret';
/** One SHA-256 round and a one-byte prefix: about 256 hashes to solve, instant everywhere. */
const MOCK_COST = 1;
const CHALLENGE_TTL_SECONDS = 10 * 60;

export const CAPTCHA_CHALLENGE_URL = `${API_BASE}/auth/captcha/challenge`;

export function createCaptchaChallenge(): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: MOCK_COST,
    keyPrefix: '00',
    deriveKey,
    hmacSignatureSecret: MOCK_HMAC_SECRET,
    expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS,
  });
}

function parsePayload(captcha: string): Payload | undefined {
  try {
    const parsed = JSON.parse(atob(captcha)) as Partial<Payload>;
    return parsed.challenge && parsed.solution ? (parsed as Payload) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `captcha` is a solved, signed, unexpired challenge; returns the nonce that must not be reused. */
export async function verifyCaptcha(captcha: string): Promise<{ verified: boolean; nonce?: string }> {
  const payload = parsePayload(captcha);
  if (!payload) return { verified: false };
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: MOCK_HMAC_SECRET,
    });
    return { verified: result.verified, nonce: payload.challenge.parameters.nonce };
  } catch {
    return { verified: false };
  }
}

/**
 * Solves a challenge the way the widget does and returns the payload sign-up
 * expects in `captcha`. For tests that drive sign-up without the widget.
 */
export async function solveCaptcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The mock ALTCHA challenge could not be solved');
  const { codeChallenge: _ignored, ...signed } = challenge;
  void _ignored;
  return btoa(JSON.stringify({ challenge: signed, solution }));
}
