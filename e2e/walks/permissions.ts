/**
 * Walk 3: the owner makes the colleague a company administrator in the
 * Permissions tab; the colleague, after a reload, has the Admin menu (and the
 * API lets them list users); the owner withdraws it and the menu goes again.
 * Then Set Password generates a 12-character password: 'Password changed', and
 * the colleague logs in with it.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright';
import { MSG, PERMISSION_GROUPS, PERMISSION, RANDOM_PASSWORD_LENGTH } from '@atoll/contract';
import { PATHS } from '../../console/src/app/paths';
import type { Product } from '../harness/product';
import { POLL } from '../harness/timing';
import { clickLabelOf } from '../screens/controls';
import { logIn, logInRefused, storedToken } from '../screens/login';
import { menuGroup, userMenu } from '../screens/shell';
import { saveBar, setPasswordDialog, userDrawer } from '../screens/users';
import type { Journey } from './journey';

const ADMINISTRATOR = PERMISSION_GROUPS.flatMap((g) => g.permissions).find((p) => p.key === PERMISSION.companyAdministrator)!.name;

async function setAdministrator(owner: Page, journey: Journey, on: boolean): Promise<void> {
  const user = journey.colleagueUser!;
  await owner.goto(`${PATHS.adminUsers}?user=${user.id}`);
  const details = userDrawer(owner, journey.colleague.name);
  await details.tab('Permissions').click();
  const administrator = details.permission(ADMINISTRATOR);
  await expect.poll(() => administrator.isChecked(), { ...POLL, message: 'the switch before the change' }).toBe(!on);
  await clickLabelOf(administrator);
  await saveBar(owner).getByRole('button', { name: 'Save' }).click();
  await owner.getByText(MSG.successfullyUpdated, { exact: true }).waitFor();
  await saveBar(owner).waitFor({ state: 'hidden' });
}

/** The colleague reloads; the Shell asks the server who they are now. */
async function colleagueSeesAdmin(colleague: Page, journey: Journey, expected: boolean): Promise<void> {
  await colleague.reload();
  await userMenu(colleague, journey.colleague.name, journey.hotel.companyName).waitFor();
  await menuGroup(colleague, 'Admin').waitFor({ state: expected ? 'visible' : 'detached' });
}

export async function walkPermissions(product: Product, owner: Page, colleague: Page, journey: Journey): Promise<void> {
  const colleagueToken = await storedToken(colleague);

  await setAdministrator(owner, journey, true);
  await colleagueSeesAdmin(colleague, journey, true);
  expect((await product.api.call('GET', 'users', { token: colleagueToken })).status, 'an administrator may list users').toBe(200);

  await setAdministrator(owner, journey, false);
  await colleagueSeesAdmin(colleague, journey, false);
  expect((await product.api.call('GET', 'users', { token: colleagueToken })).status, 'withdrawn again').toBe(403);

  // Set Password: a generated 12-character password.
  const user = journey.colleagueUser!;
  await owner.goto(`${PATHS.adminUsers}?user=${user.id}`);
  await userDrawer(owner, journey.colleague.name).setPassword.click();
  const modal = setPasswordDialog(owner, journey.colleague.name);
  await modal.password.waitFor();
  const password = await modal.password.inputValue();
  expect(password).toHaveLength(RANDOM_PASSWORD_LENGTH);
  await modal.save.click();
  await owner.getByText(MSG.passwordChanged, { exact: true }).waitFor();
  await owner.getByText(MSG.passwordChangedFor(journey.colleague.name), { exact: true }).waitFor();
  await modal.dialog.waitFor({ state: 'hidden' });

  const previous = journey.colleagueCredentials;
  journey.colleaguePassword = password;

  // At the login screen the old password is refused on the form, the new one lets the colleague in.
  await colleague.evaluate(() => localStorage.clear());
  await logInRefused(colleague, previous, MSG.loginFailed);
  await logIn(colleague, journey.colleagueCredentials);
  await userMenu(colleague, journey.colleague.name, journey.hotel.companyName).waitFor();
}
