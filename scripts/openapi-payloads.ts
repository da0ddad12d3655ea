/**
 * The JSON Schemas of the payloads /api/v1 answers inside `{ data }`, generated from the contract's TypeScript
 * types (ts-json-schema-generator, one program for every type) into server/src/openapi/payloadSchemas.json,
 * which the OpenAPI document (server/src/openapi/document.ts) puts in components.schemas:
 *
 *   npm run openapi:payloads
 *
 * The types are those server/src/openapi/responseTypes.ts names. The file is committed; server/test/openapi.test.ts
 * generates it again in memory and fails when the committed one is stale. The generator speaks draft-07; the
 * schemas are turned into the document's dialect (2020-12, OpenAPI 3.1): `#/definitions/X` becomes
 * `#/components/schemas/X`, a tuple's `items: [...]` becomes `prefixItems`. Interfaces are closed
 * (`additionalProperties: false`): a field the server adds and the contract does not name is a failure.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createGenerator } from 'ts-json-schema-generator';
import { payloadTypeNames } from '../server/src/openapi/responseTypes';

const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
export const PAYLOAD_SCHEMAS_FILE = root('server/src/openapi/payloadSchemas.json');

type Schema = Record<string, unknown>;

/** A definition's name as a component name (^[A-Za-z0-9._-]+$): 'Choice<number>' → 'Choice_number'. */
const componentName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/_+$/, '');

/** A draft-07 schema of the generator as 2020-12 with the document's refs. */
function convert(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(convert);
  if (!value || typeof value !== 'object') return value;
  const out: Schema = {};
  for (const [key, item] of Object.entries(value as Schema)) {
    if (key === '$schema' || key === 'definitions') continue;
    if (key === '$ref' && typeof item === 'string') out.$ref = `#/components/schemas/${componentName(decodeURIComponent(item.replace(/^#\/definitions\//, '')))}`;
    else if (key === 'items' && Array.isArray(item)) out.prefixItems = convert(item);
    else if (key === 'additionalItems') {
      if (item !== false) out.items = convert(item);
    } else if (key === 'properties' || key === 'patternProperties') {
      out[key] = Object.fromEntries(Object.entries(item as Schema).map(([name, schema]) => [name, convert(schema)]));
    } else out[key] = convert(item);
  }
  return out;
}

/** Every payload type's schema and those of the types they use, by component name, sorted. */
export function generatePayloadSchemas(names: string[] = payloadTypeNames()): Record<string, Schema> {
  const generator = createGenerator({
    path: root('contract/src/index.ts'),
    tsconfig: root('tsconfig.json'),
    type: names[0],
    expose: 'export',
    topRef: false,
    skipTypeCheck: true,
    additionalProperties: false,
    encodeRefs: false,
    jsDoc: 'extended',
  });
  const schemas: Record<string, Schema> = {};
  const add = (name: string, schema: unknown) => {
    const converted = convert(schema) as Schema;
    const key = componentName(name);
    if (schemas[key] && JSON.stringify(schemas[key]) !== JSON.stringify(converted)) throw new Error(`Two contract types are both called ${key}: rename one`);
    schemas[key] = converted;
  };
  for (const name of names) {
    const { definitions, ...schema } = generator.createSchema(name) as Schema & { definitions?: Record<string, unknown> };
    add(name, schema);
    for (const [definition, value] of Object.entries(definitions ?? {})) add(definition, value);
  }
  return Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
}

/** The file's text: stable, so a regenerated file differs only when a type did. */
export const payloadSchemasText = (schemas: Record<string, Schema>) => `${JSON.stringify(schemas, null, 2)}\n`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = Date.now();
  const schemas = generatePayloadSchemas();
  writeFileSync(PAYLOAD_SCHEMAS_FILE, payloadSchemasText(schemas));
  console.log(`${Object.keys(schemas).length} schemas of ${payloadTypeNames().length} payload types → ${PAYLOAD_SCHEMAS_FILE} (${Date.now() - started} ms)`);
}
