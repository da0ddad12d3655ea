import { describe, expect, it } from 'vitest';
import { CONTENT_TEXT, API_TEXT } from '../index';
import { ERROR_CODES, ERROR_NAMES, STATUS_MESSAGES } from '../errors';
import {
  bySortOrder,
  checkParent,
  facilityDeletePlan,
  linkAfterDelete,
  linkToStore,
  manualRoomNumbers,
  relatedPatch,
  requireCategoryOfMenu,
  requireContentType,
  requireFreeNumbers,
  requirePdfMenu,
  requireReference,
  roomsSavePlan,
  RuleError,
  ruleChoice,
  ruleErrorBody,
  ruleField,
  ruleForbidden,
  ruleNotFound,
  wantedRooms,
  withoutFacilityGrants,
} from './index';
import { broken } from './brokenRule.testing';


describe('RuleError bodies', () => {
  it('404 has no field errors; 422 names the field and may carry its own message', () => {
    expect(ruleErrorBody(ruleNotFound())).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(ruleErrorBody(ruleNotFound())).not.toHaveProperty('errors');
    const body = ruleErrorBody(broken(() => requirePdfMenu({ type: 'menu' })));
    expect(body).toMatchObject({ status: 422, message: CONTENT_TEXT.pdfOnlyForPdfMenus, errors: { file: [CONTENT_TEXT.pdfOnlyForPdfMenus] } });
  });
});

describe('ordering', () => {
  it('sorts by sort_order then id', () => {
    const rows = [{ id: 3, sort_order: 1, f: 1 }, { id: 2, sort_order: 1, f: 2 }, { id: 9, sort_order: 0, f: 1 }];
    expect([...rows].sort(bySortOrder).map((r) => r.id)).toEqual([9, 2, 3]);
  });
});

describe('references', () => {
  it('a missing reference is 422 on the field', () => {
    expect(requireReference({ id: 1 }, 'menu_id')).toEqual({ id: 1 });
    expect(broken(() => requireReference(undefined, 'menu_id')).errors).toEqual({ menu_id: [CONTENT_TEXT.chooseFromList] });
  });
});

describe('facilities', () => {
  // 1 ← 2 ← 3 (3's parent is 2, 2's parent is 1); 4 alone.
  const parentOf = new Map<number, number | null>([[1, null], [2, 1], [3, 2], [4, null]]);

  it('accepts another facility of the company, clears with null', () => {
    expect(checkParent(parentOf, 4, 1)).toBe(1);
    expect(checkParent(parentOf, null, 3)).toBe(3);
    expect(checkParent(parentOf, 1, null)).toBeNull();
    expect(checkParent(parentOf, 1, undefined)).toBeNull();
  });

  it('refuses itself and its descendants, and facilities of other companies', () => {
    expect(broken(() => checkParent(parentOf, 1, 1)).errors).toEqual({ parent_id: [CONTENT_TEXT.parentIsSelf] });
    expect(broken(() => checkParent(parentOf, 1, 3)).errors).toEqual({ parent_id: [CONTENT_TEXT.parentIsSelf] });
    expect(broken(() => checkParent(parentOf, 1, 99)).errors).toEqual({ parent_id: [CONTENT_TEXT.chooseFromList] });
  });

  it('terminates on data that already loops', () => {
    const loop = new Map<number, number | null>([[1, 2], [2, 1], [5, null]]);
    expect(checkParent(loop, 5, 1)).toBe(1);
  });

  it('an item category must be of its menu', () => {
    expect(requireCategoryOfMenu({ menu_id: 7 }, 7)).toEqual({ menu_id: 7 });
    expect(broken(() => requireCategoryOfMenu({ menu_id: 8 }, 7)).errors).toEqual({ category_id: [CONTENT_TEXT.categoryOfOtherMenu] });
    expect(broken(() => requireCategoryOfMenu(undefined, 7)).errors).toEqual({ category_id: [CONTENT_TEXT.categoryOfOtherMenu] });
  });

  it('plans a facility delete', () => {
    expect(facilityDeletePlan(1, [10, 11], [20], [2])).toEqual({
      removes: { facilityId: 1, activityIds: [10, 11], menuIds: [20] },
      unlinks: [
        { type: 'facility', ids: [1] },
        { type: 'activity', ids: [10, 11] },
        { type: 'menu', ids: [20] },
      ],
      orphans: [2],
      droppedGrants: [1],
    });
  });

  it('drops deleted facilities from object-scoped grants only', () => {
    const permissions = { 'manage-facility': { objects: [1, 2] }, 'view-facility': { objects: 'all' as const } };
    expect(withoutFacilityGrants(permissions, [1])).toEqual({ 'manage-facility': { objects: [2] }, 'view-facility': { objects: 'all' } });
    expect(withoutFacilityGrants(permissions, [3])).toBeNull();
    expect(withoutFacilityGrants(null, [1])).toBeNull();
  });
});

