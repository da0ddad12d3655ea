import { describe, expect, it } from 'vitest';
import { deliveryKey, quietHoursEnd } from './delivery';

describe('quiet hours in the hotel time zone', () => {
  it('holds a message due at 23:30 in the Maldives (UTC+5) until 08:00 local the next day', () => {
    // 23:30 local = 18:30 UTC
    expect(quietHoursEnd(new Date('2026-03-10T18:30:00Z'), 'Indian/Maldives')?.toISOString()).toBe('2026-03-11T03:00:00.000Z');
  });
  it('holds a message due at 03:00 local until 08:00 the same day', () => {
    expect(quietHoursEnd(new Date('2026-03-10T22:00:00Z'), 'Indian/Maldives')?.toISOString()).toBe('2026-03-11T03:00:00.000Z');
  });
  it('lets a message due at 08:00 or 21:59 local go', () => {
    expect(quietHoursEnd(new Date('2026-03-11T03:00:00Z'), 'Indian/Maldives')).toBeNull();
    expect(quietHoursEnd(new Date('2026-03-11T16:59:00Z'), 'Indian/Maldives')).toBeNull();
  });
  it('ends at 08:00 local across a daylight saving change (Berlin, last Sunday of March)', () => {
    // Sat 28 March 2026 23:00 CET (22:00Z) → Sun 29 March 08:00 CEST = 06:00Z
    expect(quietHoursEnd(new Date('2026-03-28T22:00:00Z'), 'Europe/Berlin')?.toISOString()).toBe('2026-03-29T06:00:00.000Z');
    // last Sunday of October: 25 Oct 2026 08:00 CET = 07:00Z
    expect(quietHoursEnd(new Date('2026-10-25T01:30:00Z'), 'Europe/Berlin')?.toISOString()).toBe('2026-10-25T07:00:00.000Z');
  });
  it('ends just after a gap when its end is a time the clocks skip, as zonedInstant places it (Berlin, 29 March 02:30)', () => {
    // 02:00-03:00 does not exist that night: 02:30 moves forward by the gap to 03:30 CEST = 01:30Z.
    expect(quietHoursEnd(new Date('2026-03-28T22:00:00Z'), 'Europe/Berlin', { start: '22:00', end: '02:30' })?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // At the end of a month the next day is the 1st (30 April 23:00 in the Maldives → 1 May 08:00).
    expect(quietHoursEnd(new Date('2026-04-30T18:00:00Z'), 'Indian/Maldives')?.toISOString()).toBe('2026-05-01T03:00:00.000Z');
  });
  it('takes a window within one day too', () => {
    expect(quietHoursEnd(new Date('2026-03-10T13:00:00Z'), 'UTC', { start: '12:00', end: '14:00' })?.toISOString()).toBe('2026-03-10T14:00:00.000Z');
    expect(quietHoursEnd(new Date('2026-03-10T14:00:00Z'), 'UTC', { start: '12:00', end: '14:00' })).toBeNull();
  });
  it('holds a message due exactly when the quiet hours start, until they end the next day', () => {
    // 22:00 local in the Maldives = 17:00 UTC; 08:00 local the next day = 03:00 UTC.
    expect(quietHoursEnd(new Date('2026-03-10T17:00:00Z'), 'Indian/Maldives')?.toISOString()).toBe('2026-03-11T03:00:00.000Z');
  });
  it('lets a message due at 08:30 local go', () => {
    expect(quietHoursEnd(new Date('2026-03-11T03:30:00Z'), 'Indian/Maldives')).toBeNull();
  });
  it("counts the minutes of the window's start and end (22:30-07:15)", () => {
    const quiet = { start: '22:30', end: '07:15' };
    expect(quietHoursEnd(new Date('2026-03-10T22:15:00Z'), 'UTC', quiet)).toBeNull();
    expect(quietHoursEnd(new Date('2026-03-10T22:30:00Z'), 'UTC', quiet)?.toISOString()).toBe('2026-03-11T07:15:00.000Z');
    expect(quietHoursEnd(new Date('2026-03-11T07:14:00Z'), 'UTC', quiet)?.toISOString()).toBe('2026-03-11T07:15:00.000Z');
    expect(quietHoursEnd(new Date('2026-03-11T07:15:00Z'), 'UTC', quiet)).toBeNull();
  });
  it('holds a message due exactly at the start of a window within one day, and not a minute before', () => {
    const quiet = { start: '12:00', end: '14:00' };
    expect(quietHoursEnd(new Date('2026-03-10T12:00:00Z'), 'UTC', quiet)?.toISOString()).toBe('2026-03-10T14:00:00.000Z');
    expect(quietHoursEnd(new Date('2026-03-10T11:59:00Z'), 'UTC', quiet)).toBeNull();
    expect(quietHoursEnd(new Date('2026-03-10T15:00:00Z'), 'UTC', quiet)).toBeNull();
  });
  it('holds nothing when the window starts and ends at the same time', () => {
    expect(quietHoursEnd(new Date('2026-03-10T22:00:00Z'), 'UTC', { start: '22:00', end: '22:00' })).toBeNull();
  });
  it('names one message per campaign and device', () => {
    expect(deliveryKey(12, 345)).toBe('c12-d345');
  });
});
