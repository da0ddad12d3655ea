/**
 * yup schemas of slice 1 with the specification's messages (section 5). The
 * console's forms, the mocks and the server validate with these same objects.
 */
import * as yup from 'yup';
import { MIN_LENGTH, PALETTE, PROPERTY_TYPES, ROOM_COUNT_BANDS } from './constants';
import { MSG } from './messages';
import { LOGIN_RULES } from './login';
import { DEFAULT_PAGE_SIZE, parseOrderBy } from './api';

const REQUIRED = MSG.fieldRequired;

/** Required text that is not only white space. */
const requiredText = (message: string = REQUIRED) => yup.string().trim(message).strict(false).required(message);
const minText = (min: number, label: string) =>
  requiredText().min(min, `${label} must be at least ${min} characters`);

export const loginSchema = yup.object({
  company: requiredText(LOGIN_RULES.company.message),
  username: requiredText(LOGIN_RULES.username.message),
  password: yup.string().required(LOGIN_RULES.password.message),
});

/** The domain: lowercase letters, digits, hyphens and underscores; min 3. */
export const DOMAIN_PATTERN = /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/;

export const signupCompanySchema = yup.object({
  type: yup.string().oneOf(PROPERTY_TYPES.map((t) => t.value), REQUIRED).required(REQUIRED),
  size: yup.string().oneOf([...ROOM_COUNT_BANDS], REQUIRED).required(REQUIRED),
  country3: requiredText().length(3, 'Choose a country from the list'),
  name: requiredText(),
  username: minText(MIN_LENGTH.domain, 'Company domain').matches(
    DOMAIN_PATTERN,
    'Use lowercase letters, digits and single hyphens only',
  ),
});
export type SignupCompany = yup.InferType<typeof signupCompanySchema>;

export const signupUserSchema = yup.object({
  name: minText(MIN_LENGTH.name, 'Name'),
  username: minText(MIN_LENGTH.username, 'Username'),
  password: minText(MIN_LENGTH.password, 'Password'),
  email: minText(MIN_LENGTH.email, 'E-mail').email('Enter a valid e-mail address'),
  mobile: minText(MIN_LENGTH.mobile, 'Mobile number'),
});
export type SignupUser = yup.InferType<typeof signupUserSchema>;

export const signupSchema = yup.object({
  company: signupCompanySchema.required(),
  user: signupUserSchema.required(),
  settings: yup
    .object({ currency_symbol: yup.string().optional(), timezone: yup.string().optional() })
    .optional(),
  captcha: yup.string().required(MSG.captchaNotCompleted),
});
export type SignupPayload = yup.InferType<typeof signupSchema>;

export const validateDomainSchema = yup.object({ username: signupCompanySchema.fields.username });

export const activationSchema = yup.object({
  token: yup.string().required(REQUIRED),
  password: minText(MIN_LENGTH.password, 'Password'),
});
export type ActivationPayload = yup.InferType<typeof activationSchema>;

export const AUTHENTICATIONS = ['password', 'email'] as const;
export type Authentication = (typeof AUTHENTICATIONS)[number];

/** Create a staff user: the admin sets a password, or the user gets an activation e-mail. */
export const userCreateSchema = yup.object({
  name: requiredText(),
  username: requiredText().min(MIN_LENGTH.username, `Username must be at least ${MIN_LENGTH.username} characters`),
  designation: requiredText(),
  authentication: yup.string().oneOf([...AUTHENTICATIONS]).required(REQUIRED),
  password: yup.string().when('authentication', {
    is: 'password',
    then: (s) => s.required(REQUIRED).min(MIN_LENGTH.password, `Password must be at least ${MIN_LENGTH.password} characters`),
    otherwise: (s) => s.optional(),
  }),
  email: yup.string().trim().email('Enter a valid e-mail address').when('authentication', {
    is: 'email',
    then: (s) => s.required(REQUIRED),
    otherwise: (s) => s.optional(),
  }),
  mobile: yup.string().trim().optional(),
});
export type UserCreatePayload = yup.InferType<typeof userCreateSchema>;

/** Username is not editable after creation, so it is not part of an update. */
export const userUpdateSchema = yup.object({
  name: requiredText(),
  designation: requiredText(),
  email: yup.string().trim().email('Enter a valid e-mail address').nullable().optional(),
  mobile: yup.string().trim().nullable().optional(),
  status: yup.string().oneOf(['active', 'disabled']).optional(),
});
export type UserUpdatePayload = yup.InferType<typeof userUpdateSchema>;

export const setPasswordSchema = yup.object({
  password: minText(MIN_LENGTH.password, 'Password'),
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
  property_name: requiredText(),
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

/** The columns GET users can sort by (`order_by=key:ASC|DESC`). */
export const USER_ORDER_KEYS = ['name', 'username', 'designation', 'status', 'updated'] as const;

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
