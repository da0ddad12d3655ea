/**
 * Response helpers shared by every handler: the `{ data }` envelope, ApiError
 * bodies built from the contract's catalogue, JSON body parsing and yup
 * validation that answer exactly like the server does.
 */
import { HttpResponse, type HttpResponseResolver } from 'msw';
import { ValidationError, type AnySchema, type InferType, type Schema } from 'yup';
import { API_BASE, apiError, toFieldErrors, type ApiError, type FieldErrors, type Paged } from '@atoll/contract';
import { dropMistyped } from '@atoll/contract';
import { RuleError, ruleErrorBody } from '@atoll/contract/domain';

/** Every mock path: matches any origin, so relative browser calls and absolute Node calls both hit. */
export const apiPath = (path: string) => `*${API_BASE}/${path}`;

export function ok<T>(data: T, status = 200) {
  return HttpResponse.json({ data }, { status });
}

export function paged<T>(page: Paged<T>) {
  return HttpResponse.json(page);
}

let referenceCounter = 0;
/** A reference that support can quote ('REF-' + reference). */
export function newReference(): string {
  referenceCounter += 1;
  return `MOCK-${Date.now().toString(36).toUpperCase()}-${referenceCounter}`;
}

/** An ApiError response. Like the server, only 5xx answers carry a reference. */
export function fail(status: number, init: Partial<Omit<ApiError, 'status'>> = {}, headers?: Record<string, string>) {
  const body = apiError(status, { ...(status >= 500 ? { reference: newReference() } : {}), ...init });
  return HttpResponse.json(body, { status, headers });
}

export const validationFailed = (errors: FieldErrors) => fail(422, { errors });
export const notFound = () => fail(404);

/** Thrown inside a resolver to answer with an error response (see `withErrors`). */
export class MockHttpError extends Error {
  constructor(readonly response: Response) {
    super(`Mock HTTP ${response.status}`);
  }
}

/** What an http.* resolver receives: request, params, cookies. */
export type ResolverInfo = Parameters<HttpResponseResolver>[0];

/** A broken business rule (@atoll/contract/domain) answered as the server answers it. */
export const ruleFailed = (error: RuleError) => HttpResponse.json(ruleErrorBody(error), { status: error.status });

/**
 * Wraps a resolver so helpers may `throw new MockHttpError(fail(…))` instead of
 * threading returns, and so a domain rule's RuleError becomes its response.
 */
export function withErrors(resolver: (info: ResolverInfo) => Promise<Response> | Response): HttpResponseResolver {
  return async (info) => {
    try {
      return await resolver(info);
    } catch (error) {
      if (error instanceof MockHttpError) return error.response;
      if (error instanceof RuleError) return ruleFailed(error);
      throw error;
    }
  };
}

/** JSON bodies are small, as on the server (uploads have their own limit). */
const JSON_BODY_LIMIT = 1024 * 1024;

/** A JSON object body, as the server reads it: empty counts as {}; malformed or non-object JSON → 400. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  // A form body (multipart, URL-encoded) is for upload routes only: 415, as the server answers.
  if (/^(multipart\/|application\/x-www-form-urlencoded)/i.test((request.headers.get('Content-Type') ?? '').trim())) {
    throw new MockHttpError(fail(415));
  }
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > JSON_BODY_LIMIT) {
    throw new MockHttpError(fail(413, { message: 'The request body is too large' }));
  }
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new MockHttpError(fail(400, { message: 'The request body is not valid JSON' }));
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new MockHttpError(fail(400, { message: 'The request body must be a JSON object' }));
  }
  return value as Record<string, unknown>;
}

/**
 * Validates with a contract schema, all errors at once; failure answers 422
 * VALIDATION_ERROR with per-field messages, mistyped values included.
 */
export async function validate<S extends AnySchema>(schema: S, body: unknown): Promise<InferType<S>> {
  const typeErrors: Record<string, string[]> = {};
  const cleaned = dropMistyped(schema as unknown as Schema, body, '', typeErrors);
  try {
    const result = (await schema.validate(cleaned, { abortEarly: false, stripUnknown: true })) as InferType<S>;
    if (Object.keys(typeErrors).length) throw new MockHttpError(validationFailed(typeErrors));
    return result;
  } catch (error) {
    if (error instanceof ValidationError) throw new MockHttpError(validationFailed({ ...toFieldErrors(error), ...typeErrors }));
    throw error;
  }
}

/** Reads and validates a JSON body in one step. */
export async function readValid<S extends AnySchema>(request: Request, schema: S): Promise<InferType<S>> {
  return validate(schema, await readJson(request));
}

/** Route ids are positive integers (at most 9 digits, as the server reads them); anything else cannot exist. */
export function numericId(value: string | readonly string[] | undefined): number {
  const raw = typeof value === 'string' ? value : '';
  const id = Number(raw);
  if (!/^\d{1,9}$/.test(raw) || id < 1) throw new MockHttpError(notFound());
  return id;
}

/**
 * A validated body plus which keys the client actually sent (the server's
 * bodyWithKeys): a PATCH changes only those, so a schema default never wipes a
 * field the form did not send.
 */
export async function readValidSent<S extends AnySchema>(request: Request, schema: S): Promise<{ body: InferType<S>; sent: (key: string) => boolean }> {
  const raw = await readJson(request);
  const body = await validate(schema, raw);
  return { body, sent: (key: string) => Object.prototype.hasOwnProperty.call(raw, key) && raw[key] !== undefined };
}
