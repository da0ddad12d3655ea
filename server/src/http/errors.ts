/** Every failure leaves the server as an ApiError body (contract/src/errors.ts). */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { apiError, ERROR_CODES, formatReference, type ApiError, type FieldErrors } from '@atoll/contract';
import { RuleError, ruleErrorBody } from '@atoll/contract/domain';
import { dbErrorStatus, sqlState } from './db-errors';
import { withoutQueryParams } from './logger';
import { noteReference, requestIdOf, routeOf } from './requestLog';

export class HttpError extends Error {
  readonly body: ApiError;
  readonly headers: Record<string, string>;
  constructor(status: number, init: Partial<Omit<ApiError, 'status'>> = {}, headers: Record<string, string> = {}) {
    const body = apiError(status, init);
    super(body.message);
    this.body = body;
    this.headers = headers;
  }
  get status(): number {
    return this.body.status;
  }
}

export const notFound = () => new HttpError(404);
export const forbidden = () => new HttpError(403);
export const unauthorized = () => new HttpError(401);
export const badRequest = (message?: string) => new HttpError(400, message ? { message } : {});
/** 422 VALIDATION_ERROR with per-field messages. */
export const validationError = (errors: FieldErrors, message?: string) =>
  new HttpError(422, { errors, ...(message ? { message } : {}) });

/**
 * 428 CONFIRMATION_REQUIRED (section 8): the action needs the user's confirmation. `data.id` is what the
 * client sends back as `_confirmation`, `data.confirm_text` the dialog's button; both texts come from the contract.
 */
export const confirmationRequired = (ask: { id: string; message: string; confirm_text: string }) =>
  new HttpError(428, { code: ERROR_CODES.CONFIRMATION_REQUIRED, message: ask.message, data: { id: ask.id, confirm_text: ask.confirm_text } });

export function sendError(c: Context, error: HttpError): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(error.body, error.status as ContentfulStatusCode);
}

/** A short random id a user can quote as 'REF-…' (formatReference); the log carries it in that form, next to the stack. */
export const newReference = () => randomBytes(6).toString('hex').toUpperCase();

/**
 * Where the server writes what it is doing: pino's JSON lines in production (http/logger.ts), an array in
 * tests (test/support/server.ts). `extra` holds plain fields, never a body, a header or a secret.
 */
export interface Logger {
  info(message: string, extra?: Record<string, unknown>): void;
  error(message: string, extra?: Record<string, unknown>): void;
}

/** An error for the log: its stack (a failed query's values cut) and the chain of its causes' messages. */
export function describeError(err: unknown): string {
  let text = err instanceof Error ? (err.stack ?? err.message) : String(err);
  let cause = err instanceof Error ? err.cause : undefined;
  for (let depth = 0; cause !== undefined && depth < 3; depth += 1) {
    text += `\ncaused by: ${cause instanceof Error ? cause.message : String(cause)}`;
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  return withoutQueryParams(text);
}

export function handleError(logger: Logger) {
  return (err: Error, c: Context): Response => {
    if (err instanceof HttpError) return sendError(c, err);
    // A business rule of @atoll/contract/domain, thrown anywhere: answered as the mocks answer it.
    if (err instanceof RuleError) return c.json(ruleErrorBody(err), err.status);
    // Hono's own exceptions (e.g. a body limit) keep their status.
    if (err instanceof HTTPException && err.status < 500) return sendError(c, new HttpError(err.status));
    // A database error meaning conflict or gone (a concurrent write or delete): the catalogue's 409/404/400.
    const dbStatus = dbErrorStatus(err);
    if (dbStatus) {
      logger.info('Database refused a write', { method: c.req.method, route: routeOf(c), status: dbStatus, sqlstate: sqlState(err), request_id: requestIdOf(c) });
      return sendError(c, new HttpError(dbStatus));
    }
    const reference = newReference();
    // The request's own log line carries it too (http/requestLog.ts).
    noteReference(c, formatReference(reference));
    logger.error('Unhandled error', {
      reference: formatReference(reference),
      method: c.req.method,
      route: routeOf(c),
      request_id: requestIdOf(c),
      error: describeError(err),
    });
    return sendError(c, new HttpError(500, { reference }));
  };
}
