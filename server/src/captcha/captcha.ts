/** The captcha sign-up requires: ALTCHA (self-hosted proof of work) by default, or Google reCAPTCHA. */
export type CaptchaInfo = { provider: 'altcha'; challenge_url: string } | { provider: 'recaptcha'; site_key: string };

export interface CaptchaVerifier {
  /** What GET auth/captcha tells the client. */
  info(): CaptchaInfo;
  /** A fresh ALTCHA challenge; only the ALTCHA provider has one. */
  challenge?(): Promise<unknown>;
  /** Whether the client's captcha response is genuine (and not a replay). */
  verify(response: string, remoteIp?: string): Promise<boolean>;
}
