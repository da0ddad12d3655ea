/**
 * The sign-up wizard's data (spec sections 2, 5, 9): the form's values, the
 * step each field belongs to, and the payload POST auth/signup receives.
 */
import {
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  DEFAULT_TIMEZONE,
  mobileWithPrefix,
  signupSchema,
  type PropertyType,
  type RoomCountBand,
  type SignupPayload,
} from '@atoll/contract';
import type { FormProps } from '@atoll/ui-kit';

export interface SignupValues {
  /** type and size start empty: nothing is chosen until the user picks. */
  company: { type: PropertyType | ''; size: RoomCountBand | ''; country3: string; name: string; username: string };
  user: { name: string; username: string; password: string; email: string; mobile: string };
  captcha: string;
}

export const STEPS = ['Company', 'User', 'Finish'] as const;
export type StepIndex = 0 | 1 | 2;
export const LAST_STEP: StepIndex = 2;

export const INITIAL_VALUES: SignupValues = {
  company: { type: '', size: '', country3: DEFAULT_COUNTRY, name: '', username: '' },
  user: { name: '', username: '', password: '', email: '', mobile: '' },
  captcha: '',
};

type StepSchema = FormProps<SignupValues>['schema'];
/**
 * What Next validates on each step: the contract's sign-up schema, one part per step; Finish checks the
 * captcha itself (its message is a notice). `pick` keeps yup's precise generics, which the kit's
 * AnyObjectSchema prop does not accept structurally, hence the widening.
 */
export const STEP_SCHEMAS: readonly StepSchema[] = [
  signupSchema.pick(['company']) as unknown as StepSchema,
  signupSchema.pick(['user']) as unknown as StepSchema,
  undefined,
];

/** Called after the steps validated, so type and size are chosen. */
export function toSignupPayload(values: SignupValues): SignupPayload {
  const { type, size, country3, name, username } = values.company;
  return {
    company: { type: type as PropertyType, size: size as RoomCountBand, country3, name: name.trim(), username: username.trim() },
    user: { ...values.user, mobile: mobileWithPrefix(values.user.mobile, values.company.country3) },
    settings: { currency_symbol: DEFAULT_CURRENCY, timezone: DEFAULT_TIMEZONE },
    captcha: values.captcha,
  };
}

/** The earliest step showing one of these error paths ('company.name' → 0, 'user.email' → 1). */
export function stepOfErrors(paths: string[]): StepIndex {
  if (paths.some((p) => p.startsWith('company.'))) return 0;
  if (paths.some((p) => p.startsWith('user.'))) return 1;
  return LAST_STEP;
}
