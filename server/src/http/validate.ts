/** Request parsing that never lets bad input become a 500. */
import type { Context } from 'hono';
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { API_TEXT, dropMistyped, toFieldErrors } from '@atoll/contract';
import { badRequest, notFound, validationError } from './errors';

/** A JSON object body; malformed JSON or a non-object → 400. An empty body counts as {}. */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(API_TEXT.invalidJson);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(API_TEXT.notAnObject);
  }
  return value as Record<string, unknown>;
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
