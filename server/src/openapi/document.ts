/**
 * The OpenAPI 3.1 document of /api/v1, generated on request from what the server really has (ADR 0056):
 * - the operations, their path parameters and their security from Hono's route table and the guards
 *   (http/routeTable.ts): public, any signed-in user (bearer session), or the permissions named;
 * - request bodies and query parameters from the contract's yup schemas the routes validate with
 *   (requestSchemas.ts), converted by jsonSchema.ts, and the few parameters a handler reads alone (QUERY_PARAMS);
 * - responses from what the contract defines: the `{ data }` envelope, the paged list's `meta`, and the
 *   ApiError body of every failure with the catalogue's statuses and messages; the payload inside `data` is
 *   the contract type the route answers with (responseTypes.ts), whose JSON Schema is generated from the
 *   contract's TypeScript by scripts/openapi-payloads.ts into payloadSchemas.json (`npm run openapi:payloads`)
 *   and sits in components.schemas under the type's name.
 * Nothing here lists routes by hand except the answers that are not JSON (NOT_JSON below) and the index of
 * payload types (responseTypes.ts), which the test checks against real answers of the conformance suite.
 */
import { API_BASE, ERROR_CODES, EXPORT_DOWNLOAD_PATH, EXPORT_KEY_PARAM, EXPORT_RETURN_URL_PARAM, EXPORTABLE_LISTS, STATUS_MESSAGES } from '@atoll/contract';
import type { RouteAccess } from '../http/routeTable';
import { toJsonSchema, type JsonSchema } from './jsonSchema';
import payloadSchemas from './payloadSchemas.json' with { type: 'json' };
import { BODY_SCHEMAS, QUERY_PARAMS, QUERY_SCHEMAS, isUpload } from './requestSchemas';
import { RESPONSE_TYPES, type Payload } from './responseTypes';

export const OPENAPI_VERSION = '3.1.0';
export const JSON_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';

export interface MediaType {
  schema: JsonSchema;
}
export interface ResponseObject {
  description: string;
  content?: Record<string, MediaType>;
}
export interface ParameterObject {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}
export interface OperationObject {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: ParameterObject[];
  requestBody?: { required: boolean; content: Record<string, MediaType>; description?: string };
  responses: Record<string, ResponseObject>;
  /** The permission guards: each inner list is one guard, any one of whose permissions passes it. */
  'x-permissions'?: string[][];
}
export interface OpenApiDocument {
  openapi: string;
  jsonSchemaDialect: string;
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, { type: string; scheme: string; description: string }> };
}

/** Success answers that are not the JSON `{ data }` envelope, by route. */
export const NOT_JSON: Record<string, { mediaType: string; description: string; schema?: JsonSchema }> = {
  'GET openapi.json': { mediaType: 'application/json', description: 'This document (OpenAPI 3.1).', schema: { type: 'object', required: ['openapi', 'paths'] } },
  'GET docs': { mediaType: 'text/html', description: 'The reference page that renders this document.' },
  'GET auth/captcha/challenge': { mediaType: 'application/json', description: 'An ALTCHA challenge, not enveloped: the widget reads it as it is.', schema: { type: 'object' } },
  'GET files/:id': { mediaType: '*/*', description: "The upload's bytes, with the type it was stored with." },
  'GET ui/icons/:file': { mediaType: 'image/svg+xml', description: 'The icon.' },
  'GET exports/download': { mediaType: 'text/csv', description: 'The CSV file the export key was issued for.' },
  'GET bookings/stream': { mediaType: 'text/event-stream', description: 'Server-sent events: the live requests queue.' },
  'GET tracking/stream': { mediaType: 'text/event-stream', description: "Server-sent events: the trackers' positions." },
  'GET display/tv/:token/stream': { mediaType: 'text/event-stream', description: "Server-sent events: the TV's content changed." },
};

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** The paged list's `meta` (contract/src/api.ts Paged). */
const PAGE_META: JsonSchema = {
  type: 'object',
  required: ['total', 'page', 'limit'],
  properties: { total: { type: 'integer', minimum: 0 }, page: { type: 'integer', minimum: 1 }, limit: { type: 'integer', minimum: 1 } },
};

