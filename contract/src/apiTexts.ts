/**
 * Texts /api/v1 answers with that the specification does not word, and the
 * type pre-check of request bodies. The server and the mocks both import these,
 * so a console test against the mocks reads exactly what the server would say.
 */
import { ArraySchema, ObjectSchema, type Schema } from 'yup';

export const API_TEXT = {
  invalidJson: 'The request body is not valid JSON',
  notAnObject: 'The request body must be a JSON object',
  bodyTooLarge: 'The request body is too large',
  multipartUnreadable: 'The multipart body could not be read',
  notAnImage: 'The file must be a PNG, JPEG, GIF or WebP image',
  ownerCannotBeDisabled: 'The company owner cannot be disabled',
  notActivatedYet: 'The user has not activated the account yet',
  defaultLanguageRequired: 'English is always enabled',
  unknownTimeZone: 'Unknown time zone',
  unknownCountry: 'Choose a country from the list',
  unknownPermission: 'Unknown permission',
  facilityGrant: "Choose 'all' or a list of facility ids",
  unknownFacility: 'Choose facilities of this company',
  companyGrant: "This permission covers 'all' objects",
  permissionsNotObject: 'Permissions must be an object',
  tooManyRooms: (max: number) => `At most ${max} room numbers`,
  mustBeText: 'Must be text',
  mustBeObject: 'Must be an object',
  mustBeList: 'Must be a list',
  listEntriesMustBeObjects: 'Each entry of the list must be an object',
  mustBe: (type: string) => `Must be a ${type}`,
} as const;

const isScalar = (v: unknown) => v === null || v === undefined || ['string', 'number', 'boolean'].includes(typeof v);

/**
 * Drops JSON values whose type cannot fit the schema (an object where text is
 * expected) and reports them in `errors` by path: yup's trim transform would
 * throw a TypeError on them, a 500 instead of a 422.
 */
export function dropMistyped(schema: Schema, value: unknown, path: string, errors: Record<string, string[]>): unknown {
  const type = (schema as { type?: string }).type;
  if (schema instanceof ObjectSchema) {
    if (value === undefined || value === null) return value;
    if (typeof value !== 'object' || Array.isArray(value)) {
      errors[path || '_'] = [API_TEXT.mustBeObject];
      return undefined;
    }
    // Only the schema's own keys are copied, looked up with Object.hasOwn: an unknown key is dropped here
    // (stripUnknown), so yup never looks a client-chosen key such as `constructor` or `__proto__` up in
    // its field map (`field.resolve is not a function`), and nothing reaches an object's prototype.
    const source = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(schema.fields as Record<string, Schema>)) {
      if (Object.hasOwn(source, key)) out[key] = dropMistyped(field, source[key], path ? `${path}.${key}` : key, errors);
    }
    return out;
  }
  if (schema instanceof ArraySchema) {
    if (value === undefined || value === null) return value;
    if (!Array.isArray(value)) {
      errors[path] = [API_TEXT.mustBeList];
      return undefined;
    }
    const inner = schema.innerType as Schema | undefined;
    if (!inner) return value;
    if (inner instanceof ObjectSchema) {
      // A list of objects (translations, rooms): an entry that is not an object (null, text, a list) is
      // reported on the list itself and left out, so no test of the list meets it.
      const isEntry = (item: unknown) => item !== null && typeof item === 'object' && !Array.isArray(item);
      if (!value.every(isEntry)) errors[path || '_'] = [API_TEXT.listEntriesMustBeObjects];
      // Entries are numbered as yup sees them (without the ones left out), so both report the same paths.
      return value.filter(isEntry).map((item, i) => dropMistyped(inner, item, `${path}[${i}]`, errors));
    }
    return value.map((item, i) => dropMistyped(inner, item, `${path}[${i}]`, errors));
  }
  if ((type === 'string' || type === 'number' || type === 'boolean') && !isScalar(value)) {
    errors[path] = [type === 'string' ? API_TEXT.mustBeText : API_TEXT.mustBe(type)];
    return undefined;
  }
  return value;
}
