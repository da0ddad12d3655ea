/** Request parsing that never lets bad input become a 500. */
import type { Context } from 'hono';
import { ArraySchema, ObjectSchema, ValidationError, type AnyObjectSchema, type InferType, type Schema } from 'yup';
import { toFieldErrors } from '@atoll/contract';
import { badRequest, notFound, validationError } from './errors';

/** A JSON object body; malformed JSON or a non-object → 400. An empty body counts as {}. */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('The request body must be a JSON object');
  }
  return value as Record<string, unknown>;
}

const isScalar = (v: unknown) => v === null || v === undefined || ['string', 'number', 'boolean'].includes(typeof v);

/**
 * Drops values whose JSON type cannot fit the schema (an object where text is expected)
 * and reports them: yup's trim transform would throw a TypeError on them instead.
 */
function dropMistyped(schema: Schema, value: unknown, path: string, errors: Record<string, string[]>): unknown {
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

/** Validates with a contract schema (all errors at once) → 422 with per-field messages. */
export async function validate<S extends AnyObjectSchema>(schema: S, value: unknown): Promise<InferType<S>> {
  const typeErrors: Record<string, string[]> = {};
  const cleaned = dropMistyped(schema, value, '', typeErrors);
  try {
    const result = await schema.validate(cleaned, { abortEarly: false, stripUnknown: true });
    if (Object.keys(typeErrors).length) throw validationError(typeErrors);
    return result;
  } catch (error) {
    if (error instanceof ValidationError) throw validationError({ ...toFieldErrors(error), ...typeErrors });
    throw error;
  }
}

export async function body<S extends AnyObjectSchema>(c: Context, schema: S): Promise<InferType<S>> {
  return validate(schema, await readJson(c));
}

/** A positive integer path id; anything else is a record that does not exist. */
export function idParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw notFound();
  const id = Number(raw);
  if (id < 1) throw notFound();
  return id;
}
