/** The users group (spec sections 2, 3, 5, 7: /users): a staff user on the wire, its status texts, and the bodies and list query the calls take. */
import * as yup from 'yup';
import { DEFAULT_PAGE_SIZE, USER_ORDER_KEYS, parseOrderBy } from './api';
import { MIN_LENGTH, TEXT_MAX } from './constants';
import type { UiStatus } from './entities';
import type { PermissionsMap } from './permissions';
import { minText, REQUIRED, requiredText, upTo } from './schemas';

export interface User {
  id: number;
  name: string;
  /** Not editable after creation. */
  username: string;
  designation: string | null;
  email: string | null;
  mobile: string | null;
  /** 'active' once the user can log in; 'invited' until an e-mailed user activates. */
  status: 'active' | 'invited' | 'disabled';
  status_text: UiStatus;
  /** Owners' owner-level permissions cannot be edited. */
  is_owner: boolean;
  permissions: PermissionsMap;
  updated: string;
  created: string;
}

/** How each user status is shown: `User.status_text`. */
export const USER_STATUS_TEXT: Record<User['status'], UiStatus> = {
  active: { text: 'Active', color: 'green' },
  invited: { text: 'Invited', color: 'yellow' },
  disabled: { text: 'Disabled', color: 'grey' },
};

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
