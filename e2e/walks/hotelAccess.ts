/**
 * A colleague without manage-hotel-content: no Hotel menu, a direct visit to a
 * Hotel screen is refused on screen, and every Hotel list of the API answers
 * 403. Granted the permission, the menu appears after a reload and the API
 * answers; so the refusal is about the permission, not a broken route.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright';
import { PERMISSION, STATUS_MESSAGES, type ApiError } from '@atoll/contract';
import { PATHS } from '../../console/src/app/paths';
import type { Product } from '../harness/product';
import { storedToken } from '../screens/login';
import { menuGroup, userMenu } from '../screens/shell';
import type { Journey } from './journey';

/** One list route of each Hotel screen. */
export const HOTEL_LIST_ROUTES = ['facilities', 'promotions', 'information', 'events/recurring', 'quick-actions', 'rooms/types'] as const;

export async function walkHotelAccess(product: Product, colleague: Page, journey: Journey): Promise<void> {
  const user = await journey.ensureColleague();
  const { hotel } = journey;
  await colleague.goto(PATHS.home);
  await userMenu(colleague, journey.colleague.name, hotel.companyName).waitFor();
  // The menu is drawn (Guests is open to everyone), and Hotel is not in it.
  await menuGroup(colleague, 'Guests').waitFor();
  expect(await menuGroup(colleague, 'Hotel').count(), 'no Hotel menu').toBe(0);

  await colleague.goto(PATHS.hotelFacilities);
  await colleague.getByText(STATUS_MESSAGES[403], { exact: true }).waitFor();
  expect(await colleague.getByRole('button', { name: 'Add Facility' }).count(), 'no Add Facility').toBe(0);

  const token = await storedToken(colleague);
  for (const route of HOTEL_LIST_ROUTES) {
    const refused = await product.api.call<ApiError>('GET', route, { token });
    expect(refused.status, `GET ${route} without manage-hotel-content`).toBe(403);
    expect(refused.body.code, `GET ${route}`).toBe('FORBIDDEN');
  }
  const create = await product.api.call<ApiError>('POST', 'facilities', { token, body: { name: [{ language_code: 'en', text: 'Sneaky Bar' }] } });
  expect(create.status, 'POST facilities without manage-hotel-content').toBe(403);

  // With the permission, the same person gets the menu and the lists.
  const ownerToken = await journey.ownerToken();
  await product.api.ok('POST', 'auth/permissions/update', {
    token: ownerToken,
    body: { user_id: user.id, permissions: { [PERMISSION.manageHotelContent]: { objects: 'all' } } },
  });
  await colleague.goto(PATHS.home);
  await menuGroup(colleague, 'Hotel').waitFor();
  for (const route of HOTEL_LIST_ROUTES) {
    expect((await product.api.call('GET', route, { token })).status, `GET ${route} with manage-hotel-content`).toBe(200);
  }

  // Withdrawn again, it is refused again (the server checks on every call, not at login).
  await product.api.ok('POST', 'auth/permissions/update', { token: ownerToken, body: { user_id: user.id, permissions: {} } });
  expect((await product.api.call('GET', 'facilities', { token })).status, 'withdrawn again').toBe(403);
  // After a reload the Shell asks the server who the colleague is now.
  await colleague.reload();
  await userMenu(colleague, journey.colleague.name, hotel.companyName).waitFor();
  await menuGroup(colleague, 'Hotel').waitFor({ state: 'detached' });
}
