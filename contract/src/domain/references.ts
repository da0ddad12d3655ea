/**
 * References in a body (facility_id, menu_id, parent_id…): tenancy for writes
 * (spec: a company sees only its own objects). An id of another company, or one
 * that cannot exist, is "not in the list": 422 on the field, never a 404.
 */
import { CONTENT_TEXT } from '../contentFields';
import { RuleError, ruleField } from './rules';

/** Ids are PostgreSQL integers: beyond this they cannot exist (and would be a database error). */
export const MAX_ID = 2_147_483_647;

/** Whether `id` can name a stored row at all (look it up only then). */
export const isStorableId = (id: number): boolean => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID;

/**
 * The referenced row, looked up by the caller among its company's rows only;
 * `undefined` (not found, another company's, or an impossible id) → 422 on `field`.
 */
export function requireReference<T>(row: T | undefined, field: string, message: string = CONTENT_TEXT.chooseFromList): T {
  if (row === undefined) throw ruleField(field, message);
  return row;
}

/** The row a path names, of the caller's company: otherwise 404. */
export function requireOwn<T>(row: T | undefined): T {
  if (row === undefined) throw new RuleError(404);
  return row;
}
