/** What every /bookings handler needs of its caller: the company's seam (with its transactions), the clock, today in the company's time zone, and the facility scopes. */
import type { Context } from 'hono';
import { localDate, requestScope, typeScope, type FacilityScope } from '@atoll/contract/domain';
import type { AppDeps, AppEnv } from '../../deps';
import { ownWithTx, type OwnTx } from '../../services/bookings/own';

export interface RequestCaller {
  own: OwnTx;
  now: Date;
  /** YYYY-MM-DD in the company's time zone. */
  today: string;
  /** Facilities whose slots and bookings the caller may read (either request permission). */
  readScope: FacilityScope;
  /** Facilities the caller may act on (manage-facility-requests). */
  manageScope: FacilityScope;
  /** Request types: manage-hotel-content reads every type; otherwise the read scope. */
  typeScope: FacilityScope;
}

export function callerOf(deps: AppDeps, c: Context<AppEnv>): RequestCaller {
  const { company, user } = c.get('auth');
  const now = new Date(deps.now?.() ?? Date.now());
  const readScope = requestScope(user.permissions, 'read');
  return {
    own: ownWithTx(deps.db, company.id),
    now,
    today: localDate(now, company.timezone),
    readScope,
    manageScope: requestScope(user.permissions, 'manage'),
    typeScope: typeScope(user.permissions),
  };
}
