/**
 * POST /bookings' insert (db/bookingInsert.ts) goes to PostgreSQL as one named statement, which each pooled
 * connection parses and plans once. A name is only safe while the text never changes: pg refuses a second text under
 * the same name on a connection. These calls stand in for the pool and check both, with bookings of different sizes.
 */
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { insertNewBooking, type NewBookingRow } from '../src/db/bookingInsert';
import type { Db } from '../src/db/client';

const at = new Date('2026-12-01T10:00:00.000Z');
const booking = (guestIds: number[], lines: { id: number; quantity: number }[]): NewBookingRow => ({
  bookingTypeId: 3, slotId: 4, facilityId: 5, roomId: 6, seats: guestIds.length, pax: guestIds.length, remarks: null,
  byType: 'staff', byId: 9, byName: 'Desk', logText: 'Created', guestIds, lines, now: at, dueAt: at, startsAt: at,
});

describe('the booking insert statement', () => {
  it('goes to a PostgreSQL pool under one name, with the same text whatever the number of guests and lines', async () => {
    const pool = Object.create(pg.Pool.prototype) as pg.Pool;
    const query = vi.fn(async (_config: unknown) => ({ rows: [{ id: 41 }] }));
    Object.assign(pool, { query });
    const db = { $client: pool, execute: vi.fn() } as unknown as Db;

    expect(await insertNewBooking(db, 1, booking([11], []))).toBe(41);
    expect(await insertNewBooking(db, 2, booking([11, 12, 13], [{ id: 21, quantity: 2 }, { id: 22, quantity: 1 }]))).toBe(41);

    const [first, second] = query.mock.calls.map(([config]) => config as unknown as { name: string; text: string; values: unknown[] });
    expect(first.name).toBe('atoll_booking_insert');
    expect(second.name).toBe(first.name);
    expect(second.text).toBe(first.text);
    expect(second.values).toContain('{11,12,13}');
    expect(second.values).toContain('{21,22}');
    expect(second.values).toContain(2); // the company
    expect((db.execute as ReturnType<typeof vi.fn>).mock.calls).toHaveLength(0);
  });

  it('answers null when the seats do not fit (no row back)', async () => {
    const pool = Object.assign(Object.create(pg.Pool.prototype) as pg.Pool, { query: vi.fn(async () => ({ rows: [] })) });
    expect(await insertNewBooking({ $client: pool } as unknown as Db, 1, booking([11], []))).toBeNull();
  });

  it('runs through drizzle on PGlite, which has no pool', async () => {
    const execute = vi.fn(async () => ({ rows: [{ id: '8' }] }));
    expect(await insertNewBooking({ $client: {}, execute } as unknown as Db, 1, booking([11], []))).toBe(8);
    expect(execute).toHaveBeenCalledTimes(1);
  });
});
