/** Google reCAPTCHA: the response token is checked with Google's siteverify endpoint. */
import type { CaptchaVerifier } from './captcha';

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export function createRecaptcha(
  keys: { siteKey: string; secret: string },
  fetchImpl: typeof fetch = fetch,
): CaptchaVerifier {
  return {
    info: () => ({ provider: 'recaptcha', site_key: keys.siteKey }),
    async verify(response, remoteIp) {
      if (!response) return false;
      const form = new URLSearchParams({ secret: keys.secret, response });
      if (remoteIp) form.set('remoteip', remoteIp);
      try {
        const res = await fetchImpl(SITEVERIFY_URL, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) return false;
        const result = (await res.json()) as { success?: unknown };
        return result.success === true;
      } catch {
        return false;
      }
    },
  };
}
