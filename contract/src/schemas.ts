/**
 * What every group's yup schemas share: the required-text and length builders with the specification's
 * messages (section 5), and the VALIDATION_ERROR body's field errors. The groups' schemas live with
 * their group: auth.ts, users.ts, settings.ts, facilities.ts, bookings/, guests.ts, …
 */
import * as yup from 'yup';
import { REQUIRED } from './contentFields';
import { MSG } from './messages';

export { REQUIRED };

/** Required text that is not only white space. */
export const requiredText = (message: string = REQUIRED) => yup.string().trim(message).strict(false).required(message);
export const minText = (min: number, label: string) =>
  requiredText().min(min, `${label} must be at least ${min} characters`);
/** Every string field has a longest value (TEXT_MAX): the message says it. */
export const upTo = <S extends yup.StringSchema<string | null | undefined>>(schema: S, max: number): S => schema.max(max, MSG.tooLong(max)) as S;

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