describe('related links', () => {
  const exists = (type: string, id: number) => type === 'menu' && id === 5;

  it('stores a link to an existing object, none without a type or id', () => {
    expect(linkToStore({ related_type: 'menu', related_id: 5, related_direct: true }, exists)).toEqual({ related_type: 'menu', related_id: 5, related_direct: true });
    expect(linkToStore({ related_type: '', related_id: 5, related_direct: true }, exists)).toEqual({ related_type: null, related_id: null, related_direct: false });
    expect(linkToStore({ related_type: 'menu', related_id: null }, exists)).toEqual({ related_type: null, related_id: null, related_direct: false });
  });

  it('refuses a missing object and an unknown type', () => {
    expect(broken(() => linkToStore({ related_type: 'menu', related_id: 6 }, exists)).errors).toEqual({ related_id: [CONTENT_TEXT.relatedMissing] });
    expect(broken(() => linkToStore({ related_type: 'guest', related_id: 5 }, exists)).errors).toEqual({ related_type: [CONTENT_TEXT.chooseFromList] });
  });

  it('PATCH: type sent replaces, related_direct alone sets the flag on a linked row, else keeps', () => {
    const sent = (...keys: string[]) => (key: string) => keys.includes(key);
    expect(relatedPatch(sent('related_type'), {}, null)).toEqual({ kind: 'replace' });
    expect(relatedPatch(sent('related_direct'), { related_direct: true }, 'menu')).toEqual({ kind: 'direct', related_direct: true });
    expect(relatedPatch(sent('related_direct'), { related_direct: true }, null)).toEqual({ kind: 'keep' });
    expect(relatedPatch(sent('name'), {}, 'menu')).toEqual({ kind: 'keep' });
  });

  it('a link to a deleted object is cleared, related_direct included', () => {
    const link = { related_type: 'menu' as const, related_id: 5, related_direct: true };
    expect(linkAfterDelete(link, 'menu', [5])).toEqual({ related_type: null, related_id: null, related_direct: false });
    expect(linkAfterDelete(link, 'menu', [6])).toBe(link);
    expect(linkAfterDelete(link, 'activity', [5])).toBe(link);
  });
});

describe('information', () => {
  it('refuses content of another kind, naming the card’s kind', () => {
    expect(() => requireContentType({ content_type: 'text' }, 'text', 'text')).not.toThrow();
    expect(broken(() => requireContentType({ content_type: 'text' }, 'pdf', 'file')).errors).toEqual({ file: [CONTENT_TEXT.contentTypeMismatch('Text')] });
  });
});

