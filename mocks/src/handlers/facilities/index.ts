/**
 * facilities/* (spec section 7): facilities, their activities and menus, menu
 * categories and items, answering like the server: contract schemas, the
 * domain's rules (@atoll/contract/domain), 201 on create, the whole object after
 * uploads, 403 without manage-hotel-content, another company's id → 404.
 */
import { PERMISSION } from '@atoll/contract';
import { ok } from '../../http';
import { get, guarded, HOTEL_CONTENT } from '../../routes';
import { activityRoutes } from './activities';
import { categoryRoutes } from './categories';
import { facilitiesOf, facilityRoutes } from './facilities';
import { itemRoutes } from './items';
import { menuRoutes } from './menus';
import { named } from './shared';

/** Admin › Users chooses facilities for facility-scoped permissions from this list too. */
const facilityNameHandlers = guarded({ permission: [PERMISSION.manageHotelContent, PERMISSION.companyAdministrator, PERMISSION.companyOwner] }, [
  get('facilities/selectors/names', ({ companyId }) => ok(facilitiesOf(companyId).map(named))),
]);

/**
 * Fixed paths first (facilities/selectors/names, facilities/menus/categories…), so
 * a `:id` pattern never swallows them.
 */
export const facilityContentHandlers = [
  ...facilityNameHandlers,
  ...guarded(HOTEL_CONTENT, [...itemRoutes, ...categoryRoutes, ...menuRoutes, ...activityRoutes, ...facilityRoutes]),
];
