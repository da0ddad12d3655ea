/**
 * The auth group (spec sections 2, 3, 5, 7: /auth, sign-up, activation, the login's company): the
 * company and the session as login and activation return them, and the bodies sign-up, activation and
 * login take. The login page's own lean checks are login.ts (no yup, ADR 0012).
 */
import * as yup from 'yup';
import { MIN_LENGTH, PROPERTY_TYPES, ROOM_COUNT_BANDS, TEXT_MAX, type PropertyType, type RoomCountBand } from './constants';
import { LOGIN_RULES } from './login';
import { MSG } from './messages';
import { minText, REQUIRED, requiredText, upTo } from './schemas';
import type { CompanySettings } from './settings';
import type { User } from './users';

export interface Company {
  id: number;
  name: string;
  /** The company domain, chosen at sign-up; it is what staff type as Company at login. */
  username: string;
  type: PropertyType;
  size: RoomCountBand;
  country3: string;
  /** Where guests find the property in the companion app: `${GUEST_APP_URL}/p/{domain}`. */
  qr_link: string;
  settings: CompanySettings;
}

export interface AuthToken {
  token: string;
  expires_at: string;
}

/** What login and activation return, and what the browser keeps. */
export interface AuthResponse {
  user: User;
  company: Company;
  auth_token: AuthToken;
}

export interface ActivationLookup {
  user: { username: string; name: string };
  company: { domain: string; name: string };
}

export const loginSchema = yup.object({
  company: upTo(requiredText(LOGIN_RULES.company.message), TEXT_MAX.domain),
  username: upTo(requiredText(LOGIN_RULES.username.message), TEXT_MAX.username),
  password: upTo(yup.string().required(LOGIN_RULES.password.message), TEXT_MAX.password),
  /** A solved challenge, needed only after many failed logins (ADR 0032). */
  captcha: upTo(yup.string().optional(), TEXT_MAX.token),
});

/** The domain: lowercase letters, digits, hyphens and underscores; min 3. */
export const DOMAIN_PATTERN = /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/;

export const signupCompanySchema = yup.object({
  type: yup.string().oneOf(PROPERTY_TYPES.map((t) => t.value), REQUIRED).required(REQUIRED),
  size: yup.string().oneOf([...ROOM_COUNT_BANDS], REQUIRED).required(REQUIRED),
  country3: requiredText().length(3, 'Choose a country from the list'),
  name: upTo(requiredText(), TEXT_MAX.name),
  username: upTo(minText(MIN_LENGTH.domain, 'Company domain'), TEXT_MAX.domain).matches(
    DOMAIN_PATTERN,
    'Use lowercase letters, digits and single hyphens only',
  ),
});
export type SignupCompany = yup.InferType<typeof signupCompanySchema>;

export const signupUserSchema = yup.object({
  name: upTo(minText(MIN_LENGTH.name, 'Name'), TEXT_MAX.name),
  username: upTo(minText(MIN_LENGTH.username, 'Username'), TEXT_MAX.username),
  password: upTo(minText(MIN_LENGTH.password, 'Password'), TEXT_MAX.password),
  email: upTo(minText(MIN_LENGTH.email, 'E-mail'), TEXT_MAX.email).email('Enter a valid e-mail address'),
  mobile: upTo(minText(MIN_LENGTH.mobile, 'Mobile number'), TEXT_MAX.mobile),
});
export type SignupUser = yup.InferType<typeof signupUserSchema>;

export const signupSchema = yup.object({
  company: signupCompanySchema.required(),
  user: signupUserSchema.required(),
  settings: yup
    .object({
      currency_symbol: upTo(yup.string(), TEXT_MAX.currencySymbol).optional(),
      timezone: upTo(yup.string(), TEXT_MAX.timezone).optional(),
    })
    .optional(),
  captcha: upTo(yup.string().required(MSG.captchaNotCompleted), TEXT_MAX.token),
});
export type SignupPayload = yup.InferType<typeof signupSchema>;

/** GET auth/captcha: which captcha the sign-up and login forms show (ALTCHA, self-hosted, by default; or reCAPTCHA). */
export type CaptchaConfig = { provider: 'altcha'; challenge_url: string } | { provider: 'recaptcha'; site_key: string };

/** POST auth/signup: the company and its owner as created; the owner activates the account from the e-mailed link. */
export interface SignupResult {
  company: { name: string; username: string };
  user: { username: string };
}

/** POST ui/validate-company-username: the username is free (a taken or invalid one is a 422). */
export interface DomainCheck {
  username: string;
  available: true;
}

export const validateDomainSchema = yup.object({ username: signupCompanySchema.fields.username });

export const activationSchema = yup.object({
  token: upTo(yup.string().required(REQUIRED), TEXT_MAX.token),
  password: upTo(minText(MIN_LENGTH.password, 'Password'), TEXT_MAX.password),
});
export type ActivationPayload = yup.InferType<typeof activationSchema>;
