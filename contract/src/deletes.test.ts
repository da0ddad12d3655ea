import { describe, expect, it } from 'vitest';
import { DELETE_TAKES_ALONG, countOf, deleteSummary, deleteWhatText } from './deletes';
import { facilityDeletePlan } from './domain';

describe('what a delete takes along', () => {
  it('names the object and counts what goes with it, singular and plural, in one order', () => {
    expect(deleteSummary('facility', 'Lotus Spa', { activity: 2, menu: 1, requestType: 3 })).toBe('Lotus Spa, with 2 activities, 1 menu and 3 request types');
    expect(deleteSummary('facility', 'Lotus Spa', { requestType: 1, activity: 1 })).toBe('Lotus Spa, with 1 activity and 1 request type');
    expect(deleteSummary('menu', 'Dinner', { category: 3, item: 12, requestType: 0 })).toBe('Dinner, with 3 categories and 12 items');
    expect(deleteSummary('roomType', 'Water Villa', { room: 1 })).toBe('Water Villa, with 1 room');
    expect(deleteSummary('category', 'Starters', {})).toBe('Starters');
    expect(countOf('category', 0)).toBe('0 categories');
  });

  it('says what will be deleted', () => {
    expect(deleteWhatText('Lotus Spa, with 1 menu')).toBe('Lotus Spa, with 1 menu, will be deleted.');
    expect(deleteWhatText('Starters')).toBe('Starters will be deleted.');
  });

  it("is the list the server's facility plan removes and unlinks", () => {
    const plan = facilityDeletePlan(1, [10], [20], []);
    // Every related kind the definition takes along is unlinked; request types are not linkable.
    const linkable = DELETE_TAKES_ALONG.facility.filter((kind) => kind !== 'requestType');
    expect(plan.unlinks.map((u) => u.type)).toEqual(['facility', ...linkable]);
  });
});
