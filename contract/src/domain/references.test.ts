import { describe, expect, it } from 'vitest';
import { CONTENT_TEXT } from '../contentFields';
import { broken } from './brokenRule.testing';
import { isStorableId, MAX_ID, requireOwn, requireReference } from './references';

describe('isStorableId', () => {
  it('accepts the ids a PostgreSQL integer key can hold, 1 to MAX_ID', () => {
    expect([1, 2, MAX_ID - 1, MAX_ID].map(isStorableId)).toEqual([true, true, true, true]);
  });

  it('refuses ids below 1 or beyond MAX_ID, which no row can have', () => {
    expect([0, -1, MAX_ID + 1, Number.MAX_SAFE_INTEGER].map(isStorableId)).toEqual([false, false, false, false]);
  });

  it('refuses fractions and non-numbers, even within the range', () => {
    expect([1.5, MAX_ID - 0.5, Number.NaN, Number.POSITIVE_INFINITY].map(isStorableId)).toEqual([false, false, false, false]);
  });
});

describe('requireReference', () => {
  it("returns the company's row that was found", () => {
    const row = { id: 4, name: 'Spa' };
    expect(requireReference(row, 'facility_id')).toBe(row);
  });

  it('answers a missing row (not found, or another company’s) with 422 "Choose from the list" on the field', () => {
    const error = broken(() => requireReference(undefined, 'facility_id'));
    expect(error.status).toBe(422);
    expect(error.errors).toEqual({ facility_id: [CONTENT_TEXT.chooseFromList] });
  });

  it('uses the message the caller gives instead', () => {
    const error = broken(() => requireReference(undefined, 'category_id', CONTENT_TEXT.categoryOfOtherMenu));
    expect(error.errors).toEqual({ category_id: [CONTENT_TEXT.categoryOfOtherMenu] });
  });
});

describe('requireOwn', () => {
  it("returns the company's row the path names", () => {
    const row = { id: 9 };
    expect(requireOwn(row)).toBe(row);
  });

  it('answers a row that is missing or of another company with 404 and no field errors', () => {
    const error = broken(() => requireOwn(undefined));
    expect(error.status).toBe(404);
    expect(error.errors).toEqual({});
  });
});
