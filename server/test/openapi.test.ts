/**
 * The OpenAPI document (GET /api/v1/openapi.json, ADR 0056) against the server it describes:
 * - every mounted route is documented and every documented route is mounted (both from Hono's route table),
 *   and every route named by the request-schema lists is mounted;
 * - the document is structurally valid OpenAPI 3.1 (a structural check of our own: no package);
 * - every JSON route names the contract type of its payload (responseTypes.ts), and the payload schemas
 *   generated from the contract (payloadSchemas.json) are those the contract's types give now;
 * - the server's real answers to every conformance group are held against this document where the groups run,
 *   in conformance/server/*.test.ts on PGlite and PostgreSQL (conformance/backends/openApi.ts: status, media
 *   type, JSON body with its payload, the body and query schemas each handler used); here, that check's own
 *   negative case.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@atoll/contract';
import { queryParameterNames } from '../../conformance/backends/openApi';
import { PAYLOAD_SCHEMAS_FILE, generatePayloadSchemas, payloadSchemasText } from '../../scripts/openapi-payloads';
import { createApp } from '../src/app';
import type { AppDeps } from '../src/deps';
import { inlineScriptHashes } from '../src/http/securityHeaders';
import { listenToQueries } from '../src/http/validate';
import { answerProblems } from '../src/openapi/check';
import { NOT_JSON, openApiPath, payloadAnswer, type OpenApiDocument } from '../src/openapi/document';
import { toJsonSchema, type JsonSchema } from '../src/openapi/jsonSchema';
import { REFERENCE_PAGE } from '../src/openapi/page';
import { BODY_SCHEMAS, NO_BODY, QUERY_PARAMS, QUERY_SCHEMAS, isUpload } from '../src/openapi/requestSchemas';
import { RESPONSE_TYPES, payloadTypeNames } from '../src/openapi/responseTypes';
import { readRouteTable } from './access/routeTable';

const routes = readRouteTable();
const mounted = new Set(routes.map((r) => r.key));

/** A bare app (no database: the document's routes touch none). */
const bare = () =>
  createApp({ db: {}, publicUrl: '', guestAppUrl: '', captcha: { info: () => ({ provider: 'altcha' }) }, mailer: {}, logger: console } as unknown as AppDeps);