/** The shapes the contract defines at run time (contract/src/api.ts, contract/src/errors.ts). */
function handWrittenSchemas(): Record<string, JsonSchema> {
  const fieldMessages: JsonSchema = { oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] };
  return {
    ApiError: {
      type: 'object',
      description: 'The body of every answer that is not 2xx (contract/src/errors.ts). Quote `reference` to support as REF-….',
      required: ['code', 'name', 'message', 'reference', 'status'],
      properties: {
        // NETWORK_ERROR is the console's own (no answer at all): the server never sends it.
        code: { type: 'string', enum: Object.values(ERROR_CODES).filter((code) => code !== ERROR_CODES.NETWORK_ERROR) },
        name: { type: 'string' },
        message: { type: 'string' },
        reference: { type: 'string' },
        status: { type: 'integer', minimum: 400, maximum: 599 },
        data: { type: ['object', 'null'], description: 'CONFIRMATION_REQUIRED: `id` to send back as `_confirmation`, `confirm_text` for the button.' },
        errors: { type: 'object', additionalProperties: fieldMessages, description: 'VALIDATION_ERROR: the messages of each field.' },
      },
    },
    Envelope: {
      type: 'object',
      description: "Every JSON success answer wraps its payload in `data`; each operation's 2XX names the contract type of its payload.",
      required: ['data'],
      properties: { data: {} },
    },
    Paged: {
      type: 'object',
      description: 'A page of a server-paged list.',
      required: ['data', 'meta'],
      properties: {
        data: { type: 'array' },
        meta: ref('PageMeta'),
      },
    },
    PageMeta: PAGE_META,
    ExportLink: {
      type: 'object',
      description: `A list called with ${EXPORT_RETURN_URL_PARAM}=1: the one-time link of its CSV download (contract/src/exports.ts).`,
      required: ['data'],
      properties: {
        data: {
          type: 'object',
          required: ['url'],
          properties: { url: { type: 'string', pattern: `^${API_BASE}/${EXPORT_DOWNLOAD_PATH.replace(/[.?]/g, '\\$&')}\\?${EXPORT_KEY_PARAM}=` } },
        },
      },
    },
  };
}

/**
 * The hand-written shapes and the contract's payload types (payloadSchemas.json, generated): one namespace,
 * so a contract type may not take the name of a hand-written shape.
 */
function componentSchemas(): Record<string, JsonSchema> {
  const own = handWrittenSchemas();
  const generated = payloadSchemas as unknown as Record<string, JsonSchema>;
  const clash = Object.keys(generated).filter((name) => name in own);
  if (clash.length) throw new Error(`Contract types named as the document's own schemas: ${clash.join(', ')}`);
  return { ...own, ...generated };
}

/** The success answer's schema for a payload: `{ data }` with the contract type, an array of it, or a page of it. */
export function payloadAnswer(payload: Payload): JsonSchema | undefined {
  if ('never' in payload) return undefined;
  if ('schema' in payload) return { type: 'object', required: ['data'], properties: { data: payload.schema }, additionalProperties: false };
  if (payload.list === 'paged') return { type: 'object', required: ['data', 'meta'], properties: { data: { type: 'array', items: ref(payload.type) }, meta: ref('PageMeta') }, additionalProperties: false };
  const data = payload.list === 'array' ? { type: 'array', items: ref(payload.type) } : ref(payload.type);
  const message: Record<string, JsonSchema> = payload.message ? { message: { type: 'string', description: payload.message } } : {};
  return { type: 'object', required: ['data', ...Object.keys(message)], properties: { data, ...message }, additionalProperties: false };
}

/** Whether a list route answers `return_url=1` with an export link (the contract's exportable lists, e.g. 'bookings/by-state/new'). */
const exportable = (path: string): boolean => {
  const parts = path.split('/');
  return Object.keys(EXPORTABLE_LISTS).some((list) => {
    const segments = list.split('/');
    return segments.length === parts.length && parts.every((part, i) => part.startsWith(':') || part === segments[i]);
  });
};

/** 'rooms/types/:id' → '/rooms/types/{id}' and its parameter names. */
export function openApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = [];
  const converted = path.split('/').map((part) => {
    if (!part.startsWith(':')) return part;
    const name = part.slice(1).replace(/\{.*$/, '');
    params.push(name);
    return `{${name}}`;
  });
  return { path: `/${converted.join('/')}`, params };
}

const errorResponse = (status: number): ResponseObject => ({ description: STATUS_MESSAGES[status] ?? 'An error', content: { 'application/json': { schema: ref('ApiError') } } });

