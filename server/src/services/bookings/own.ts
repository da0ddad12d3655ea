/**
 * The tenant seam as the bookings services take it: `own` (server/src/db/tenant.ts) plus the
 * transactions it opens and the live queue's bus of the same server instance. A service never gets
 * `(db, companyId)`: reads take `own: Tenant`, writes that need a transaction `own: OwnTx`, and inside
 * the transaction they get the seam over it (`tenant(tx, companyId)`).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertNewBooking, type NewBookingRow } from '../../db/bookingInsert';
import { tenant, type Tenant } from '../../db/tenant';
import { bookingBus, type BookingBus } from './events';

export interface OwnTx extends Tenant {
  /** Runs `work` in one transaction, through the company's seam over it. */
  transaction<T>(work: (own: Tenant) => Promise<T>): Promise<T>;
  /** The live queue of this server instance (changes are published after commit). */
  readonly bus: BookingBus;
  /** A new booking's seats, number and rows in one statement (db/bookingInsert.ts): its id, or null when the seats do not fit. */
  insertNewBooking(values: NewBookingRow): Promise<number | null>;
  /**
   * The statement `build` makes through the seam of a placeholder company, built once per database (ADR 0057): run
   * it with `{ companyId: own.companyId, … }`. PostgreSQL parses and plans a named statement once per connection.
   */
  prepared<T>(build: (own: Tenant) => T): T;
}

const statements = new WeakMap<Db, Map<(own: Tenant) => unknown, unknown>>();
function preparedOnce<T>(db: Db, build: (own: Tenant) => T): T {
  let built = statements.get(db);
  if (!built) statements.set(db, (built = new Map()));
  if (!built.has(build)) built.set(build, build(tenant(db, sql.placeholder('companyId') as unknown as number)));
  return built.get(build) as T;
}

/** The seam of `companyId` over `db`, with its transactions (routes and the sweeper build it). */
export function ownWithTx(db: Db, companyId: number): OwnTx {
  return {
    ...tenant(db, companyId),
    transaction: (work) => db.transaction((tx) => work(tenant(tx, companyId))),
    bus: bookingBus(db),
    insertNewBooking: (values) => insertNewBooking(db, companyId, values),
    prepared: (build) => preparedOnce(db, build),
  };
}