let doc: OpenApiDocument;
beforeAll(async () => {
  const res = await bare().request(`${API_BASE}/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
  doc = (await res.json()) as OpenApiDocument;
});

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** 'METHOD pattern' keys of the document's operations. */
function documentedKeys(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => `${method.toUpperCase()} ${path.slice(1).replace(/\{([^}]+)\}/g, ':$1')}`),
  );
}

/** JSON Schema keywords the document may use (the subset jsonSchema.ts emits, plus annotations). */
const SCHEMA_KEYWORDS = new Set([
  'type', 'properties', 'required', 'items', 'prefixItems', 'enum', 'const', 'minLength', 'maxLength', 'minimum', 'maximum',
  'exclusiveMinimum', 'exclusiveMaximum', 'minItems', 'maxItems', 'pattern', 'format', 'oneOf', 'anyOf', 'additionalProperties',
  'default', 'description', '$ref',
]);
const JSON_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);

/** What makes `document` not OpenAPI 3.1 (the rules of the specification that a generator can break). */
function structureProblems(document: OpenApiDocument): string[] {
  const problems: string[] = [];
  const fail = (where: string, what: string) => problems.push(`${where}: ${what}`);
  const d = document as unknown as Record<string, unknown>;
  if (typeof d.openapi !== 'string' || !/^3\.1\.\d+$/.test(d.openapi)) fail('openapi', 'not 3.1.x');
  if (typeof document.info?.title !== 'string' || typeof document.info?.version !== 'string') fail('info', 'needs title and version strings');
  if (!document.paths || typeof document.paths !== 'object') fail('paths', 'missing');
  const schemas = document.components?.schemas ?? {};
  const schemes = document.components?.securitySchemes ?? {};
  const tags = new Set((document.tags ?? []).map((t) => t.name));

  const checkSchema = (schema: JsonSchema, where: string): void => {
    if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return void fail(where, 'a schema must be an object');
    for (const key of Object.keys(schema)) if (!SCHEMA_KEYWORDS.has(key)) fail(where, `unknown keyword '${key}'`);
    if (schema.$ref && !schemas[schema.$ref.replace('#/components/schemas/', '')]) fail(where, `$ref ${schema.$ref} does not resolve`);
    const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
    for (const t of types) if (!JSON_TYPES.has(t)) fail(where, `type '${t}'`);
    if (schema.required && (!Array.isArray(schema.required) || new Set(schema.required).size !== schema.required.length)) fail(where, 'required must be unique names');
    if (schema.enum && (!Array.isArray(schema.enum) || !schema.enum.length)) fail(where, 'enum must be a non-empty array');
    if (schema.pattern !== undefined) {
      try {
        new RegExp(schema.pattern, 'u');
      } catch {
        fail(where, `pattern ${schema.pattern} is not a regular expression`);
      }
    }
    for (const [name, s] of Object.entries(schema.properties ?? {})) checkSchema(s, `${where}.properties.${name}`);
    if (schema.items) checkSchema(schema.items, `${where}.items`);
    if (typeof schema.additionalProperties === 'object') checkSchema(schema.additionalProperties, `${where}.additionalProperties`);
    for (const key of ['oneOf', 'anyOf', 'prefixItems'] as const) schema[key]?.forEach((s, i) => checkSchema(s, `${where}.${key}[${i}]`));
  };
  const checkContent = (content: Record<string, { schema: JsonSchema }> | undefined, where: string) => {
    if (content === undefined) return;
    if (!Object.keys(content).length) fail(where, 'content must name a media type');
    for (const [media, value] of Object.entries(content)) {
      if (!/^[\w*.+-]+\/[\w*.+-]+$/.test(media)) fail(where, `media type '${media}'`);
      checkSchema(value.schema, `${where}.${media}`);
    }
  };

  for (const [name, schema] of Object.entries(schemas)) checkSchema(schema, `components.schemas.${name}`);
  const operationIds = new Set<string>();
  for (const [path, ops] of Object.entries(document.paths ?? {})) {
    if (!path.startsWith('/')) fail(path, 'a path must start with /');
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    for (const [method, op] of Object.entries(ops)) {
      const where = `${method.toUpperCase()} ${path}`;
      if (!METHODS.includes(method)) fail(where, 'not an HTTP method');
      if (!op.operationId || operationIds.has(op.operationId)) fail(where, `operationId '${op.operationId}' missing or not unique`);
      operationIds.add(op.operationId);
      for (const tag of op.tags ?? []) if (!tags.has(tag)) fail(where, `tag '${tag}' is not declared`);
      for (const requirement of op.security ?? []) for (const scheme of Object.keys(requirement)) if (!schemes[scheme]) fail(where, `security scheme '${scheme}' is not declared`);
      const params = op.parameters ?? [];
      const seen = new Set<string>();
      for (const p of params) {
        if (!['path', 'query', 'header', 'cookie'].includes(p.in)) fail(where, `parameter ${p.name} in '${p.in}'`);
        if (seen.has(`${p.in} ${p.name}`)) fail(where, `parameter ${p.name} twice`);
        seen.add(`${p.in} ${p.name}`);
        if (p.in === 'path' && (p.required !== true || !templated.includes(p.name))) fail(where, `path parameter ${p.name} must be required and in the path`);
        checkSchema(p.schema, `${where} parameter ${p.name}`);
      }
      for (const name of templated) if (!params.some((p) => p.in === 'path' && p.name === name)) fail(where, `{${name}} has no path parameter`);
      if (op.requestBody) checkContent(op.requestBody.content, `${where} requestBody`);
      const responses = Object.entries(op.responses ?? {});
      if (!responses.length) fail(where, 'no responses');
      for (const [status, response] of responses) {
        if (!/^([1-5]\d\d|[1-5]XX|default)$/.test(status)) fail(where, `response key '${status}'`);
        if (typeof response.description !== 'string') fail(where, `response ${status} needs a description`);
        checkContent(response.content, `${where} ${status}`);
      }
    }
  }
  return problems;
}

describe('the OpenAPI document', () => {
  it('documents every mounted route, and only those', () => {
    const documented = documentedKeys(doc);
    expect(documented.filter((key) => !mounted.has(key)).sort(), 'documented but not mounted').toEqual([]);
    expect([...mounted].filter((key) => !documented.includes(key)).sort(), 'mounted but not documented').toEqual([]);
    expect(documented).toHaveLength(mounted.size);
    expect(mounted.has('GET openapi.json') && mounted.has('GET docs')).toBe(true);
  });

  it('names only mounted routes in its lists, and gives every POST, PATCH and PUT its body', () => {
    const lists = { BODY_SCHEMAS: Object.keys(BODY_SCHEMAS), QUERY_SCHEMAS: Object.keys(QUERY_SCHEMAS), QUERY_PARAMS: Object.keys(QUERY_PARAMS), NO_BODY: [...NO_BODY], NOT_JSON: Object.keys(NOT_JSON) };
    for (const [name, keys] of Object.entries(lists)) expect(keys.filter((key) => !mounted.has(key)), `${name} names routes that are not mounted`).toEqual([]);
    const writes = routes.filter((r) => ['POST', 'PATCH', 'PUT'].includes(r.method));
    const bodiless = writes.filter((r) => !NO_BODY.has(r.key) && !doc.paths[openApiPath(r.path).path][r.method.toLowerCase()].requestBody);
    expect(bodiless.map((r) => r.key), 'writes without a documented body (add the schema to requestSchemas.ts, or the route to NO_BODY)').toEqual([]);
    const uploads = writes.filter((r) => isUpload(r.key));
    for (const r of uploads) expect(Object.keys(doc.paths[openApiPath(r.path).path].post.requestBody!.content)).toEqual(['multipart/form-data']);
  });

  it("says each route's access as its guards do", () => {
    for (const route of routes) {
      const op = doc.paths[openApiPath(route.path).path][route.method.toLowerCase()];
      expect(op.security, route.key).toEqual(route.access.kind === 'public' ? [] : [{ bearer: [] }]);
      expect(op['x-permissions'], route.key).toEqual(route.access.kind === 'permission' ? route.access.allOf : undefined);
    }
    expect(doc.paths['/openapi.json'].get.security).toEqual([]);
  });

  it('is structurally valid OpenAPI 3.1', () => {
    expect(structureProblems(doc)).toEqual([]);
    // The check itself finds what it must.
    const broken = JSON.parse(JSON.stringify(doc)) as OpenApiDocument;
    broken.openapi = '3.0.3';
    delete broken.paths['/rooms/types/{id}'].get.parameters;
    broken.paths['/users'].get.responses = { '2xx': { description: 'x' } };
    broken.paths['/users'].post.requestBody!.content['application/json'].schema = { $ref: '#/components/schemas/Nope' };
    broken.paths['/users'].post.tags = ['nope'];
    expect(structureProblems(broken).sort()).toEqual(
      [
        'openapi: not 3.1.x',
        "POST /users: tag 'nope' is not declared",
        'POST /users requestBody.application/json: $ref #/components/schemas/Nope does not resolve',
        "GET /users: response key '2xx'",
        'GET /rooms/types/{id}: {id} has no path parameter',
      ].sort(),
    );
  });

  it('converts the contract schemas: required, nullable, bounds, enums, nested objects and arrays', () => {
    const body = doc.paths['/rooms/types'].post.requestBody!;
    expect(body.content['application/json'].schema).toEqual({ type: 'object', properties: { name: { type: 'string', minLength: 1, maxLength: 200 } }, required: ['name'] });
    const users = doc.paths['/users'].get.parameters!;
    expect(users.find((p) => p.name === 'limit')).toMatchObject({ in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 10 } });
    expect(doc.paths['/users'].get.responses['2XX'].content!['application/json'].schema).toEqual({
      type: 'object',
      required: ['data', 'meta'],
      properties: { data: { type: 'array', items: { $ref: '#/components/schemas/User' } }, meta: { $ref: '#/components/schemas/PageMeta' } },
      additionalProperties: false,
    });
    // A field whose `when` depends on another is not required outright, and says so; a rule written as a function is named.
    const campaign = doc.paths['/guests/campaigns'].post.requestBody!.content['application/json'].schema;
    expect(campaign.properties!.audience.required).toEqual(['kind']);
    expect(campaign.properties!.audience.properties!.room_type_ids.description).toMatch(/^Depends on kind/);
    expect(campaign.properties!.send_at).toMatchObject({ type: ['string', 'null'], description: expect.stringContaining('future') });
  });
});

describe('the payloads inside data', () => {
  it('are named for every JSON route: a route without its contract type fails', () => {
    const json = routes.filter((r) => !NOT_JSON[r.key]);
    expect(json.filter((r) => !RESPONSE_TYPES[r.key]).map((r) => r.key), 'add the route and the contract type of its data to responseTypes.ts').toEqual([]);
    expect(Object.keys(RESPONSE_TYPES).filter((key) => !mounted.has(key) || NOT_JSON[key]), 'responseTypes.ts names routes that are not mounted JSON routes').toEqual([]);
    for (const route of json) {
      const payload = RESPONSE_TYPES[route.key];
      const success = doc.paths[openApiPath(route.path).path][route.method.toLowerCase()].responses['2XX'];
      if ('never' in payload) expect(success, route.key).toBeUndefined();
      else expect(JSON.stringify(success.content!['application/json'].schema), route.key).toContain(JSON.stringify(payloadAnswer(payload)));
    }
  });

  it('are pages exactly where the route takes page and limit', () => {
    const pagedByQuery = Object.keys(QUERY_SCHEMAS).filter((key) => ['page', 'limit'].every((name) => name in (toJsonSchema(QUERY_SCHEMAS[key]).properties ?? {})));
    const pagedByType = Object.entries(RESPONSE_TYPES).filter(([, payload]) => 'type' in payload && payload.list === 'paged').map(([key]) => key);
    expect(pagedByType.sort()).toEqual(pagedByQuery.sort());
  });

  it('reference the schemas of their contract types, each in components', () => {
    const schemas = doc.components.schemas;
    for (const name of payloadTypeNames()) expect(schemas[name], name).toBeDefined();
    expect(doc.paths['/users/{id}'].get.responses['2XX'].content!['application/json'].schema).toEqual({
      type: 'object',
      required: ['data'],
      properties: { data: { $ref: '#/components/schemas/User' } },
      additionalProperties: false,
    });
    // An interface is closed, its fields typed as the contract says (null where it may be).
    expect(schemas.User).toMatchObject({ type: 'object', additionalProperties: false, properties: { id: { type: 'number' }, email: { type: ['string', 'null'] }, status_text: { $ref: '#/components/schemas/UiStatus' } } });
    // The check holds a payload to its type: a wrong type, a missing field, a field the type does not name, a nested $ref.
    const problems = answerProblems(doc, { route: 'GET users/:id', status: 200, contentType: 'application/json', body: { data: { id: 'x', status_text: { text: 'A', color: 'mauve' }, extra: 1 } } });
    expect(problems).toEqual(
      expect.arrayContaining([
        'GET users/:id → 200: $.data.id: string is not number',
        "GET users/:id → 200: $.data: 'name' is missing",
        "GET users/:id → 200: $.data: 'extra' is not allowed",
        expect.stringMatching(/^GET users\/:id → 200: \$\.data\.status_text\.color: "mauve" is not one of/),
      ]),
    );
    expect(answerProblems(doc, { route: 'GET users', status: 200, contentType: 'application/json', body: { data: [{}], meta: { total: 1, page: 1, limit: 10 } } })).toContain("GET users → 200: $.data[0]: 'id' is missing");
  });

  it('are generated from the contract as committed: run `npm run openapi:payloads` when this fails', () => {
    const fresh = payloadSchemasText(generatePayloadSchemas());
    expect(fresh === readFileSync(PAYLOAD_SCHEMAS_FILE, 'utf8'), 'server/src/openapi/payloadSchemas.json is stale: run npm run openapi:payloads').toBe(true);
  }, 120_000);
});

describe('the reference page', () => {
  it('is served whole, under its own CSP that allows exactly its inline script and style', async () => {
    const res = await bare().request(`${API_BASE}/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toBe(REFERENCE_PAGE);
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain(`script-src ${inlineScriptHashes(html).join(' ')};`);
    expect(csp).toMatch(/^default-src 'none';/);
    expect(csp).not.toMatch(/https?:|unsafe/);
    // No outside host: nothing in the page names one.
    expect(html).not.toMatch(/(src|href)=|https?:\/\//);
    // The script is the serialised function: it must still be JavaScript on its own.
    const script = /<script>([\s\S]*)<\/script>/.exec(html)![1];
    expect(() => new Function(script)).not.toThrow();
  });
});