function operation(route: RouteAccess): OperationObject {
  const { params } = openApiPath(route.path);
  // The document and its page are one subject; every other route's tag is its first segment.
  const tag = route.path === 'openapi.json' || route.path === 'docs' ? 'openapi' : route.path.split('/')[0];
  const body = BODY_SCHEMAS[route.key];
  const query = QUERY_SCHEMAS[route.key];
  const upload = route.method === 'POST' && isUpload(route.key);
  const op: OperationObject = {
    operationId: `${route.method.toLowerCase()}_${route.path.replace(/[^A-Za-z0-9]+/g, '_').replace(/_+$/, '')}`,
    summary: `${route.method} ${route.path}`,
    tags: [tag],
    security: route.access.kind === 'public' ? [] : [{ bearer: [] }],
    responses: {},
  };
  if (route.access.kind === 'permission') {
    op['x-permissions'] = route.access.allOf;
    op.description = `Needs ${route.access.allOf.map((anyOf) => (anyOf.length > 1 ? `one of ${anyOf.join(', ')}` : anyOf[0])).join(' and ')}.`;
  } else if (route.access.kind === 'auth') op.description = 'Any signed-in user.';
  else op.description = 'Public: no session.';

  const parameters: ParameterObject[] = params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  if (query) {
    const schema = toJsonSchema(query);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      parameters.push({ name, in: 'query', required: (schema.required ?? []).includes(name), schema: property });
    }
  }
  for (const [name, { schema, description }] of Object.entries(QUERY_PARAMS[route.key] ?? {})) {
    parameters.push({ name, in: 'query', required: false, schema, description });
  }
  const exportList = route.method === 'GET' && exportable(route.path);
  if (exportList) {
    parameters.push({ name: EXPORT_RETURN_URL_PARAM, in: 'query', required: false, schema: { type: 'string', enum: ['1', 'true'] }, description: 'Answer the one-time link of a CSV export of this list (its filter and sort) instead of a page.' });
  }
  if (parameters.length) op.parameters = parameters;

  if (body) {
    const schema = toJsonSchema(body);
    op.requestBody = { required: !!schema.required?.length, content: { 'application/json': { schema } } };
  } else if (upload) {
    op.requestBody = {
      required: true,
      description: 'An upload: the file, and the language it is for where the object keeps one per language.',
      content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' }, language_code: { type: 'string' } } } } },
    };
  }

  const special = NOT_JSON[route.key];
  const payload = RESPONSE_TYPES[route.key];
  const paged = !!payload && 'type' in payload && payload.list === 'paged';
  if (special) op.responses['2XX'] = { description: special.description, content: { [special.mediaType]: { schema: special.schema ?? {} } } };
  else if (payload && 'never' in payload) op.description = `${op.description} ${payload.never}`;
  else {
    // A route missing from responseTypes.ts is documented as any payload (and fails the test).
    const answer = payload ? payloadAnswer(payload)! : ref('Envelope');
    const success: JsonSchema = exportList ? { oneOf: [answer, ref('ExportLink')] } : answer;
    const description = !payload || !('type' in payload) ? 'The answer, in the `{ data }` envelope.'
      : paged ? `A page of ${payload.type}${exportList ? ', or with return_url its export link' : ''}.`
      : `The ${payload.type}${payload.list === 'array' ? ' list' : ''}, in the \`{ data }\` envelope.`;
    op.responses['2XX'] = { description, content: { 'application/json': { schema: success } } };
    if (payload && 'type' in payload && payload.etag) op.responses['304'] = { description: 'Not modified: the ETag sent in If-None-Match is still current (no body).' };
  }
  if (route.access.kind !== 'public') op.responses['401'] = errorResponse(401);
  if (route.access.kind === 'permission') op.responses['403'] = errorResponse(403);
  if (params.length) op.responses['404'] = errorResponse(404);
  if (body || query || upload) op.responses['422'] = errorResponse(422);
  op.responses.default = { description: 'Any other failure: the ApiError body, with the status as `status`.', content: { 'application/json': { schema: ref('ApiError') } } };
  return op;
}

/** The document for these routes (the app's route table). */
export function openApiDocument(routes: RouteAccess[], version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  for (const route of [...routes].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))) {
    const op = operation(route);
    op.tags.forEach((tag) => tags.add(tag));
    (paths[openApiPath(route.path).path] ??= {})[route.method.toLowerCase()] = op;
  }
  return {
    openapi: OPENAPI_VERSION,
    jsonSchemaDialect: JSON_SCHEMA_DIALECT,
    info: {
      title: 'Atoll API',
      version,
      description:
        'The hotel back-office API, generated from the server’s route table and the contract’s schemas. ' +
        'Every call names its client in the X-Client-Id header; signed-in calls send `Authorization: Bearer <token>` (POST auth/login).',
    },
    servers: [{ url: API_BASE }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: componentSchemas(),
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The session token POST auth/login answers.' } },
    },
  };
}
