/**
 * fast-check arbitraries for request bodies, generated from the contract's yup schemas (`schema.describe()`),
 * biased towards valid bodies, and the hostile families a client may send (see HOSTILE below).
 */
import fc from 'fast-check';
import type { AnySchema } from 'yup';
import { CONTENT_TYPES, PERMISSION_KEYS, QUICK_ACTION_TYPES } from '@atoll/contract';

// yup's description is a tree of plain objects; only what the generator reads is typed.
interface Description {
  type?: string;
  optional?: boolean;
  nullable?: boolean;
  oneOf?: unknown[];
  tests?: { name?: string; params?: Record<string, unknown> }[];
  fields?: Record<string, Description>;
  innerType?: Description;
}

/** Values a custom test ('in-list', 'order-key') accepts, by field name: the schema cannot say. */
const HINTS: Record<string, unknown[]> = {
  type: [...QUICK_ACTION_TYPES.map((t) => t.value), 'menu', 'pdf', 'weekly-recurring'],
  icon: ['phone', 'star', 'wifi'],
  content_type: CONTENT_TYPES.map((t) => t.value),
  language_code: ['en', 'it', 'fr'],
  company: ['matrixa', 'matrixb'],
  username: ['owner', 'm-no-permission'],
  order_by: ['name', '-name', 'id', 'created_at', '-status'],
  related_type: ['facility', 'activity', 'menu', 'information', 'event'],
};

const test = (d: Description, name: string) => d.tests?.find((t) => t.name === name)?.params;

export interface IdPools {
  /** Ids of objects of both companies (and a few that nobody has). */
  objects: number[];
  /** Users the fuzzer may edit (never the fuzzing owner). */
  users: number[];
}

function stringArb(d: Description, name: string): fc.Arbitrary<unknown> {
  const max = Number(test(d, 'max')?.max ?? 60);
  const regex = test(d, 'matches')?.regex;
  const options: fc.Arbitrary<unknown>[] = [fc.string({ maxLength: Math.min(max, 60) })];
  if (regex instanceof RegExp) options.unshift(fc.stringMatching(regex).map((s) => s.slice(0, max)));
  if (d.tests?.some((t) => t.name === 'email')) options.unshift(fc.emailAddress());
  if (d.tests?.some((t) => t.name === 'url')) options.unshift(fc.webUrl());
  if (HINTS[name]) options.unshift(fc.constantFrom(...HINTS[name]));
  return options.length > 1 ? fc.oneof({ arbitrary: options[0], weight: 3 }, ...options.slice(1)) : options[0];
}

/** An arbitrary for one schema node; `name` is the field's name (for hints and id pools). */
export function arbitraryFor(d: Description, ids: IdPools, name = ''): fc.Arbitrary<unknown> {
  const choices = (d.oneOf ?? []).filter((v) => v !== undefined && v !== null);
  let arb: fc.Arbitrary<unknown>;
  if (choices.length) arb = fc.constantFrom(...choices);
  else if (d.type === 'string') arb = stringArb(d, name);
  else if (d.type === 'number') {
    if (name === 'user_id') arb = fc.constantFrom(...ids.users);
    else if (name.endsWith('_id') || name === 'id') arb = fc.constantFrom(...ids.objects);
    else {
      const min = Number(test(d, 'min')?.min ?? (test(d, 'min')?.more !== undefined ? Number(test(d, 'min')!.more) + 1 : -5));
      const max = Number(test(d, 'max')?.max ?? 1000);
      arb = d.tests?.some((t) => t.name === 'integer') ? fc.integer({ min, max: Math.min(max, 2 ** 31 - 1) }) : fc.double({ min, max, noNaN: true });
    }
  } else if (d.type === 'boolean') arb = fc.boolean();
  else if (d.type === 'date') arb = fc.date({ noInvalidDate: true }).map((x) => x.toISOString());
  else if (d.type === 'array' && d.innerType) {
    const inner = d.innerType;
    const element = arbitraryFor(inner, ids, name);
    // A translatable list: English first, so most are valid.
    if (inner.fields?.language_code && inner.fields.text) {
      arb = fc
        .tuple(fc.string({ minLength: 1, maxLength: 30 }), fc.array(element, { maxLength: 2 }))
        .map(([text, rest]) => [{ language_code: 'en', text }, ...rest]);
    } else arb = fc.array(element, { maxLength: 4 });
  } else if (d.type === 'object' && d.fields) {
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    const required: string[] = [];
    for (const [key, field] of Object.entries(d.fields)) {
      model[key] = arbitraryFor(field, ids, key);
      if (!field.optional) required.push(key);
    }
    arb = fc.record(model, { requiredKeys: required });
  } else if (name === 'permissions') {
    arb = fc.dictionary(fc.constantFrom(...PERMISSION_KEYS), fc.constantFrom<unknown>({ objects: 'all' }, { objects: [1, 2] }, null, false, { objects: 'some' }), { maxKeys: 3 });
  } else arb = fc.jsonValue({ maxDepth: 2 });
  return d.nullable ? fc.option(arb, { freq: 10, nil: null }) : arb;
}

export const schemaArbitrary = (schema: AnySchema, ids: IdPools) => arbitraryFor(schema.describe() as Description, ids);

/** Keys named after built-in object members. */
export const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'prototype', 'isPrototypeOf', '__defineGetter__'];

