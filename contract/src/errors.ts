/**
 * The error catalogue (section 8): codes, default messages per HTTP status and
 * the shape every non-2xx response of /api/v1 has.
 */
import { BASIC_MSG } from './messages';
export const ERROR_CODES = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  NOT_ACCEPTABLE: 'NOT_ACCEPTABLE',
  CONFLICT: 'CONFLICT',
  GONE: 'GONE',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  CONFIRMATION_REQUIRED: 'CONFIRMATION_REQUIRED',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  SERVER_ERROR: 'SERVER_ERROR',
  BAD_GATEWAY: 'BAD_GATEWAY',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  GATEWAY_TIMEOUT: 'GATEWAY_TIMEOUT',
  /** The browser could not reach the server at all. */
  NETWORK_ERROR: 'NETWORK_ERROR',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Default message per status, used when a response carries none. */
export const STATUS_MESSAGES: Record<number, string> = {
  200: 'The request succeeded',
  201: 'The object was created',
  202: 'The request was accepted and will be processed',
  204: 'The request succeeded with nothing to return',
  400: 'There was an error in the request. No modifications were done to the data',
  401: 'User is not authorized',
  403: 'User is authorized but does not have permission for the action',
  404: 'Record does not exist',
  406: 'Requested format not available',
  409: 'The request conflicts with the current state of the data',
  410: 'The requested resource is permanently deleted and will no longer be available',
  413: 'The file is too large',
  415: 'The file type is not supported',
  422: 'A validation error occurred while creating an object',
  428: 'Confirm?',
  429: 'Too many attempts. Please wait a moment and try again',
  500: 'Something went wrong on the server. Please retry, and inform the administrator if it happens again',
  502: 'The gateway is wrong',
  503: 'Service is unavailable, the server is temporarily overloaded or maintained',
  504: 'The gateway timed out',
};

/** Code per status, for responses that name no code. */
export const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_ERROR',
  428: 'CONFIRMATION_REQUIRED',
  429: 'TOO_MANY_REQUESTS',
  500: 'SERVER_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
};

/** Human name per code, the `name` of an error. */
export const ERROR_NAMES: Record<ErrorCode, string> = {
  BAD_REQUEST: 'Bad Request',
  UNAUTHORIZED: 'Unauthorized',
  FORBIDDEN: 'Forbidden',
  NOT_FOUND: 'Not Found',
  NOT_ACCEPTABLE: 'Not Acceptable',
  CONFLICT: 'Conflict',
  GONE: 'Gone',
  PAYLOAD_TOO_LARGE: 'Payload Too Large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported Media Type',
  VALIDATION_ERROR: 'Validation Error',
  CONFIRMATION_REQUIRED: 'Confirmation Required',
  TOO_MANY_REQUESTS: 'Too Many Requests',
  SERVER_ERROR: 'Server Error',
  BAD_GATEWAY: 'Bad Gateway',
  SERVICE_UNAVAILABLE: 'Service Unavailable',
  GATEWAY_TIMEOUT: 'Gateway Timeout',
  NETWORK_ERROR: 'Network Error',
};

/** Per-field messages; a field may carry several. */
export type FieldErrors = Record<string, string | string[]>;

/**
 * The body of every non-2xx response. For CONFIRMATION_REQUIRED, `data.id` is
 * what the client sends back as `_confirmation`, `data.confirm_text` the button.
 */
export interface ApiError {
  code: ErrorCode;
  name: string;
  message: string;
  /** Quoted to support as 'REF-' + reference. */
  reference: string;
  status: number;
  data?: Record<string, unknown> | null;
  errors?: FieldErrors;
}

/** Arrays of messages are joined with commas (section 8). */
export function fieldMessage(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * Turns any failed response into an ApiError: the body's own fields win, and
 * what is missing comes from the catalogue. Used by the console and the mocks.
 */
export function normaliseApiError(status: number, body: unknown): ApiError {
  const b = (body && typeof body === 'object' ? body : {}) as Partial<ApiError>;
  const code = (b.code as ErrorCode | undefined) ?? STATUS_CODES[status] ?? (status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST');
  return {
    code,
    name: b.name ?? ERROR_NAMES[code] ?? 'Error',
    message: b.message || STATUS_MESSAGES[status] || STATUS_MESSAGES[500],
    reference: b.reference ?? '',
    status,
    data: b.data ?? null,
    errors: b.errors,
  };
}

/** Builds an ApiError for a status, with the catalogue's defaults. */
export function apiError(status: number, init: Partial<Omit<ApiError, 'status'>> = {}): ApiError {
  const code = init.code ?? STATUS_CODES[status] ?? 'SERVER_ERROR';
  return {
    code,
    name: init.name ?? ERROR_NAMES[code],
    message: init.message ?? STATUS_MESSAGES[status] ?? STATUS_MESSAGES[500],
    reference: init.reference ?? '',
    status,
    data: init.data ?? null,
    ...(init.errors ? { errors: init.errors } : {}),
  };
}

/** The browser could not reach the server at all (no HTTP status). */
export function networkError(): ApiError {
  return normaliseApiError(0, { code: ERROR_CODES.NETWORK_ERROR, message: BASIC_MSG.serverUnreachable });
}
