/**
 * The server backend's OpenAPI check (issue 22, ADR 0056): while a conformance file runs its groups on the real
 * server, every answer is recorded, and so is every body a handler validates and every query it reads. After the
 * groups, three tests of the file hold them against the OpenAPI document the server serves
 * (server/src/openapi/document.ts, built from the same route table): status, media type and JSON body, the payload
 * inside `data` against its contract type; the body schema the document names; the query schema or parameters it
 * lists. So the real answers of the whole conformance suite are checked where the suite runs anyway, on PGlite
 * and on PostgreSQL, instead of in a second run of every group.
 */
import { expect } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import { API_BASE } from '@atoll/contract';
import { listenToBodySchemas, listenToQueries, type QueryRead } from '../../server/src/http/validate';
import { answerProblems } from '../../server/src/openapi/check';
import { openApiDocument, openApiPath, type OpenApiDocument } from '../../server/src/openapi/document';
import { toJsonSchema } from '../../server/src/openapi/jsonSchema';
import { BODY_SCHEMAS, QUERY_SCHEMAS } from '../../server/src/openapi/requestSchemas';
import { readRouteTable } from '../../server/test/access/routeTable';
import { recordCalls, type RecordedCall } from '../harness';

let document: OpenApiDocument | undefined;
/** The document GET /api/v1/openapi.json answers (the same function and route table), built once per worker. */
const openApi = () => (document ??= openApiDocument(readRouteTable(), 'conformance'));

/** The query parameters `doc` lists for route `key` ('METHOD pattern'). */
export function queryParameterNames(doc: OpenApiDocument, key: string): string[] {
  const [method, pattern] = key.split(' ');
  const op = doc.paths[openApiPath(pattern).path]?.[method.toLowerCase()];
  return (op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
}

const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path.slice(API_BASE.length + 1)}`;

export function openApiRecorder() {
  const recorded: RecordedCall[] = [];
  const validatedWith: { key: string; schema: AnyObjectSchema }[] = [];
  const queriesRead: { key: string; read: QueryRead }[] = [];
  return {
    listen(): void {
      recordCalls((call) => recorded.push(call));
      listenToBodySchemas((route, schema) => validatedWith.push({ key: routeKey(route), schema }));
      listenToQueries((route, read) => queriesRead.push({ key: routeKey(route), read }));
    },
    stop(): void {
      recordCalls(undefined);
      listenToBodySchemas(undefined);
      listenToQueries(undefined);
    },
    /** Run after the file's groups (harness.ts `describeGroups`). */
    checks: {
      'every answer is as the OpenAPI document says: status, media type, JSON body, the payload against its contract type': () => {
        const answers = recorded.filter((call) => call.route);
        expect(answers.length).toBeGreaterThan(0);
        const problems = answers.flatMap((call) => answerProblems(openApi(), { route: call.route!, status: call.status, contentType: call.contentType, body: call.body }));
        expect([...new Set(problems)]).toEqual([]);
      },
      'every body was validated with the schema the OpenAPI document names': () => {
        const wrong = validatedWith.filter(({ key, schema }) => !BODY_SCHEMAS[key] || JSON.stringify(toJsonSchema(schema)) !== JSON.stringify(toJsonSchema(BODY_SCHEMAS[key])));
        expect([...new Set(wrong.map((w) => w.key))]).toEqual([]);
      },
      'every query was read as the OpenAPI document says: with the schema it names, or by parameters it lists': () => {
        const wrong = queriesRead.flatMap(({ key, read }) => {
          if ('schema' in read) return read.schema === QUERY_SCHEMAS[key] ? [] : [`${key}: validated with a schema other than QUERY_SCHEMAS names`];
          return queryParameterNames(openApi(), key).includes(read.param) ? [] : [`${key}: reads '${read.param}', which the document does not list`];
        });
        expect([...new Set(wrong)]).toEqual([]);
      },
    } satisfies Record<string, () => void>,
  };
}
