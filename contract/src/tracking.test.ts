import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import {
  ingestPositions,
  nextTrackerAnchor,
  parseTrackerToken,
  TRACKER_IDLE_METERS,
  TRACKER_IDLE_MINUTES,
  TRACKER_OFFLINE_MINUTES,
  trackerIngestSchema,
  trackerUiStatus,
  TRACKING_MSG,
  distanceMeters,
} from './tracking';
import { toFieldErrors } from './schemas';
import type { ValidationError } from 'yup';

const T0 = Date.parse('2026-11-26T10:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

async function errors(body: Record<string, unknown>, now = T0) {
  try {
    await trackerIngestSchema(body, now).validate(body, { abortEarly: false });
    return {};
  } catch (e) {
    return toFieldErrors(e as ValidationError);
  }
}

describe('trackerUiStatus', () => {
  it('is offline with no position, and after TRACKER_OFFLINE_MINUTES without one', () => {
    expect(trackerUiStatus({ last_seen_at: null, moved_at: null }, T0)).toBe('offline');
    const seen = { last_seen_at: at(0), moved_at: at(0) };
    expect(trackerUiStatus(seen, T0 + TRACKER_OFFLINE_MINUTES * 60_000)).not.toBe('offline');
    expect(trackerUiStatus(seen, T0 + TRACKER_OFFLINE_MINUTES * 60_000 + 1)).toBe('offline');
  });
  it('is moving within TRACKER_IDLE_MINUTES of its last move, idle after', () => {
    const t = { last_seen_at: at(3), moved_at: at(0) };
    expect(trackerUiStatus(t, T0 + TRACKER_IDLE_MINUTES * 60_000)).toBe('moving');
    expect(trackerUiStatus(t, T0 + TRACKER_IDLE_MINUTES * 60_000 + 1)).toBe('idle');
  });
});

describe('nextTrackerAnchor', () => {
  const start = { lat: 4.17, lng: 73.5, recorded_at: at(0) };
  it('moves the anchor only TRACKER_IDLE_METERS away, never back in time', () => {
    const anchor = nextTrackerAnchor(null, start);
    expect(anchor).toEqual({ anchor_lat: 4.17, anchor_lng: 73.5, moved_at: at(0) });
    const jitter = { lat: 4.17 + 0.0001, lng: 73.5, recorded_at: at(1) };
    expect(distanceMeters(start, jitter)).toBeLessThan(TRACKER_IDLE_METERS);
    expect(nextTrackerAnchor(anchor, jitter)).toBe(anchor);
    const far = { lat: 4.17 + 0.001, lng: 73.5, recorded_at: at(2) };
    expect(distanceMeters(start, far)).toBeGreaterThan(TRACKER_IDLE_METERS);
    expect(nextTrackerAnchor(anchor, far)).toEqual({ anchor_lat: far.lat, anchor_lng: 73.5, moved_at: at(2) });
    expect(nextTrackerAnchor(nextTrackerAnchor(anchor, far), { ...start, recorded_at: at(1) }).moved_at).toBe(at(2));
  });
});

describe('ingest body', () => {
  it('takes one position or a batch, stamps recorded_at with now', async () => {
    expect(await errors({ lat: 4.1, lng: 73.5 })).toEqual({});
    const single = await trackerIngestSchema({ lat: 4.1, lng: 73.5 }, T0).validate({ lat: 4.1, lng: 73.5 });
    expect(ingestPositions(single, T0)).toEqual([{ lat: 4.1, lng: 73.5, accuracy: null, speed: null, heading: null, recorded_at: at(0) }]);
    expect(await errors({ positions: [{ lat: 1, lng: 2, recorded_at: at(-1) }] })).toEqual({});
  });
  it('names each bad field', async () => {
    expect(await errors({ lat: 91, lng: -181, accuracy: -1, speed: 'fast', heading: 361, recorded_at: 'yesterday' })).toEqual({
      lat: [TRACKING_MSG.latitude],
      lng: [TRACKING_MSG.longitude],
      accuracy: [TRACKING_MSG.accuracy],
      speed: [TRACKING_MSG.speed],
      heading: [TRACKING_MSG.heading],
      recorded_at: [TRACKING_MSG.recordedAt],
    });
    expect(await errors({})).toEqual({ lat: [MSG.fieldRequired], lng: [MSG.fieldRequired] });
    expect(await errors({ lat: 1, lng: 1, recorded_at: at(6) })).toEqual({ recorded_at: [TRACKING_MSG.recordedInFuture] });
    expect(await errors({ lat: 1, lng: 1, recorded_at: at(-24 * 60 - 1) })).toEqual({ recorded_at: [TRACKING_MSG.recordedTooOld] });
    expect(await errors({ positions: [] })).toEqual({ positions: [TRACKING_MSG.batch] });
    expect(Object.keys(await errors({ positions: [{ lat: 1, lng: 1 }, { lat: 100, lng: 1 }] }))).toEqual(['positions[1].lat']);
  });
});

describe('parseTrackerToken', () => {
  it('reads <company>.<secret> and nothing else', () => {
    expect(parseTrackerToken('12.abcdefghijklmnopqrstuvwxyz')).toEqual({ companyId: 12, secret: 'abcdefghijklmnopqrstuvwxyz' });
    for (const bad of [undefined, '', 'abc', '0.abcdefghijklmnopqrstuvwxyz', '12.short', '99999999999.abcdefghijklmnopqrstuvwxyz']) expect(parseTrackerToken(bad)).toBeNull();
  });
});
