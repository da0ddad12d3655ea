/** Facilities: PDF-only menus, what deleting a facility removes and lets go, and the grants that forget it. */
import { describe, expect, it } from 'vitest';
import { CONTENT_TEXT } from '../contentFields';
import { PERMISSION, type PermissionsMap } from '../permissions';
import { broken } from './brokenRule.testing';
import { facilityDeletePlan, requirePdfMenu, withoutFacilityGrants } from './facilities';
import { ruleErrorBody } from './rules';

describe('requirePdfMenu', () => {
  it('lets a PDF menu take a PDF file', () => {
    expect(() => requirePdfMenu({ type: 'pdf' })).not.toThrow();
  });

  it('refuses a PDF file for any other menu: 422 on file, the message also the body’s', () => {
    const error = broken(() => requirePdfMenu({ type: 'menu' }));
    expect(error.status).toBe(422);
    expect(error.errors).toEqual({ file: [CONTENT_TEXT.pdfOnlyForPdfMenus] });
    expect(ruleErrorBody(error).message).toBe(CONTENT_TEXT.pdfOnlyForPdfMenus);
  });
});

describe('facilityDeletePlan', () => {
  it('removes the activities and menus, clears links to all three, frees the sub-facilities and drops the grants', () => {
    expect(facilityDeletePlan(1, [10, 11], [20], [2, 3])).toEqual({
      removes: { facilityId: 1, activityIds: [10, 11], menuIds: [20] },
      unlinks: [
        { type: 'facility', ids: [1] },
        { type: 'activity', ids: [10, 11] },
        { type: 'menu', ids: [20] },
      ],
      orphans: [2, 3],
      droppedGrants: [1],
    });
  });

  it('clears the links of a facility without activities, menus or sub-facilities too', () => {
    expect(facilityDeletePlan(7, [], [], [])).toEqual({
      removes: { facilityId: 7, activityIds: [], menuIds: [] },
      unlinks: [
        { type: 'facility', ids: [7] },
        { type: 'activity', ids: [] },
        { type: 'menu', ids: [] },
      ],
      orphans: [],
      droppedGrants: [7],
    });
  });

  it('never lists the facility among its own orphans (data that already loops onto itself)', () => {
    expect(facilityDeletePlan(1, [], [], [2, 1, 3]).orphans).toEqual([2, 3]);
  });
});

describe('withoutFacilityGrants', () => {
  it('drops the facilities from object-scoped grants and keeps every other grant as it is', () => {
    const permissions: PermissionsMap = {
      [PERMISSION.manageFacilityRequests]: { objects: [1, 2] },
      [PERMISSION.readFacilityRequests]: { objects: [3] },
      [PERMISSION.manageHotelContent]: { objects: 'all' },
    };
    expect(withoutFacilityGrants(permissions, [1])).toStrictEqual({
      [PERMISSION.manageFacilityRequests]: { objects: [2] },
      [PERMISSION.readFacilityRequests]: { objects: [3] },
      [PERMISSION.manageHotelContent]: { objects: 'all' },
    });
  });

  it('leaves out a permission whose grant is not set', () => {
    const permissions: PermissionsMap = { [PERMISSION.manageFacilityRequests]: { objects: [1] }, [PERMISSION.readFacilityRequests]: undefined };
    expect(withoutFacilityGrants(permissions, [1])).toStrictEqual({ [PERMISSION.manageFacilityRequests]: { objects: [] } });
  });

  it('answers null when no grant names the facilities (nothing to save)', () => {
    expect(withoutFacilityGrants({ [PERMISSION.manageFacilityRequests]: { objects: [2] } }, [1])).toBeNull();
    expect(withoutFacilityGrants(undefined, [1])).toBeNull();
  });
});
