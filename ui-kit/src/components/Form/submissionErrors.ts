import { ERROR_CODES, STATUS_MESSAGES, fieldMessage, type ApiError } from '@atoll/contract';

/** Where each part of a failed submission is shown. */
export interface SubmissionErrors {
  /** Messages for fields the form has, keyed by field path ('user.email'). */
  fields: Record<string, string>;
  /** Messages for fields the form does not have: the banner above the form. */
  banner: string[];
  /** Any other failure: the message under the form. */
  form?: string;
}

const KNOWN_CODES = new Set<string>(Object.values(ERROR_CODES));

/** True for the contract's ApiError (what the console's API layer rejects with). */
export function isApiError(value: unknown): value is ApiError {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<ApiError>;
  return typeof candidate.code === 'string' && KNOWN_CODES.has(candidate.code) && typeof candidate.message === 'string';
}

/**
 * Splits a failed submission for the form (spec section 8): a VALIDATION_ERROR's `errors` go
 * onto the registered fields (several messages joined with ', '); messages for fields the form
 * does not have go to the banner; any other error's message goes under the form.
 */
export function submissionErrorsFrom(error: unknown, registeredFields: readonly string[]): SubmissionErrors {
  if (!isApiError(error)) return { fields: {}, banner: [], form: STATUS_MESSAGES[500] };
  const entries = Object.entries(error.errors ?? {});
  if (error.code !== ERROR_CODES.VALIDATION_ERROR || entries.length === 0) {
    return { fields: {}, banner: [], form: error.message };
  }
  const registered = new Set(registeredFields);
  const result: SubmissionErrors = { fields: {}, banner: [] };
  for (const [field, messages] of entries) {
    const message = fieldMessage(messages);
    if (!message) continue;
    if (registered.has(field)) result.fields[field] = message;
    // '_' (or an empty key) carries messages about the whole object.
    else result.banner.push(field === '_' || field === '' ? message : `${field}: ${message}`);
  }
  return result;
}
