/** Request parsing that never lets bad input become a 500. */
import type { Context } from 'hono';
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { API_TEXT, dropMistyped, toFieldErrors } from '@atoll/contract';
import { HttpError, badRequest, notFound, validationError } from './errors';

/** A form body (multipart or URL-encoded): accepted on upload routes only. */
export const isMultipart = (contentType: string | undefined) => /^multipart\//i.test((contentType ?? '').trim());
const isFormBody = (contentType: string | undefined) =>
  isMultipart(contentType) || /^application\/x-www-form-urlencoded/i.test((contentType ?? '').trim());

/**
 * A JSON object body; malformed JSON or a non-object → 400. An empty body counts as {}. NUL characters are dropped.
 * A form body (multipart, URL-encoded) → 415 unread: its size limit is the upload routes' (larger) one.
 */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  // The body is not read, so the connection cannot be reused: close it.
  if (isFormBody(c.req.header('Content-Type'))) throw new HttpError(415, {}, { Connection: 'close' });
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    // PostgreSQL text and jsonb cannot hold U+0000: it is dropped here rather than failing the insert with a 500.
    value = JSON.parse(text, (_key, v: unknown) => (typeof v === 'string' && v.includes('\u0000') ? v.replaceAll('\u0000', '') : v));
  } catch {
    throw badRequest(API_TEXT.invalidJson);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(API_TEXT.notAnObject);
  }
  return value as Record<string, unknown>;
}

/** Strings without U+0000, which PostgreSQL cannot store or compare (query values reach SQL too). */
function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, withoutNul(v)]));
  }
  return value;
}

/** Validates with a contract schema (all errors at once) → 422 with per-field messages. */
export async function validate<S extends AnyObjectSchema>(schema: S, value: unknown): Promise<InferType<S>> {
  const typeErrors: Record<string, string[]> = {};
  const cleaned = dropMistyped(schema, withoutNul(value), '', typeErrors);
  try {
    const result = await schema.validate(cleaned, { abortEarly: false, stripUnknown: true });
    if (Object.keys(typeErrors).length) throw validationError(typeErrors);
    return result;
  } catch (error) {
    if (error instanceof ValidationError) throw validationError({ ...toFieldErrors(error), ...typeErrors });
    throw error;
  }
}

/**
 * Who wants to know which schema each route's body is validated with, as it happens: the OpenAPI test
 * (server/test/openapi.test.ts) holds the document's request bodies (openapi/requestSchemas.ts) against the
 * schemas the handlers really use. Nobody listens in production.
 */
export type BodySchemaListener = (route: { method: string; path: string }, schema: AnyObjectSchema) => void;
let bodySchemaListener: BodySchemaListener | undefined;
export function listenToBodySchemas(listener: BodySchemaListener | undefined): void {
  bodySchemaListener = listener;
}

export async function body<S extends AnyObjectSchema>(c: Context, schema: S): Promise<InferType<S>> {
  // routePath: the pattern of the handler running now (e.g. /api/v1/rooms/types/:id).
  bodySchemaListener?.({ method: c.req.method, path: c.req.routePath }, schema);
  return validate(schema, await readJson(c));
}

/**
 * Who wants to know what each route reads from its query string, as it happens: the OpenAPI test holds the
 * document's query parameters (openapi/requestSchemas.ts) against what the handlers really read — the schema
 * a list validates its query with, or the one parameter a handler reads alone. Nobody listens in production.
 * Handlers read the query through `validQuery` and `queryParam` only (server/test/openapi.test.ts checks the sources).
 */
export type QueryRead = { schema: AnyObjectSchema } | { param: string };
export type QueryListener = (route: { method: string; path: string }, read: QueryRead) => void;
let queryListener: QueryListener | undefined;
export function listenToQueries(listener: QueryListener | undefined): void {
  queryListener = listener;
}

/** The query string validated with a contract schema (→ 422 with per-field messages, like a body). */
export async function validQuery<S extends AnyObjectSchema>(c: Context, schema: S): Promise<InferType<S>> {
  queryListener?.({ method: c.req.method, path: c.req.routePath }, { schema });
  return validate(schema, c.req.query());
}

/** One query parameter read alone (a token, a language, a variant): the handler decides what a bad value means. */
export function queryParam(c: Context, name: string): string | undefined {
  queryListener?.({ method: c.req.method, path: c.req.routePath }, { param: name });
  return c.req.query(name);
}

/** A positive integer path id; anything else is a record that does not exist. */
export function idParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw notFound();
  const id = Number(raw);
  if (id < 1) throw notFound();
  return id;
}
