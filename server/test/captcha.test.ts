import { describe, expect, it } from 'vitest';
import { createRecaptcha, SITEVERIFY_URL } from '../src/captcha/recaptcha';

/** A stand-in for Google's siteverify: records what it was asked and answers as told. */
function fakeSiteverify(answer: { status?: number; body?: unknown; fail?: boolean }) {
  const calls: Array<{ url: string; form: URLSearchParams }> = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), form: new URLSearchParams(String(init?.body)) });
    if (answer.fail) throw new Error('network down');
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return { fetchImpl, calls };
}

const keys = { siteKey: 'site-key', secret: 'secret-key' };

describe('reCAPTCHA verifier', () => {
  it('tells the client its site key', () => {
    expect(createRecaptcha(keys).info()).toEqual({ provider: 'recaptcha', site_key: 'site-key' });
  });

  it('accepts what siteverify accepts, sending secret, response and the client IP', async () => {
    const fake = fakeSiteverify({ body: { success: true } });
    expect(await createRecaptcha(keys, fake.fetchImpl).verify('token-from-widget', '10.0.0.7')).toBe(true);
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0].url).toBe(SITEVERIFY_URL);
    expect(Object.fromEntries(fake.calls[0].form)).toEqual({ secret: 'secret-key', response: 'token-from-widget', remoteip: '10.0.0.7' });
  });

  it('rejects failures, HTTP errors, network errors and empty responses', async () => {
    expect(await createRecaptcha(keys, fakeSiteverify({ body: { success: false } }).fetchImpl).verify('t')).toBe(false);
    expect(await createRecaptcha(keys, fakeSiteverify({ body: { success: 'true' } }).fetchImpl).verify('t')).toBe(false);
    expect(await createRecaptcha(keys, fakeSiteverify({ status: 500, body: { success: true } }).fetchImpl).verify('t')).toBe(false);
    expect(await createRecaptcha(keys, fakeSiteverify({ fail: true }).fetchImpl).verify('t')).toBe(false);
    const fake = fakeSiteverify({ body: { success: true } });
    expect(await createRecaptcha(keys, fake.fetchImpl).verify('')).toBe(false);
    expect(fake.calls).toHaveLength(0);
  });
});
