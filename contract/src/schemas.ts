/**
 * yup schemas of slice 1 with the specification's messages (section 5). The
 * console's forms, the mocks and the server validate with these same objects.
 */
import * as yup from 'yup';
import { MIN_LENGTH, PALETTE, PROPERTY_TYPES, ROOM_COUNT_BANDS, TEXT_MAX } from './constants';
import { MSG } from './messages';
import { LOGIN_RULES } from './login';
import { DEFAULT_PAGE_SIZE, USER_ORDER_KEYS, parseOrderBy } from './api';

const REQUIRED = MSG.fieldRequired;

/** Required text that is not only white space. */
const requiredText = (message: string = REQUIRED) => yup.string().trim(message).strict(false).required(message);
const minText = (min: number, label: string) =>
  requiredText().min(min, `${label} must be at least ${min} characters`);
/** Every string field has a longest value (TEXT_MAX): the message says it. */
const upTo = <S extends yup.StringSchema<string | null | undefined>>(schema: S, max: number): S => schema.max(max, MSG.tooLong(max)) as S;

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

export const validateDomainSchema = yup.object({ username: signupCompanySchema.fields.username });

export const activationSchema = yup.object({
  token: upTo(yup.string().required(REQUIRED), TEXT_MAX.token),
  password: upTo(minText(MIN_LENGTH.password, 'Password'), TEXT_MAX.password),
});
export type ActivationPayload = yup.InferType<typeof activationSchema>;

export const AUTHENTICATIONS = ['password', 'email'] as const;
export type Authentication = (typeof AUTHENTICATIONS)[number];

/** Create a staff user: the admin sets a password, or the user gets an activation e-mail. */
export const userCreateSchema = yup.object({
  name: upTo(requiredText(), TEXT_MAX.name),
  username: upTo(requiredText().min(MIN_LENGTH.username, `Username must be at least ${MIN_LENGTH.username} characters`), TEXT_MAX.username),
  designation: upTo(requiredText(), TEXT_MAX.name),
  authentication: yup.string().oneOf([...AUTHENTICATIONS]).required(REQUIRED),
  password: upTo(yup.string(), TEXT_MAX.password).when('authentication', {
    is: 'password',
    then: (s) => s.required(REQUIRED).min(MIN_LENGTH.password, `Password must be at least ${MIN_LENGTH.password} characters`),
    otherwise: (s) => s.optional(),
  }),
  email: upTo(yup.string().trim(), TEXT_MAX.email).email('Enter a valid e-mail address').when('authentication', {
    is: 'email',
    then: (s) => s.required(REQUIRED),
    otherwise: (s) => s.optional(),
  }),
  mobile: upTo(yup.string().trim(), TEXT_MAX.mobile).optional(),
});
export type UserCreatePayload = yup.InferType<typeof userCreateSchema>;

/** Username is not editable after creation, so it is not part of an update. */
export const userUpdateSchema = yup.object({
  name: upTo(requiredText(), TEXT_MAX.name),
  designation: upTo(requiredText(), TEXT_MAX.name),
  email: upTo(yup.string().trim(), TEXT_MAX.email).email('Enter a valid e-mail address').nullable().optional(),
  mobile: upTo(yup.string().trim(), TEXT_MAX.mobile).nullable().optional(),
  status: yup.string().oneOf(['active', 'disabled']).optional(),
});
export type UserUpdatePayload = yup.InferType<typeof userUpdateSchema>;

export const setPasswordSchema = yup.object({
  password: upTo(minText(MIN_LENGTH.password, 'Password'), TEXT_MAX.password),
});

/**
 * `permissions` is a free-form map, so it is a `mixed` checked to be a plain
 * object: a shapeless `yup.object()` would be emptied by `stripUnknown`.
 */
export const permissionsUpdateSchema = yup.object({
  user_id: yup.number().integer().required(REQUIRED),
  permissions: yup
    .mixed<Record<string, unknown>>()
    .required(REQUIRED)
    .test('plain-object', 'Permissions must be an object', (v) => v == null || (typeof v === 'object' && !Array.isArray(v))),
});

export const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;
export const settingsSchema = yup.object({
  property_name: upTo(requiredText(), TEXT_MAX.name),
  primary_color: yup
    .string()
    .required(REQUIRED)
    .matches(HEX_COLOR, 'Choose a colour from the palette')
    .test('palette', 'Choose a colour from the palette', (v) => !v || (PALETTE as readonly string[]).includes(v.toUpperCase())),
});
export type SettingsPayload = yup.InferType<typeof settingsSchema>;

/** Manual rooms: entered one per line, sent as a list of numbers. */
export const manualRoomsSchema = yup.object({
  numbers: yup.array(yup.string().trim().required().max(20, 'Room numbers have at most 20 characters')).required(REQUIRED),
});
export function parseRoomNumbers(text: string): string[] {
  return [...new Set(text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean))];
}

/**
 * Turns a yup ValidationError into per-field messages keyed by path (e.g.
 * 'user.email'), the `errors` of a VALIDATION_ERROR.
 */
export function toFieldErrors(error: yup.ValidationError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const items = error.inner.length ? error.inner : [error];
  for (const e of items) {
    const key = e.path ?? '_';
    (out[key] ??= []).push(e.message);
  }
  return out;
}

/** GET users query: page, limit (≤ 100), order_by, q_name, q_status. Invalid values answer 422. */
export const userListQuerySchema = yup.object({
  page: yup.number().typeError('Page must be a number').integer().min(1).default(1),
  limit: yup.number().typeError('Limit must be a number').integer().min(1).max(100).default(DEFAULT_PAGE_SIZE),
  order_by: yup
    .string()
    .test('order-key', `Order by one of: ${USER_ORDER_KEYS.join(', ')}`, (v) => {
      const key = parseOrderBy(v)?.key;
      return !v || (key !== undefined && (USER_ORDER_KEYS as readonly string[]).includes(key));
    }),
  q_name: yup.string().max(200),
  q_status: yup.string().oneOf(['active', 'invited', 'disabled']),
});
export type UserListQuery = yup.InferType<typeof userListQuerySchema>;
