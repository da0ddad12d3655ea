/**
 * The login rules (section 5), free of yup so the login page can check them
 * without loading a validation library: each field is required and, for
 * company and username, not white space only. `loginSchema` is built from the
 * same table, so the server, the mocks and the page agree.
 */
import { BASIC_MSG } from './messages';

export interface LoginPayload {
  company: string;
  username: string;
  password: string;
  /** A solved challenge, sent only when the server asked for one (ADR 0032). */
  captcha?: string;
}

/** The login page's link to 'Forgot password?' (issue 18): here, so the lean page carries no reset code. */
export const FORGOT_PASSWORD_LINK = 'Forgot password?';
/** Where 'Forgot password?' leads, and where the e-mailed reset link opens (the server writes the link). */
export const FORGOT_PASSWORD_PATH = '/auth/forgot-password';
export const RESET_PASSWORD_PATH = '/auth/reset-password';

/**
 * What the login page shows above the form right after sign-up (?created=1, issue 18), under the spec's
 * 'Company Created' notice: what to do next.
 */
export const SIGNUP_NEXT_STEPS = {
  title: 'Your company is ready',
  intro: 'Your company domain and username are filled in below. Next:',
  steps: [
    'Log in with the password you chose.',
    'Home shows a setup checklist: your brand and logo, a first facility, rooms, bookings and your staff.',
    'Invite your staff in Admin › Users; each gets an e-mail to choose a password.',
  ],
} as const;

/** The fields a person types. */
export type LoginField = 'company' | 'username' | 'password';

export const LOGIN_RULES = {
  company: { message: BASIC_MSG.loginCompany, trim: true },
  username: { message: BASIC_MSG.loginUsername, trim: true },
  password: { message: BASIC_MSG.loginPassword, trim: false },
} as const satisfies Record<LoginField, { message: string; trim: boolean }>;

/** Per-field messages for what is missing; empty when the form may be sent. */
export function checkLogin(values: Partial<LoginPayload>): Partial<Record<LoginField, string>> {
  const errors: Partial<Record<LoginField, string>> = {};
  for (const [field, rule] of Object.entries(LOGIN_RULES) as [LoginField, (typeof LOGIN_RULES)[LoginField]][]) {
    const value = values[field] ?? '';
    if ((rule.trim ? value.trim() : value) === '') errors[field] = rule.message;
  }
  return errors;
}
