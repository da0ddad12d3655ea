/**
 * The contract's yup schemas as JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1), read from yup's own
 * `describe()`: types, required and nullable, min/max (lengths, values, items), integer, oneOf (enum), matches
 * (pattern), e-mail and URL formats, arrays, tuples and nested objects. A custom test (a rule written as a
 * function, e.g. 'unique-language') cannot be expressed: its name is kept in the description, so the reader
 * knows the server checks more than the schema says.
 */
import type { AnySchema } from 'yup';

/** The JSON Schema subset this module emits (and server/src/openapi/check.ts validates). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
  description?: string;
  $ref?: string;
}

interface TestDescription {
  name?: string;
  params?: Record<string, unknown>;
}

/** What yup's describe() gives (yup 1.x), as far as it is read here. */
interface Description {
  type: string;
  optional?: boolean;
  nullable?: boolean;
  default?: unknown;
  oneOf?: unknown[];
  tests?: TestDescription[];
  fields?: Record<string, Description>;
  innerType?: Description | Description[];
  label?: string;
}

/** Tests whose meaning is a keyword below; any other name is a rule the schema cannot say. */
const EXPRESSED = new Set(['required', 'defined', 'optionality', 'nullable', 'min', 'max', 'length', 'integer', 'matches', 'email', 'url', 'uuid', 'trim', 'typeError', 'oneOf', 'notOneOf']);

const YUP_TYPES: Record<string, string> = { string: 'string', number: 'number', boolean: 'boolean', object: 'object', array: 'array', tuple: 'array', date: 'string' };

const param = (test: TestDescription, key: string): number | undefined => {
  const value = test.params?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

/** What is read of a yup schema itself: its `when` conditions (describe() without a value shows the base schema). */
interface SchemaInternals {
  conditions?: { refs?: { key?: string; path?: string }[] }[];
  fields?: Record<string, SchemaInternals>;
  innerType?: SchemaInternals;
}

/** The sibling fields a field's `when` depends on (empty: it is unconditional). */
const dependsOn = (schema: SchemaInternals | undefined): string[] =>
  (schema?.conditions ?? []).flatMap((c) => (c.refs ?? []).map((r) => r.key ?? r.path ?? '?'));

/**
 * A yup `describe()` result as JSON Schema; `schema`, when given, is the yup schema it came from: a field
 * with a `when` condition is not listed as required (whether it is depends on another field), and says so.
 */
export function describedToJsonSchema(d: Description, schema?: SchemaInternals): JsonSchema {
  const out: JsonSchema = {};
  let type = YUP_TYPES[d.type];
  const tests = d.tests ?? [];
  const named = (name: string) => tests.filter((t) => t.name === name);
  if (type === 'number' && named('integer').length) type = 'integer';
  if (d.type === 'date') out.format = 'date-time';

  if (type === 'object' && d.fields) {
    out.properties = {};
    const required: string[] = [];
    for (const [name, field] of Object.entries(d.fields)) {
      const internals = schema?.fields?.[name];
      const property = describedToJsonSchema(field, internals);
      const conditional = dependsOn(internals);
      if (conditional.length) {
        const note = `Depends on ${conditional.join(', ')}: required, refused or dropped according to its value.`;
        property.description = property.description ? `${note} ${property.description}` : note;
      } else if (field.optional === false) required.push(name);
      out.properties[name] = property;
    }
    if (required.length) out.required = required;
  }
  if (d.type === 'array' && d.innerType && !Array.isArray(d.innerType)) out.items = describedToJsonSchema(d.innerType, schema?.innerType);
  if (d.type === 'tuple' && Array.isArray(d.innerType)) {
    out.prefixItems = d.innerType.map((item) => describedToJsonSchema(item));
    out.minItems = d.innerType.length;
    out.maxItems = d.innerType.length;
  }

  for (const test of tests) {
    const min = param(test, 'min');
    const max = param(test, 'max');
    const length = param(test, 'length');
    const more = param(test, 'more');
    const less = param(test, 'less');
    if (type === 'string') {
      if (test.name === 'min' && min !== undefined) out.minLength = min;
      if (test.name === 'max' && max !== undefined) out.maxLength = max;
      if (test.name === 'length' && length !== undefined) out.minLength = out.maxLength = length;
      // A pattern has no flags in JSON Schema: a case-insensitive one stays a named rule (below).
      if (test.name === 'matches' && test.params?.regex instanceof RegExp && !test.params.regex.flags.includes('i')) out.pattern = test.params.regex.source;
      if (test.name === 'email') out.format = 'email';
      if (test.name === 'url') out.format = 'uri';
      if (test.name === 'uuid') out.format = 'uuid';
    } else if (type === 'number' || type === 'integer') {
      if (test.name === 'min' && min !== undefined) out.minimum = min;
      if (test.name === 'max' && max !== undefined) out.maximum = max;
      if (more !== undefined) out.exclusiveMinimum = more;
      if (less !== undefined) out.exclusiveMaximum = less;
    } else if (type === 'array') {
      if (test.name === 'min' && min !== undefined) out.minItems = min;
      if (test.name === 'max' && max !== undefined) out.maxItems = max;
      if (test.name === 'length' && length !== undefined) out.minItems = out.maxItems = length;
    }
  }
  // yup's required() refuses '' for a string (and [] never: arrays only need to be there).
  if (type === 'string' && d.optional === false && named('required').length && (out.minLength ?? 0) < 1) out.minLength = 1;

  const allowed = (d.oneOf ?? []).filter((v) => v !== undefined && v !== null);
  if (allowed.length) out.enum = d.nullable ? [...allowed, null] : allowed;
  if (type) out.type = d.nullable ? [type, 'null'] : type;
  if (d.default !== undefined && typeof d.default !== 'function' && !(type === 'object' && d.fields)) out.default = d.default;

  const rules = [...new Set(tests.map((t) => t.name).filter((n): n is string => !!n && !EXPRESSED.has(n)))];
  if (type === 'string' && named('matches').length && out.pattern === undefined) rules.push('matches (case-insensitive)');
  const label = d.label ? `${d.label}.` : '';
  const checked = rules.length ? `Also checked by the server: ${rules.join(', ')}.` : '';
  if (label || checked) out.description = [label, checked].filter(Boolean).join(' ');
  return out;
}

/** A yup schema as JSON Schema (a `lazy` or other schema without a description is any value). */
export function toJsonSchema(schema: AnySchema): JsonSchema {
  const described = (schema as { describe?: () => Description }).describe?.();
  return described ? describedToJsonSchema(described, schema as unknown as SchemaInternals) : {};
}
