/**
 * GET home/today (Home's day) over the in-memory store: storage and wiring only. The stale New
 * requests expire first (as before every read of bookings), then the contract's homeToday counts
 * in the company's time zone and decides who sees what (homeSections). Any signed-in user may call.
 */
import { translationText, type HomeToday } from '@atoll/contract';
import { homeToday, type HomeBookingRow } from '@atoll/contract/domain';
import { bookingTypesOf, companyTimeZone, expireStale } from '../bookingStore';
import { ok } from '../http';
import { get, guarded, SIGNED_IN } from '../routes';
import { mockDb, usersOfCompany } from '../store';

function homeOf(companyId: number, permissions: Parameters<typeof homeToday>[0]['permissions'], now: Date): HomeToday {
  expireStale(companyId, now);
  const facilities = mockDb.content.facilities.filter((f) => f.company_id === companyId);
  const facilityName = new Map(facilities.map((f) => [f.id, translationText(f.name)]));
  const bookings: HomeBookingRow[] = mockDb.requests.bookings
    .filter((b) => b.company_id === companyId)
    .map((b) => ({ status: b.status, facility_id: b.facility_id, facility_name: facilityName.get(b.facility_id) ?? '', due_at: b.due_at, starts_at: b.starts_at }));
  return homeToday({
    now,
    timeZone: companyTimeZone(companyId),
    permissions,
    bookings,
    guests: mockDb.requests.guests.filter((g) => g.company_id === companyId),
    company: {
      hasLogo: Boolean(mockDb.settings.get(companyId)?.property_logo),
      facilities: facilities.length,
      rooms: mockDb.content.roomTypes.filter((t) => t.company_id === companyId).reduce((n, t) => n + t.rooms.length, 0),
      requestTypes: bookingTypesOf(companyId).length,
      users: usersOfCompany(companyId).length,
    },
  });
}

export const homeHandlers = guarded(SIGNED_IN, [get('home/today', ({ caller, companyId }) => ok(homeOf(companyId, caller.user.permissions, new Date())))]);
