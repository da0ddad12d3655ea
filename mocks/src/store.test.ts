/** The mock store: every reset seeds a store that shares nothing with the scenario it came from. */
import { describe, expect, it } from 'vitest';
import { PERMISSION } from '@atoll/contract';
import { BUSY_RESORT, mockDb, resetMockStore } from './index';

const staff = () => mockDb.users.find((u) => u.id === BUSY_RESORT.staff.id);

describe('resetMockStore', () => {
  it("a test's change to a seeded object is gone after the next reset", () => {
    resetMockStore('busyResort');
    const before = staff()?.permissions[PERMISSION.manageHotelContent];
    expect(before).toBeDefined();
    delete staff()!.permissions[PERMISSION.manageHotelContent];
    mockDb.content.facilities[0]!.name[0]!.text = 'Renamed by a test';

    resetMockStore('busyResort');
    expect(staff()?.permissions[PERMISSION.manageHotelContent]).toEqual(before);
    expect(mockDb.content.facilities[0]!.name.map((n) => n.text)).not.toContain('Renamed by a test');
  });

  it('keeps the Maps and Sets of the store as they were seeded', () => {
    resetMockStore('busyResort');
    expect(mockDb.sessions).toBeInstanceOf(Map);
    expect(mockDb.usedCaptchas).toBeInstanceOf(Set);
    expect(mockDb.enabledLanguages.size).toBeGreaterThan(0);
  });
});
