/**
 * The bookings' clock (slice 3, docs/requests.md): New requests whose slot has started become Expired
 * (the system's transition: seats given back, EXPIRED_LOG in the timeline), and New requests past
 * their due time e-mail the type's booking_emails once (overdue_notified_at). Run before every read of
 * a company's bookings and on an interval (server/src/main.ts). Both steps are conditional UPDATEs on
 * the row's current state, so sweeps running at once (the interval, reads, several processes) never
 * expire, release or e-mail twice; expiring rows are locked in id order, so two sweeps cannot deadlock.
 */
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { EXPIRY, expiryPlan } from '@atoll/contract/domain';
import type { Db } from '../../db/client';
import { bookingLogs, bookings, bookingSlots, bookingTypes } from '../../db/schema';
import { companiesWith } from '../../db/tenant';
import { dbErrorStatus } from '../../http/db-errors';
import { jobRun } from '../../http/metrics';
import { runEvery } from '../interval';
import { sendBookingMails, type MailDeps } from './mail';
import { ownWithTx, type OwnTx } from './own';
import type { BookingRow } from './serialize';

export interface SweepDeps extends MailDeps {
  db: Db;
  /** The clock (tests pass theirs). @default Date.now */
  now?: () => number;
}

export const SWEEP_INTERVAL_MS = 60_000;

/** New requests that need the sweep: past due and not yet e-mailed, or started. */
const needsSweep = (now: Date) =>
  and(eq(bookings.status, 'new'), lte(bookings.dueAt, now), or(isNull(bookings.overdueNotifiedAt), lte(bookings.startsAt, now)));

/**
 * Expires the company's New requests whose slot has started (the domain's expiryPlan decides which, and
 * the seats each slot gets back; SQL only narrows and locks the candidates); returns them (after commit).
 */
async function expireStale(own: OwnTx, now: Date): Promise<BookingRow[]> {
  return own.transaction(async (t) => {
    const candidates = await t
      .select(bookings, eq(bookings.status, 'new'), lte(bookings.startsAt, now))
      .orderBy(asc(bookings.id))
      .for('update');
    if (candidates.length === 0) return [];
    const types = await t.pick({ id: bookingTypes.id, paxRequired: bookingTypes.paxRequired }, bookingTypes, inArray(bookingTypes.id, [...new Set(candidates.map((r) => r.bookingTypeId))]));
    const paxRequired = new Map(types.map((r) => [r.id, r.paxRequired]));
    const plan = expiryPlan(
      candidates.map((r) => ({ id: r.id, status: r.status, starts_at: r.startsAt, pax: r.pax, pax_required: paxRequired.get(r.bookingTypeId) ?? false, slot_id: r.bookingSlotId })),
      now,
    );
    if (plan.expire.length === 0) return [];
    const rows = await t
      .update(bookings, and(inArray(bookings.id, plan.expire), eq(bookings.status, 'new'))!, {
        status: EXPIRY.status,
        statusAt: now,
        statusByName: EXPIRY.status_by_name,
        statusRemarks: EXPIRY.status_remarks,
        updatedAt: now,
      })
      .returning();
    if (rows.length === 0) return [];
    for (const [slotId, seats] of plan.release) {
      await t.update(bookingSlots, slotId, { bookedPax: sql`${bookingSlots.bookedPax} - ${seats}`, updatedAt: now });
    }
    await t.insertChild(
      bookingLogs,
      rows.map((r) => ({ bookingId: r.id, text: EXPIRY.log, changedBy: EXPIRY.status_by_name, createdAt: now })),
    );
    return rows;
  });
}

/** The sweep of one company (before its bookings are read). */
export async function sweepCompany(deps: SweepDeps, own: OwnTx): Promise<void> {
  const now = new Date((deps.now ?? Date.now)());
  const [due] = await own.pick({ id: bookings.id }, bookings, needsSweep(now)).limit(1);
  if (!due) return;
  try {
    const expired = await expireStale(own, now);
    own.bus.publish(expired.map((r) => ({ companyId: own.companyId, facilityId: r.facilityId, id: r.id })));
    const overdue = await own
      .update(bookings, and(eq(bookings.status, 'new'), lte(bookings.dueAt, now), gt(bookings.startsAt, now), isNull(bookings.overdueNotifiedAt))!, {
        overdueNotifiedAt: now,
      })
      .returning();
    await sendBookingMails(deps, own, overdue, 'overdue');
  } catch (error) {
    // Another sweep is doing the same work at the same moment (a lock conflict): it will finish it.
    if (dbErrorStatus(error) === 409) return;
    throw error;
  }
}

/** The sweep of every company with work to do (the interval). */
export async function sweepAll(deps: SweepDeps): Promise<void> {
  const now = new Date((deps.now ?? Date.now)());
  const due = await companiesWith(deps.db, bookings, needsSweep(now));
  for (const id of due) {
    try {
      await sweepCompany(deps, ownWithTx(deps.db, id));
    } catch (error) {
      deps.logger.error('Bookings sweep failed', { companyId: id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  }
}

/** Runs sweepAll every `intervalMs` (never two at once, and once per tick across every process on the database: cluster/jobs.ts); the returned stop waits for a run in progress. */
export function startSweeper(deps: SweepDeps, intervalMs: number = SWEEP_INTERVAL_MS): () => Promise<void> {
  return runEvery(intervalMs, () => jobRun('bookings_sweep', () => sweepAll(deps)), deps.logger, 'Bookings sweep failed', { db: deps.db, job: 'bookings-sweep' });
}
