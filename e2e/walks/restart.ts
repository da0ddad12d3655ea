/**
 * Walk 6: the server stops and starts again on the same data. A browser that
 * was logged in before stays logged in, the owner logs in anew, and everything
 * the earlier walks made is still there.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright';
import { API_BASE } from '@atoll/contract';
import { PATHS } from '../../console/src/app/paths';
import { login } from '../harness/api';
import type { Product } from '../harness/product';
import { logIn } from '../screens/login';
import { menuGroup, openMenuByKeyboard, userMenu } from '../screens/shell';
import { usersScreen } from '../screens/users';
import { expectSettingsShown } from './settings';
import type { Journey } from './journey';

export async function walkRestart(product: Product, before: Page, after: Page, journey: Journey): Promise<void> {
  const { hotel } = journey;
  const colleagueUser = journey.colleagueUser;
  if (!colleagueUser) throw new Error('The colleague should exist before the restart');
  await before.goto(PATHS.home);
  await userMenu(before, hotel.owner.name, hotel.companyName).waitFor();
  await product.restart();

  // The session kept in the browser is still valid on the restarted server: the
  // Shell's check of it (auth/me) is answered, not refused with a logout.
  const check = before.waitForResponse((response) => new URL(response.url()).pathname === `${API_BASE}/auth/me`);
  await before.reload();
  expect((await check).status(), 'auth/me with the stored token').toBe(200);
  await userMenu(before, hotel.owner.name, hotel.companyName).waitFor();
  expect(new URL(before.url()).pathname).toBe(PATHS.home);

  // A fresh login works and finds the company as it was; this person uses only the keyboard.
  await logIn(after, journey.ownerCredentials, { keyboard: true });
  await after.getByRole('heading', { name: hotel.companyName, level: 1 }).waitFor();

  await openMenuByKeyboard(after, 'Admin', 'Users');
  await after.waitForURL((url) => url.pathname === PATHS.adminUsers);
  const row = usersScreen(after).row(journey.colleague.name);
  await row.waitFor();
  expect(await row.textContent()).toContain(journey.colleague.designation);
  const colleague = await login(product.api, journey.colleagueCredentials);
  expect(colleague.user).toMatchObject({ id: colleagueUser.id, username: journey.colleague.username });
  if (journey.settings) {
    await after.goto(PATHS.adminSettings);
    await expectSettingsShown(after, journey.settings);
  }
  expect(await menuGroup(after, 'Admin').isVisible()).toBe(true);
}
