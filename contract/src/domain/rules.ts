/**
 * How a broken business rule is reported: a RuleError carries the HTTP status and
 * the per-field messages the API answers with (spec "Errors": 404 NOT_FOUND, 409,
 * 422 VALIDATION_ERROR). The server and the mocks each turn it into their own
 * response with `ruleErrorBody`, so both answer the same body.
 */
import { apiError, type ApiError, type FieldErrors } from '../errors';
import { CONTENT_TEXT } from '../contentFields';

export class RuleError extends Error {
  constructor(
    readonly status: 403 | 404 | 409 | 422,
    readonly errors: FieldErrors = {},
    message?: string,
  ) {
    super(message ?? `Rule broken (${status})`);
    this.name = 'RuleError';
    this.bodyMessage = message;
  }

  /** The message for the response body; undefined keeps the status' default text. */
  readonly bodyMessage: string | undefined;
}

/** The object named by the path is not one of the caller's company (or does not exist). */
export const ruleNotFound = () => new RuleError(404);

/** The caller may not see this object (a facility outside their scope, named on purpose). */
export const ruleForbidden = () => new RuleError(403);

/** 422 with one message on one field. */
export const ruleField = (field: string, message: string, bodyMessage?: string) =>
  new RuleError(422, { [field]: [message] }, bodyMessage);

/** A choice (select) that is not one of the listed options: 422 "Choose from the list". */
export const ruleChoice = (field: string) => ruleField(field, CONTENT_TEXT.chooseFromList);

/** The ApiError body for a RuleError: the status' defaults, its field errors when any, its message when given. */
export function ruleErrorBody(error: RuleError): ApiError {
  return apiError(error.status, {
    ...(Object.keys(error.errors).length ? { errors: error.errors } : {}),
    ...(error.bodyMessage !== undefined ? { message: error.bodyMessage } : {}),
  });
}
