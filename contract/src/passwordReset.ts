/**
 * 'Forgot password?' and 'Resend invite' (issue 18 item 10; not in the spec, which has only activation):
 * the bodies, the limits and the texts a person reads. The reset link is one-time and expiring like the
 * activation link; the forgot request answers the same whether or not the account exists, and is
 * throttled as login is (`passwordResetThrottleKeys` in the domain, ADR 0032).
 */
import * as yup from 'yup';
import { MIN_LENGTH, TEXT_MAX } from './constants';
import { FORGOT_PASSWORD_LINK, LOGIN_RULES } from './login';
import { minText, REQUIRED, requiredText, upTo } from './schemas';
import type { ActivationLookup } from './auth';

/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const PASSWORD_RESET_TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60 * 1000;

/** The shortest time between two invitation e-mails to one user (Resend invite). */
export const INVITE_RESEND_INTERVAL_SECONDS = 60;

/** Seconds before an invitation may be sent again, given when the last one was sent; 0 when it may now. */
export function inviteResendWaitSeconds(lastSentAt: number | undefined, now: number): number {
  if (lastSentAt === undefined) return 0;
  const wait = lastSentAt + INVITE_RESEND_INTERVAL_SECONDS * 1000 - now;
  return wait > 0 ? Math.ceil(wait / 1000) : 0;
}

/** The sign-up, activation and reset password rule, as help text shown before any error. */
export const PASSWORD_RULE_TEXT = `At least ${MIN_LENGTH.password} characters`;

export const PASSWORD_RESET_TEXT = {
  forgotLink: FORGOT_PASSWORD_LINK,
  forgotTitle: 'Reset Password',
  forgotIntro: 'Enter your company and your username or e-mail. If your account has an e-mail address, we send it a link to choose a new password.',
  identifierLabel: 'Username or e-mail',
  sendLink: 'Send Reset Link',
  /** The one answer to every forgot request, so nobody learns whether an account exists. */
  linkSent: `If that account exists and has an e-mail address, a reset link is on its way. It works for ${PASSWORD_RESET_TTL_MINUTES} minutes and once.`,
  noEmail: 'No e-mail on your account? Ask your company administrator to set a new password for you.',
  backToLogin: 'Back to Login',
  resetTitle: 'Choose a New Password',
  resetButton: 'Set New Password',
  /** Toast after a reset: every other device was signed out. */
  resetDone: 'Password reset',
  resetDoneDetail: 'You are logged in. Every other device was signed out.',
  /** 422 on `captcha` when a forgot request must bring a solved challenge (as login, ADR 0032). */
  challenge: 'Too many reset requests: please complete the captcha, then send again',
  linkInvalid: 'This reset link has expired or was already used.',
  requestNewLink: 'Request a new link',
  resendInvite: 'Resend invite',
  inviteSent: (email: string) => `Invitation sent again to ${email}`,
  /** 422 on POST users/{id}/invite for a user who is not waiting for an invitation. */
  notInvited: 'Only an invited user with an e-mail address can be sent the invitation again',
} as const;

/** POST auth/password/forgot: the company and the username or e-mail, as a login names a user. */
export const passwordForgotSchema = yup.object({
  company: upTo(requiredText(LOGIN_RULES.company.message), TEXT_MAX.domain),
  username: upTo(requiredText(REQUIRED), TEXT_MAX.email),
  /** A solved challenge, needed only after many requests for this account or from this address. */
  captcha: upTo(yup.string().optional(), TEXT_MAX.token),
});
export type PasswordForgotPayload = yup.InferType<typeof passwordForgotSchema>;

/** POST auth/password/reset: the token from the e-mail and the new password (the sign-up rule). */
export const passwordResetSchema = yup.object({
  token: upTo(yup.string().required(REQUIRED), TEXT_MAX.token),
  password: upTo(minText(MIN_LENGTH.password, 'Password'), TEXT_MAX.password),
});
export type PasswordResetPayload = yup.InferType<typeof passwordResetSchema>;

/** GET auth/password/reset?token=: whose password the link resets (what an activation link's lookup says too). */
export type PasswordResetLookup = ActivationLookup;
