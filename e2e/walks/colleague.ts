/**
 * Walk 2: the owner invites a colleague by e-mail from Admin › Users; the
 * e-mail reaches the SMTP sink; the colleague opens its link in their own
 * browser, sees 'Loading' then the read-only Company Domain and Username, sets
 * a password, sees 'Account Activated!' and is logged in without the Admin
 * menu; the API refuses them the user list (403).
 */
import { expect } from 'vitest';
import type { Page } from 'playwright';
import { API_BASE, MSG, STATUS_MESSAGES, USER_STATUS_TEXT, type ApiError, type User } from '@atoll/contract';
import { PATHS } from '../../console/src/app/paths';
import type { Product } from '../harness/product';
import { POLL } from '../harness/timing';
import { clickLabelOf } from '../screens/controls';
import { storedToken } from '../screens/login';
import { menuGroup, openMenu, userMenu } from '../screens/shell';
import { userDrawer, usersScreen } from '../screens/users';
import type { Journey } from './journey';

async function inviteByEmail(owner: Page, journey: Journey): Promise<void> {
  const { colleague } = journey;
  await openMenu(owner, 'Admin', 'Users');
  await owner.waitForURL((url) => url.pathname === PATHS.adminUsers);
  const screen = usersScreen(owner);
  await screen.row(journey.hotel.owner.name).waitFor();

  await screen.addUser.click();
  const form = userDrawer(owner, 'Add User');
  await form.textbox('Name').fill(colleague.name);
  await form.textbox('Username').fill(colleague.username);
  await form.textbox('Designation').fill(colleague.designation);
  await clickLabelOf(form.drawer.getByRole('radio', { name: 'E-mail', exact: true }));
  await form.textbox('E-mail').fill(colleague.email);
  await form.drawer.getByRole('button', { name: 'Create User' }).click();

  // Creating switches the drawer to the new user's details.
  const details = userDrawer(owner, colleague.name);
  await details.drawer.waitFor();
  expect(await details.textbox('Username').inputValue()).toBe(colleague.username);
  await owner.keyboard.press('Escape');
  await details.drawer.waitFor({ state: 'hidden' });
  await expectStatus(owner, colleague.name, USER_STATUS_TEXT.invited.text);
}

async function expectStatus(page: Page, name: string, status: string): Promise<void> {
  const row = usersScreen(page).row(name);
  await row.waitFor();
  await expect.poll(() => row.textContent(), POLL).toContain(status);
}

/** Holds the activation lookup until 'Loading' has been seen: on a fast machine it would flash by. */
async function holdActivationLookup(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === `${API_BASE}/auth/activate`,
    async (route) => {
      if (route.request().method() === 'GET') await released;
      await route.continue();
    },
  );
  return release;
}

export async function walkColleague(product: Product, owner: Page, colleaguePage: Page, journey: Journey): Promise<void> {
  const { colleague, hotel } = journey;
  const mailsBefore = product.mail.messages.length;
  await inviteByEmail(owner, journey);

  const mail = await product.mail.waitForMail(colleague.email, { since: mailsBefore });
  const link = mail.links.find((l) => l.startsWith(`${product.url}${PATHS.activate}?token=`));
  expect(link, `an activation link in: ${mail.text}`).toBeDefined();

  const release = await holdActivationLookup(colleaguePage);
  await colleaguePage.goto(link!);
  await colleaguePage.getByText(MSG.loading, { exact: true }).waitFor();
  release();

  const domain = colleaguePage.getByRole('textbox', { name: 'Company Domain', exact: true });
  const username = colleaguePage.getByRole('textbox', { name: 'Username', exact: true });
  await domain.waitFor();
  expect(await domain.inputValue()).toBe(hotel.domain);
  expect(await domain.getAttribute('readonly')).not.toBeNull();
  expect(await username.inputValue()).toBe(colleague.username);
  expect(await username.getAttribute('readonly')).not.toBeNull();

  await colleaguePage.getByRole('textbox', { name: 'New Password', exact: true }).fill(colleague.password);
  await colleaguePage.getByRole('button', { name: 'Activate Account' }).click();
  await colleaguePage.getByText(MSG.accountActivated, { exact: true }).waitFor();
  await colleaguePage.getByText(MSG.welcome, { exact: true }).waitFor();
  await colleaguePage.waitForURL((url) => url.pathname === PATHS.home);
  journey.colleaguePassword = colleague.password;

  // Logged in as themselves, with the menu of someone without permissions.
  await userMenu(colleaguePage, colleague.name, hotel.companyName).waitFor();
  await menuGroup(colleaguePage, 'Guests').waitFor();
  expect(await menuGroup(colleaguePage, 'Admin').count(), 'no Admin menu').toBe(0);

  // A direct visit to Admin › Users is refused by the screen too.
  await colleaguePage.goto(PATHS.adminUsers);
  await colleaguePage.getByText(STATUS_MESSAGES[403], { exact: true }).waitFor();
  expect(await usersScreen(colleaguePage).table.count(), 'no users table').toBe(0);

  const token = await storedToken(colleaguePage);
  expect((await product.api.call('GET', 'auth/me', { token })).status, 'the token is valid').toBe(200);
  const refused = await product.api.call<ApiError>('GET', 'users', { token });
  expect(refused.status).toBe(403);
  expect(refused.body.code).toBe('FORBIDDEN');

  // The owner's list now shows the colleague as active.
  await owner.goto(PATHS.adminUsers);
  await expectStatus(owner, colleague.name, USER_STATUS_TEXT.active.text);
  const ownerToken = await storedToken(owner);
  const found = await product.api.ok<User[]>('GET', `users?q_name=${colleague.username}`, { token: ownerToken });
  journey.colleagueUser = found.find((u) => u.username === colleague.username);
}
