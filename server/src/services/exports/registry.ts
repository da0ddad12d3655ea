/**
 * The exportable lists on the server, one entry per list of the contract's EXPORTABLE_LISTS: who may
 * still read it at download (the list route's guard, asked again), its contract query schema, and its
 * rows in keyset batches through the list's own filter and order (the same SQL as its pages), with the
 * caller's facility scope. Adding a list is one entry here.
 */
import { getTableColumns } from 'drizzle-orm';
import type { AnyObjectSchema } from 'yup';
import { BOOKING_STATES, bookingListQuerySchema, campaignListQuerySchema, can, EXPORT_BATCH_ROWS, guestListQuerySchema, PERMISSION, type BookingState, type ExportableList, type PermissionsMap } from '@atoll/contract';
import { localDate, requestScope } from '@atoll/contract/domain';
import { bookings, campaigns, guests } from '../../db/schema';
import type { OwnTx } from '../bookings/own';
import { bookingListSql } from '../bookings/bookingsQueries';
import { serializeBookings } from '../bookings/serialize';
import { campaignListSql } from '../campaigns';
import { toCampaign } from '../campaigns/serialize';
import { sweepCompany, type SweepDeps } from '../bookings/sweep';
import { guestListSql, serializeGuests } from '../guests';
import { keysetAfter, keysetFields, keysetOrder, positionOf, type KeysetPosition } from './keyset';

/** Who is exporting, as the download finds them (the key's user, read again). */
export interface ExportReader {
  deps: SweepDeps;
  own: OwnTx;
  permissions: PermissionsMap | null | undefined;
  now: Date;
  timeZone: string;
}

export interface ServerExport {
  /** Whether the user may read the list (the list route's guard). */
  permitted(permissions: PermissionsMap | null | undefined): boolean;
  /** The list's query schema (the contract's, as its route validates). */
  schema: AnyObjectSchema;
  /** The rows, wire-shaped, `size` (EXPORT_BATCH_ROWS) at a time. */
  batches(reader: ExportReader, query: { order_by?: string; q_name?: string }, size?: number): AsyncGenerator<unknown[]>;
}

const anyone = () => true;

function guestExport(inHouse: boolean): ServerExport {
  return {
    permitted: anyone,
    schema: guestListQuerySchema,
    async *batches({ own, permissions, now, timeZone }, query, size = EXPORT_BATCH_ROWS) {
      const today = localDate(now, timeZone);
      const { filter, terms } = guestListSql(own, inHouse, query, today);
      const fields = { ...getTableColumns(guests), ...keysetFields(terms) };
      let last: KeysetPosition | null = null;
      for (;;) {
        const rows = await own
          .pick(fields, guests, filter, keysetAfter(terms, guests.id, last))
          .orderBy(...keysetOrder(terms, guests.id))
          .limit(size);
        if (rows.length === 0) return;
        yield await serializeGuests(own, rows, requestScope(permissions, 'read'), today);
        if (rows.length < size) return;
        last = positionOf(rows[rows.length - 1]!, terms);
      }
    },
  };
}

function bookingExport(state: BookingState): ServerExport {
  return {
    permitted: (permissions) => can(permissions ?? undefined, [PERMISSION.manageFacilityRequests, PERMISSION.readFacilityRequests]),
    schema: bookingListQuerySchema,
    async *batches({ deps, own, permissions }, query, size = EXPORT_BATCH_ROWS) {
      // Stale New requests expire before any read shows them (as the list's route does).
      await sweepCompany(deps, own);
      const { filter, terms } = bookingListSql(own, permissions, state, query);
      const fields = { ...getTableColumns(bookings), ...keysetFields(terms) };
      let last: KeysetPosition | null = null;
      for (;;) {
        const rows = await own
          .pick(fields, bookings, filter, keysetAfter(terms, bookings.id, last))
          .orderBy(...keysetOrder(terms, bookings.id))
          .limit(size);
        if (rows.length === 0) return;
        yield await serializeBookings(own, rows);
        if (rows.length < size) return;
        last = positionOf(rows[rows.length - 1]!, terms);
      }
    },
  };
}

/** Guests › Campaigns (manage-campaigns): the list's search and order, ties by id in the sort's direction. */
const campaignExport: ServerExport = {
  permitted: (permissions) => can(permissions ?? undefined, PERMISSION.manageCampaigns),
  schema: campaignListQuerySchema,
  async *batches({ own, now }, query, size = EXPORT_BATCH_ROWS) {
    const { filter, terms, tie } = campaignListSql(query);
    const fields = { ...getTableColumns(campaigns), ...keysetFields(terms) };
    let last: KeysetPosition | null = null;
    for (;;) {
      const rows = await own
        .pick(fields, campaigns, filter, keysetAfter(terms, campaigns.id, last, tie))
        .orderBy(...keysetOrder(terms, campaigns.id, tie))
        .limit(size);
      if (rows.length === 0) return;
      yield rows.map((row) => toCampaign(row, now));
      if (rows.length < size) return;
      last = positionOf(rows[rows.length - 1]!, terms);
    }
  },
};

const bookingExports = Object.fromEntries(BOOKING_STATES.map((state) => [`bookings/by-state/${state}`, bookingExport(state)])) as Record<
  `bookings/by-state/${BookingState}`,
  ServerExport
>;

export const SERVER_EXPORTS: Record<ExportableList, ServerExport> = {
  'guests/current': guestExport(true),
  'guests/others': guestExport(false),
  ...bookingExports,
  'guests/campaigns': campaignExport,
};
