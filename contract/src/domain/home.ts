/**
 * Home's day (GET home/today, ../home.ts): who sees which figures, and the figures themselves over
 * plain rows. The mocks count with homeToday over their store; the server counts in SQL and takes
 * homeSections, isHomeBookingToday's rule (HOLDS_SEATS, the slot's date in the company's time
 * zone) and sortFacilityCounts from here, so both answer alike (conformance/groups/home.ts).
 */
import { can, PERMISSION, type PermissionsMap } from '../permissions';
import type { BookingStatus } from '../bookings';
import { localDate } from '../dates';
import { seesHomeRequests, type HomeFacilityCount, type HomeSetup, type HomeToday } from '../home';
import { HOLDS_SEATS, inScope, isInHouse, isOverdue, requestScope, type FacilityScope } from './bookings';

/** What a caller sees: request figures within their read scope (null without either request permission); the checklist for administrators and owners. */
export function homeSections(permissions: PermissionsMap | null | undefined): { requests: FacilityScope | null; setup: boolean } {
  const perms = permissions ?? undefined;
  return {
    requests: seesHomeRequests(permissions) ? requestScope(permissions, 'read') : null,
    setup: can(perms, [PERMISSION.companyAdministrator, PERMISSION.companyOwner]),
  };
}

/** A booking counts among today's when it holds its seats and its slot starts on `today` in the company's time zone. */
export const isHomeBookingToday = (status: BookingStatus, startsAt: Date, today: string, timeZone: string) =>
  HOLDS_SEATS.includes(status) && localDate(startsAt, timeZone) === today;

/** Facilities by lower-cased name, then id: both backends order today_by_facility with this. */
export function sortFacilityCounts(rows: HomeFacilityCount[]): HomeFacilityCount[] {
  const key = (name: string) => name.toLowerCase();
  return [...rows].sort((a, b) => (key(a.name) < key(b.name) ? -1 : key(a.name) > key(b.name) ? 1 : a.id - b.id));
}

export interface HomeBookingRow {
  status: BookingStatus;
  facility_id: number;
  facility_name: string;
  due_at: string;
  starts_at: string;
}

export interface HomeGuestRow {
  arrival_date: string;
  departure_date: string;
  pms_checkin_at: string | null;
  pms_checkout_at: string | null;
}

export interface HomeFacts {
  now: Date;
  timeZone: string;
  permissions: PermissionsMap | null | undefined;
  /** The company's bookings (after the expiry sweep). */
  bookings: readonly HomeBookingRow[];
  guests: readonly HomeGuestRow[];
  /** What the checklist reads: the logo, and how many facilities, rooms, request types and users. */
  company: { hasLogo: boolean; facilities: number; rooms: number; requestTypes: number; users: number };
}

export const setupOf = (company: HomeFacts['company']): HomeSetup => ({
  brand: company.hasLogo,
  facility: company.facilities > 0,
  rooms: company.rooms > 0,
  bookings: company.requestTypes > 0,
  staff: company.users > 1,
});

/** The whole answer of GET home/today over plain rows (the mocks' store). */
export function homeToday(facts: HomeFacts): HomeToday {
  const today = localDate(facts.now, facts.timeZone);
  const sections = homeSections(facts.permissions);
  let requests: HomeToday['requests'] = null;
  if (sections.requests !== null) {
    const scope = sections.requests;
    const mine = facts.bookings.filter((b) => inScope(scope, b.facility_id));
    const byFacility = new Map<number, HomeFacilityCount>();
    for (const b of mine) {
      if (!isHomeBookingToday(b.status, new Date(b.starts_at), today, facts.timeZone)) continue;
      const row = byFacility.get(b.facility_id) ?? { id: b.facility_id, name: b.facility_name, count: 0 };
      row.count += 1;
      byFacility.set(b.facility_id, row);
    }
    requests = {
      new: mine.filter((b) => b.status === 'new').length,
      overdue: mine.filter((b) => isOverdue(b.status, new Date(b.due_at), facts.now)).length,
      today_by_facility: sortFacilityCounts([...byFacility.values()]),
    };
  }
  return {
    date: today,
    time_zone: facts.timeZone,
    requests,
    guests: {
      arrivals: facts.guests.filter((g) => g.arrival_date === today).length,
      departures: facts.guests.filter((g) => g.departure_date === today).length,
      in_house: facts.guests.filter((g) => isInHouse(g, today)).length,
    },
    setup: sections.setup ? setupOf(facts.company) : null,
  };
}
