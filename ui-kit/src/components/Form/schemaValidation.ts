/** Client validation for final-form: yup results nested the way final-form reads them. */
import { setIn } from 'final-form';
import type { AnyObjectSchema, ValidationError } from 'yup';

/** Field messages keyed by path, nested the way final-form reads them ('user.email' → {user: {email}}). */
export function nestErrors(flat: Record<string, string>): Record<string, unknown> {
  return Object.entries(flat).reduce<object>((acc, [path, message]) => setIn(acc, path, message), {}) as Record<string, unknown>;
}

/** Runs a yup schema over the values; every failing path gets its first message. */
export async function validateWithSchema(schema: AnyObjectSchema, values: object): Promise<Record<string, unknown>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as ValidationError).inner ?? [];
    const items = inner.length ? inner : [error as ValidationError];
    const flat: Record<string, string> = {};
    for (const item of items) {
      const path = item.path ?? '';
      if (path && !(path in flat)) flat[path] = item.message;
    }
    return nestErrors(flat);
  }
}
