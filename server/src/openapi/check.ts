/**
 * A small JSON Schema validator for the subset jsonSchema.ts, document.ts and the payload schemas generated from
 * the contract (payloadSchemas.json) emit: type, properties, required, items, prefixItems, enum, const, lengths,
 * bounds, pattern, oneOf, anyOf, additionalProperties (false: a closed interface), $ref into the document's
 * components (also from one component to another). Formats and descriptions are annotations here, as in JSON
 * Schema 2020-12 by default. Used by the tests to hold real answers against the documented schemas.
 */
import type { JsonSchema } from './jsonSchema';

const typeOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
};

const isType = (value: unknown, type: string) => {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
};

/** The problems of `value` against `schema`, each as 'path: what'; [] when it is valid. */
export function schemaProblems(schema: JsonSchema, value: unknown, root: { components?: { schemas?: Record<string, JsonSchema> } } = {}, at = '$'): string[] {
  if (schema.$ref) {
    const name = /^#\/components\/schemas\/(.+)$/.exec(schema.$ref)?.[1];
    const target = name ? root.components?.schemas?.[name] : undefined;
    if (!target) return [`${at}: unresolvable $ref ${schema.$ref}`];
    return schemaProblems(target, value, root, at);
  }
  const problems: string[] = [];
  const types = schema.type === undefined ? undefined : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types && !types.some((t) => isType(value, t))) return [`${at}: ${typeOf(value)} is not ${types.join(' or ')}`];
  if (schema.enum && !schema.enum.some((v) => v === value)) problems.push(`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  if ('const' in schema && schema.const !== value) problems.push(`${at}: is not ${JSON.stringify(schema.const)}`);
  if (typeof value === 'string') {
    const length = [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength) problems.push(`${at}: shorter than ${schema.minLength}`);
    if (schema.maxLength !== undefined && length > schema.maxLength) problems.push(`${at}: longer than ${schema.maxLength}`);
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) problems.push(`${at}: does not match ${schema.pattern}`);
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) problems.push(`${at}: below ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) problems.push(`${at}: above ${schema.maximum}`);
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) problems.push(`${at}: not above ${schema.exclusiveMinimum}`);
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) problems.push(`${at}: not below ${schema.exclusiveMaximum}`);
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) problems.push(`${at}: fewer than ${schema.minItems} items`);
    if (schema.maxItems !== undefined && value.length > schema.maxItems) problems.push(`${at}: more than ${schema.maxItems} items`);
    const prefix = schema.prefixItems ?? [];
    value.forEach((item, i) => {
      const itemSchema = i < prefix.length ? prefix[i] : schema.items;
      if (itemSchema) problems.push(...schemaProblems(itemSchema, item, root, `${at}[${i}]`));
    });
  }
  if (typeOf(value) === 'object') {
    const object = value as Record<string, unknown>;
    for (const name of schema.required ?? []) if (!(name in object)) problems.push(`${at}: '${name}' is missing`);
    for (const [name, item] of Object.entries(object)) {
      const property = schema.properties?.[name];
      if (property) problems.push(...schemaProblems(property, item, root, `${at}.${name}`));
      else if (schema.additionalProperties === false) problems.push(`${at}: '${name}' is not allowed`);
      else if (typeof schema.additionalProperties === 'object') problems.push(...schemaProblems(schema.additionalProperties, item, root, `${at}.${name}`));
    }
  }
  if (schema.oneOf) {
    const passing = schema.oneOf.filter((s) => schemaProblems(s, value, root, at).length === 0).length;
    if (passing !== 1) problems.push(`${at}: matches ${passing} of oneOf's ${schema.oneOf.length} schemas (exactly one must)`);
  }
  if (schema.anyOf && !schema.anyOf.some((s) => schemaProblems(s, value, root, at).length === 0)) problems.push(`${at}: matches none of anyOf`);
  return problems;
}

/** An answer as the conformance harness records it. */
export interface Answer {
  /** 'METHOD pattern' under /api/v1, e.g. 'GET bookings/:id'. */
  route: string;
  status: number;
  contentType: string | null;
  body: unknown;
}

interface DocumentLike {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }> }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const mediaMatches = (documented: string, actual: string) => {
  if (documented === '*/*' || documented === actual) return true;
  return documented.endsWith('/*') && actual.startsWith(documented.slice(0, -1));
};

/** What is wrong with a real answer for the document: its route, status, media type or JSON body undocumented. */
export function answerProblems(doc: DocumentLike, answer: Answer): string[] {
  const space = answer.route.indexOf(' ');
  const method = answer.route.slice(0, space).toLowerCase();
  const path = `/${answer.route
    .slice(space + 1)
    .split('/')
    .map((part) => (part.startsWith(':') ? `{${part.slice(1)}}` : part))
    .join('/')}`;
  const where = `${answer.route} → ${answer.status}`;
  const operation = doc.paths[path]?.[method];
  if (!operation) return [`${where}: the route is not in the document`];
  const response = operation.responses[String(answer.status)] ?? operation.responses[`${String(answer.status)[0]}XX`] ?? operation.responses.default;
  if (!response) return [`${where}: the status is not documented`];
  const content = response.content ?? {};
  if (!Object.keys(content).length) return answer.body === null || answer.body === '' ? [] : [`${where}: a body where none is documented`];
  const actual = (answer.contentType ?? '').split(';')[0].trim().toLowerCase();
  const media = Object.keys(content).find((documented) => mediaMatches(documented, actual));
  if (!media) return [`${where}: answered ${actual || 'no content type'}, documented ${Object.keys(content).join(', ')}`];
  if (actual !== 'application/json') return [];
  return schemaProblems(content[media].schema, answer.body, doc).map((problem) => `${where}: ${problem}`);
}
