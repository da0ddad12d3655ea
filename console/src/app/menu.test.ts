/** The NavBar menu comes from the route table filtered by permissions (spec sections 2 and 6). */
import { describe, expect, test } from 'vitest';
import { PERMISSION, ownerPermissions, type PermissionsMap } from '@atoll/contract';
import { buildMenu } from './menu';

const all = { objects: 'all' as const };
const labels = (permissions: PermissionsMap | undefined) =>
  Object.fromEntries(buildMenu(permissions).map(({ group, items }) => [group, items.map((i) => i.label)]));

describe('buildMenu', () => {
  test('the owner sees every group and item, in the order of section 2', () => {
    expect(labels(ownerPermissions())).toEqual({
      Hotel: ['Facilities', 'Banners', 'Information', 'Quick Actions', 'Events', 'Rooms'],
      Guests: ['Guest List', 'Campaigns'],
      Requests: ['Slots', 'Requests'],
      Map: ['Map Settings', 'Key Places', 'Tracking', 'TVs'],
      Tasks: ['Types'],
      Admin: ['App Editor', 'Settings', 'Users'],
    });
  });

  test('no permissions: only Guests › Guest List, groups without items are hidden', () => {
    expect(labels({})).toEqual({ Guests: ['Guest List'] });
  });

  test('either facility-request permission shows Slots and Requests, even for chosen facilities only', () => {
    expect(labels({ [PERMISSION.readFacilityRequests]: { objects: [3] } }).Requests).toEqual(['Slots', 'Requests']);
    expect(labels({ [PERMISSION.manageFacilityRequests]: all }).Requests).toEqual(['Slots', 'Requests']);
  });

  test('company-administrator shows Settings and Users; app-editor shows App Editor', () => {
    expect(labels({ [PERMISSION.companyAdministrator]: all }).Admin).toEqual(['Settings', 'Users']);
    expect(labels({ [PERMISSION.appEditor]: all }).Admin).toEqual(['App Editor']);
  });
});
