/**
 * Which devices an audience reaches, in SQL: the contract domain's devicesReached (domain/campaigns.ts)
 * over the company's devices and guests. `today` is the company's date; a PMS check-out instant is read
 * AT TIME ZONE the company's zone (the session's zone is UTC). server/test/campaigns.test.ts holds the two
 * to the same answer.
 */
import { and, count, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { addDays, type CampaignAudience } from '@atoll/contract';
import { devices, guests, rooms } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { inHouseSql } from '../guests';

export interface AudienceClock {
  /** YYYY-MM-DD in the company's time zone. */
  today: string;
  timeZone: string;
}

/** The guests of a guest-based audience, as a condition on `guests`. */
function guestCondition(own: Tenant, audience: CampaignAudience, clock: AudienceClock): SQL | undefined {
  const { today, timeZone } = clock;
  switch (audience.kind) {
    case 'in-house':
      return inHouseSql(today);
    case 'room-types':
      return and(inHouseSql(today), inArray(guests.roomId, own.pick({ id: rooms.id }, rooms, inArray(rooms.roomTypeId, audience.room_type_ids))));
    case 'arriving':
      return sql`${guests.arrivalDate} between ${audience.start_date}::date and ${audience.end_date}::date`;
    case 'departing':
      return sql`${guests.departureDate} between ${audience.start_date}::date and ${audience.end_date}::date`;
    case 'checked-out': {
      const left = sql`coalesce((${guests.pmsCheckoutAt} at time zone ${timeZone})::date, ${guests.departureDate})`;
      return and(sql`not ${inHouseSql(today)}`, sql`${left} between ${addDays(today, 1 - audience.days)}::date and ${today}::date`);
    }
    default:
      return undefined;
  }
}

/** The devices `audience` reaches (guest-app installations not reported gone), as a condition on `devices`. */
export function audienceDevicesSql(own: Tenant, audience: CampaignAudience, clock: AudienceClock): SQL {
  const reachable = and(isNull(devices.userId), isNull(devices.goneAt))!;
  if (audience.kind === 'everyone') return reachable;
  if (audience.kind === 'language') return and(reachable, inArray(devices.language, audience.languages))!;
  return and(reachable, inArray(devices.guestId, own.pick({ id: guests.id }, guests, guestCondition(own, audience, clock))))!;
}

/** The ids of the devices reached, ascending. */
export async function reachedDeviceIds(own: Tenant, audience: CampaignAudience, clock: AudienceClock): Promise<number[]> {
  const rows = await own.pick({ id: devices.id }, devices, audienceDevicesSql(own, audience, clock)).orderBy(devices.id);
  return rows.map((r) => r.id);
}

/** How many devices the audience reaches now (the form's count before sending). */
export async function audienceCount(own: Tenant, audience: CampaignAudience, clock: AudienceClock): Promise<number> {
  const [row] = await own.pick({ n: count() }, devices, audienceDevicesSql(own, audience, clock));
  return Number(row?.n ?? 0);
}
