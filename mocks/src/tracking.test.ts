/** busyResort's tracking data: every status a person meets, as the contract's rule reads the seeded positions. */
import { describe, expect, it } from 'vitest';
import { distanceMeters, TRACKER_IDLE_METERS } from '@atoll/contract';
import { trackerView } from './handlers/tracking';
import './scenarios';
import { mockDb, resetMockStore } from './store';

describe('busyResort tracking', () => {
  it("has 'Buggies' with a moving, an idle, an offline and a never-seen buggy, and a boat", () => {
    resetMockStore('busyResort');
    const groups = mockDb.tracking.groups.map((g) => g.name);
    expect(groups).toEqual(['Buggies', 'Speedboats']);
    const views = mockDb.tracking.trackers.map((t) => trackerView(t));
    expect(views.map((t) => [t.name, t.ui_status])).toEqual([
      ['Buggy 1', 'moving'],
      ['Buggy 2', 'idle'],
      ['Buggy 3', 'offline'],
      ['Buggy 4', 'offline'],
      ['Speedboat Manta', 'moving'],
    ]);
    expect(views[3]!.last_position).toBeNull();
    const trail = mockDb.tracking.positions.filter((p) => p.tracker_id === views[0]!.id);
    expect(trail.length).toBe(10);
    expect(distanceMeters(trail[0]!, trail[9]!)).toBeGreaterThan(10 * TRACKER_IDLE_METERS);
  });
});
