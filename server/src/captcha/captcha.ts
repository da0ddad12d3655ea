/** The captcha sign-up requires: ALTCHA (self-hosted proof of work) by default, or Google reCAPTCHA. */
import type { CaptchaConfig } from '@atoll/contract';

export interface CaptchaVerifier {
  /** What GET auth/captcha tells the client. */
  info(): CaptchaConfig;
  /** A fresh ALTCHA challenge; only the ALTCHA provider has one. */
  challenge?(): Promise<unknown>;
  /** Whether the client's captcha response is genuine (and not a replay). */
  verify(response: string, remoteIp?: string): Promise<boolean>;
}
