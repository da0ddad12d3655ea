/**
 * Solves the server's ALTCHA proof of work outside a browser, for companies a
 * walk signs up through the API. The payload is what the widget submits:
 * base64(JSON {challenge, solution}).
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export async function solveAltcha(challenge: unknown): Promise<string> {
  const typed = challenge as Challenge;
  const solution = await solveChallenge({ challenge: typed, deriveKey, timeout: 120_000 });
  if (!solution) throw new Error('Could not solve the ALTCHA challenge in time');
  return Buffer.from(JSON.stringify({ challenge: typed, solution })).toString('base64');
}
