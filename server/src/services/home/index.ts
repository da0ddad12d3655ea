/**
 * GET home/today (Home's day): the contract's HomeToday counted in SQL, in the company's time zone.
 * `today` is the company's date (the caller's, as the guests' lists take it); a booking is today's
 * when its start, converted AT TIME ZONE the company's zone, falls on that date (PGlite's session
 * zone is UTC). Who sees what is the domain's homeSections; the rules are the domain's too:
 * HOLDS_SEATS (today's bookings), isOverdue (due_at ≤ now), isInHouse (inHouseSql).
 */
import { and, count, eq, inArray, lte, sql } from 'drizzle-orm';
import { translationText, type HomeRequests, type HomeToday, type PermissionsMap } from '@atoll/contract';
import { HOLDS_SEATS, homeSections, setupOf, sortFacilityCounts, type FacilityScope } from '@atoll/contract/domain';
import { bookings, bookingTypes, facilities, guests, rooms, users } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { facilityCondition } from '../bookings/scope';
import { inHouseSql } from '../guests';

export interface HomeCaller {
  now: Date;
  /** YYYY-MM-DD in the company's time zone. */
  today: string;
  timeZone: string;
  hasLogo: boolean;
  permissions: PermissionsMap | null | undefined;
}

const counted = (value: unknown) => Number(value ?? 0);
const countWhere = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})`;

async function requestFigures(own: Tenant, caller: HomeCaller, scope: FacilityScope): Promise<HomeRequests> {
  const inScope = facilityCondition(bookings.facilityId, scope);
  const startsToday = sql`(${bookings.startsAt} at time zone ${caller.timeZone})::date = ${caller.today}::date`;
  const [[waiting], today] = await Promise.all([
    own.pick(
      {
        new: countWhere(sql`${bookings.status} = 'new'`),
        overdue: countWhere(and(eq(bookings.status, 'new'), lte(bookings.dueAt, caller.now))!),
      },
      bookings,
      inScope,
    ),
    own
      .pick({ id: bookings.facilityId, name: facilities.name, count: count() }, bookings, inScope, inArray(bookings.status, [...HOLDS_SEATS]), startsToday)
      .innerJoin(facilities, own.where(facilities, eq(facilities.id, bookings.facilityId)))
      .groupBy(bookings.facilityId, facilities.name),
  ]);
  return {
    new: counted(waiting?.new),
    overdue: counted(waiting?.overdue),
    today_by_facility: sortFacilityCounts(today.map((r) => ({ id: r.id, name: translationText(r.name), count: counted(r.count) }))),
  };
}

async function guestFigures(own: Tenant, today: string): Promise<HomeToday['guests']> {
  const [row] = await own.pick(
    {
      arrivals: countWhere(sql`${guests.arrivalDate} = ${today}::date`),
      departures: countWhere(sql`${guests.departureDate} = ${today}::date`),
      inHouse: countWhere(inHouseSql(today)),
    },
    guests,
  );
  return { arrivals: counted(row?.arrivals), departures: counted(row?.departures), in_house: counted(row?.inHouse) };
}

async function setupFacts(own: Tenant, hasLogo: boolean) {
  const total = (table: Parameters<Tenant['pick']>[1]) => own.pick({ n: count() }, table).then(([r]) => counted(r?.n));
  const [facilityCount, roomCount, typeCount, userCount] = await Promise.all([total(facilities), total(rooms), total(bookingTypes), total(users)]);
  return setupOf({ hasLogo, facilities: facilityCount, rooms: roomCount, requestTypes: typeCount, users: userCount });
}

/** The caller's day: request figures within their read scope, guests, and the checklist for administrators. */
export async function homeToday(own: Tenant, caller: HomeCaller): Promise<HomeToday> {
  const sections = homeSections(caller.permissions);
  const [requests, guestCounts, setup] = await Promise.all([
    sections.requests === null ? null : requestFigures(own, caller, sections.requests),
    guestFigures(own, caller.today),
    sections.setup ? setupFacts(own, caller.hasLogo) : null,
  ]);
  return { date: caller.today, time_zone: caller.timeZone, requests, guests: guestCounts, setup };
}
