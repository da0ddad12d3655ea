/**
 * JSON values whose type cannot fit a schema (an object where text is
 * expected) are dropped and reported before yup sees them: yup's trim
 * transform would throw a TypeError on them, a 500 instead of a 422. Same
 * rule and words as the server's request validation (server/src/http/validate.ts).
 */
import { ArraySchema, ObjectSchema, type Schema } from 'yup';

const isScalar = (v: unknown) => v === null || v === undefined || ['string', 'number', 'boolean'].includes(typeof v);

export function dropMistyped(schema: Schema, value: unknown, path: string, errors: Record<string, string[]>): unknown {
  const type = (schema as { type?: string }).type;
  if (schema instanceof ObjectSchema) {
    if (value === undefined || value === null) return value;
    if (typeof value !== 'object' || Array.isArray(value)) {
      errors[path || '_'] = ['Must be an object'];
      return undefined;
    }
    const fields = schema.fields as Record<string, Schema>;
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const [key, field] of Object.entries(fields)) {
      if (key in out) out[key] = dropMistyped(field, out[key], path ? `${path}.${key}` : key, errors);
    }
    return out;
  }
  if (schema instanceof ArraySchema) {
    if (value === undefined || value === null) return value;
    if (!Array.isArray(value)) {
      errors[path] = ['Must be a list'];
      return undefined;
    }
    const inner = schema.innerType as Schema | undefined;
    return inner ? value.map((item, i) => dropMistyped(inner, item, `${path}[${i}]`, errors)) : value;
  }
  if ((type === 'string' || type === 'number' || type === 'boolean') && !isScalar(value)) {
    errors[path] = [type === 'string' ? 'Must be text' : `Must be a ${type}`];
    return undefined;
  }
  return value;
}