describe('rooms', () => {
  it('manual rooms: trimmed, blanks dropped, first occurrence kept, capped', () => {
    expect(manualRoomNumbers([' 101', '102', '', '101 '])).toEqual(['101', '102']);
    expect(broken(() => manualRoomNumbers(Array.from({ length: 5001 }, (_, i) => String(i)))).errors).toEqual({ numbers: [API_TEXT.tooManyRooms(5000)] });
  });

  it('numbers used by another type are taken, any case', () => {
    const wanted = wantedRooms([{ number: ' 1a ' }, { number: '2' }]);
    expect(() => requireFreeNumbers(wanted, ['3'])).not.toThrow();
    expect(broken(() => requireFreeNumbers(wanted, ['1A'])).errors).toEqual({ rooms: [CONTENT_TEXT.roomNumberTaken('1a')] });
  });

  it('a save keeps listed rooms of the type, adds the others, removes the rest', () => {
    const wanted = wantedRooms([{ id: 1, number: '1' }, { id: 99, number: '2' }, { number: '3' }]);
    const plan = roomsSavePlan([1, 2], wanted);
    expect(plan.kept.map((r) => r.number)).toEqual(['1']);
    expect(plan.added.map((r) => r.number)).toEqual(['2', '3']);
    expect(plan.removed).toEqual([2]);
  });
});

describe('RuleError', () => {
  it('carries its status and no field errors by default, and says in logs which status was broken', () => {
    const error = new RuleError(409);
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(409);
    expect(error.errors).toEqual({});
    expect(error.name).toBe('RuleError');
    expect(error.message).toBe('Rule broken (409)');
    expect(error.bodyMessage).toBeUndefined();
  });

  it('a message of its own is both the log message and the body message', () => {
    const error = new RuleError(409, {}, CONTENT_TEXT.pdfOnlyForPdfMenus);
    expect(error.message).toBe(CONTENT_TEXT.pdfOnlyForPdfMenus);
    expect(error.bodyMessage).toBe(CONTENT_TEXT.pdfOnlyForPdfMenus);
  });

  it('the shorthands: 404 not found, 403 forbidden, 422 on one field, 422 "Choose from the list"', () => {
    expect(ruleNotFound().status).toBe(404);
    expect(ruleForbidden().status).toBe(403);
    const field = ruleField('name', CONTENT_TEXT.parentIsSelf);
    expect([field.status, field.errors, field.bodyMessage]).toEqual([422, { name: [CONTENT_TEXT.parentIsSelf] }, undefined]);
    const withBody = ruleField('file', CONTENT_TEXT.pdfOnlyForPdfMenus, CONTENT_TEXT.pdfOnlyForPdfMenus);
    expect(withBody.bodyMessage).toBe(CONTENT_TEXT.pdfOnlyForPdfMenus);
    const choice = ruleChoice('room_id');
    expect([choice.status, choice.errors]).toEqual([422, { room_id: [CONTENT_TEXT.chooseFromList] }]);
  });
});

describe('ruleErrorBody', () => {
  it("answers the status' catalogue body, without errors when there are none", () => {
    expect(ruleErrorBody(ruleForbidden())).toEqual({
      code: ERROR_CODES.FORBIDDEN,
      name: ERROR_NAMES.FORBIDDEN,
      message: STATUS_MESSAGES[403],
      reference: '',
      status: 403,
      data: null,
    });
  });

  it('adds the field errors, and keeps the default message when the rule gives none', () => {
    expect(ruleErrorBody(ruleChoice('room_id'))).toEqual({
      code: ERROR_CODES.VALIDATION_ERROR,
      name: ERROR_NAMES.VALIDATION_ERROR,
      message: STATUS_MESSAGES[422],
      reference: '',
      status: 422,
      data: null,
      errors: { room_id: [CONTENT_TEXT.chooseFromList] },
    });
  });

  it("puts the rule's own message in place of the default", () => {
    expect(ruleErrorBody(new RuleError(409, {}, CONTENT_TEXT.pdfOnlyForPdfMenus))).toEqual({
      code: ERROR_CODES.CONFLICT,
      name: ERROR_NAMES.CONFLICT,
      message: CONTENT_TEXT.pdfOnlyForPdfMenus,
      reference: '',
      status: 409,
      data: null,
    });
  });
});