/** A value of some JSON type, often not the one a field expects. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 1e308, -0, '', ' ', '0', 'null', [], {}, [null], { '': null }, '2026-13-45', 'x'.repeat(300)),
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Where and how to damage a body: picks are indexes taken modulo what the body has, so any body can take any mutation. */
export type Mutation =
  | { family: 'valid' }
  | { family: 'prototype-keys'; picks: number[]; key: string; value: unknown }
  | { family: 'null-in-list'; picks: number[] }
  | { family: 'wrong-type'; picks: number[]; value: unknown }
  | { family: 'huge-string'; picks: number[]; size: number }
  | { family: 'deep-nesting'; picks: number[]; depth: number; shape: 'array' | 'object' }
  | { family: 'non-object-body'; raw: string };

const picks = fc.array(fc.nat(), { minLength: 1, maxLength: 4 });

/** `huge`: the weight of ~1 MB strings, against 820 for all other families together. */
export const mutationArbitrary = (huge: number): fc.Arbitrary<Mutation> =>
  fc.oneof(
    { weight: 400, arbitrary: fc.constant({ family: 'valid' as const }) },
    { weight: 140, arbitrary: fc.record({ family: fc.constant('prototype-keys' as const), picks, key: fc.constantFrom(...PROTOTYPE_KEYS), value: anyValue }) },
    { weight: 90, arbitrary: fc.record({ family: fc.constant('null-in-list' as const), picks }) },
    { weight: 140, arbitrary: fc.record({ family: fc.constant('wrong-type' as const), picks, value: anyValue }) },
    { weight: huge, arbitrary: fc.record({ family: fc.constant('huge-string' as const), picks, size: fc.constantFrom(1_000_000, 1_040_000, 2_000_000) }) },
    { weight: 20, arbitrary: fc.record({ family: fc.constant('deep-nesting' as const), picks, depth: fc.constantFrom(100, 1000, 5000), shape: fc.constantFrom('array' as const, 'object' as const) }) },
    { weight: 30, arbitrary: fc.record({ family: fc.constant('non-object-body' as const), raw: fc.constantFrom('null', '[]', '[{}]', '"x"', '1', 'true', '{', '{"a":', '\u0000', '{"a":1}{"b":2}', '{"a":1e99999}', '{"__proto__":{"admin":true}}') }) },
  );

type Node = Record<string, unknown> | unknown[];
const isNode = (v: unknown): v is Node => v !== null && typeof v === 'object';

/** Every object and array inside `value` (itself included), depth first. */
function nodes(value: unknown, out: Node[] = []): Node[] {
  if (!isNode(value)) return out;
  out.push(value);
  for (const child of Array.isArray(value) ? value : Object.values(value)) nodes(child, out);
  return out;
}

function deep(depth: number, shape: 'array' | 'object'): string {
  return shape === 'array' ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** The JSON text of `body` damaged by `m` (a raw string so keys like __proto__ and deep nesting survive as sent). */
export function applyMutation(body: unknown, m: Mutation): string {
  if (m.family === 'non-object-body') return m.raw;
  const root: Record<string, unknown> = isNode(body) && !Array.isArray(body) ? structuredClone(body) : {};
  const all = nodes(root);
  const pick = (i: number) => all[m.family === 'valid' ? 0 : (m.picks[i % m.picks.length] ?? 0) % all.length];
  const keyOf = (node: Node, i: number): string | number | undefined => {
    const keys = Array.isArray(node) ? node.map((_, k) => k) : Object.keys(node);
    return keys.length ? keys[i % keys.length] : undefined;
  };
  const set = (node: Node, key: string | number, value: unknown) => {
    (node as Record<string | number, unknown>)[key] = value;
  };
  switch (m.family) {
    case 'valid':
      return JSON.stringify(root);
    case 'prototype-keys': {
      // Written as text: an own property named __proto__ cannot be made with an assignment.
      const marker = `__marker_${m.picks[0]}__`;
      const target = pick(0);
      if (Array.isArray(target)) target.push({ [marker]: m.value });
      else target[marker] = m.value;
      return JSON.stringify(root).replace(`"${marker}"`, JSON.stringify(m.key));
    }
    case 'null-in-list': {
      const lists = all.filter(Array.isArray);
      if (!lists.length) {
        const node = pick(0);
        const key = keyOf(node, m.picks[1] ?? 0) ?? 'items';
        set(node, key, [null]);
      } else for (const [i, list] of lists.entries()) if (i % 2 === 0 || lists.length === 1) list.splice((m.picks[1] ?? 0) % (list.length + 1), 0, null);
      return JSON.stringify(root);
    }
    case 'wrong-type': {
      const node = pick(0);
      const key = keyOf(node, m.picks[1] ?? 0);
      if (key !== undefined) set(node, key, m.value);
      else set(node, 'name', m.value);
      return JSON.stringify(root);
    }
    case 'huge-string': {
      // A string field if the body has one (that is where a column's length is met), else any key.
      const strings = all.flatMap((node) =>
        (Array.isArray(node) ? node.map((v, k) => [k, v] as const) : Object.entries(node)).filter(([, v]) => typeof v === 'string').map(([k]) => [node, k] as const),
      );
      const [node, key] = strings.length
        ? strings[(m.picks[1] ?? 0) % strings.length]
        : ([pick(0), keyOf(pick(0), m.picks[1] ?? 0) ?? 'username'] as const);
      set(node, key, 'x'.repeat(m.size));
      return JSON.stringify(root);
    }
    case 'deep-nesting': {
      const node = pick(0);
      const key = keyOf(node, m.picks[1] ?? 0) ?? 'name';
      const marker = `"__deep_${m.picks[0]}__"`;
      set(node, key, JSON.parse(marker));
      return JSON.stringify(root).replace(marker, deep(m.depth, m.shape));
    }
  }
}