describe('query parameters a handler reads alone (QUERY_PARAMS)', () => {
  it('are each documented on their route', () => {
    for (const [key, params] of Object.entries(QUERY_PARAMS)) expect(queryParameterNames(doc, key), key).toEqual(expect.arrayContaining(Object.keys(params)));
  });

  it('are the only way handlers read a query: through validQuery or queryParam, which the test above hears', () => {
    const sources = readdirSync(new URL('../src/', import.meta.url), { recursive: true, encoding: 'utf8' }).filter((file) => /\.ts$/.test(file) && file !== join('http', 'validate.ts'));
    const raw = sources.filter((file) => /\.req\.quer(y|ies)\(/.test(readFileSync(new URL(`../src/${file}`, import.meta.url), 'utf8')));
    expect(raw, 'read the query with validQuery(c, schema) or queryParam(c, name) from http/validate.ts').toEqual([]);
  });

  it('are heard when a handler reads them', async () => {
    const heard: string[] = [];
    listenToQueries((route, read) => heard.push(`${route.method} ${route.path.slice(API_BASE.length + 1)} ${'param' in read ? read.param : 'schema'}`));
    try {
      await bare().request(`${API_BASE}/files/not-a-uuid?variant=thumb`);
      await bare().request(`${API_BASE}/files/00000000-0000-4000-8000-000000000000?variant=big`);
    } finally {
      listenToQueries(undefined);
    }
    expect(heard).toEqual(['GET files/:id variant']);
  });
});
