/**
 * A resort lays out its guest app's home in Admin › App Editor, end to end (issue 21): the built product, a
 * real Chromium, a fresh database (PGlite, or PostgreSQL with E2E_DATABASE_URL).
 * - Three components added through Add Component → the type picker → the drawer, each applied.
 * - Reordered by a real mouse drag of a row's handle (react-dnd's HTML5 backend) and by the keyboard
 *   (Space picks up, ArrowUp moves, Enter drops), which is announced.
 * - Saved: the server's latest version holds them in that order with sort_order 1..3; a reload shows it.
 * - Changed and saved again; restoring the first version from the history makes a new version with the
 *   first one's components, and the screen shows them.
 * - A colleague without app-editor has no App Editor menu item, and the server answers 403.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { APP_EDITOR_TEXT, STATUS_MESSAGES, type AppComponent, type AppVersion } from '@atoll/contract';
import { REORDER_TEXT } from '../ui-kit/src/components/ReorderableList/reorderText';
import { APP_EDITOR_SCREEN_TEXT as TEXT } from '../console/src/features/app-editor/texts';
import { PATHS } from '../console/src/app/paths';
import { createUser, login, signupViaApi, type Credentials } from './harness/api';
import { newColleague, newHotel, signupPayloadFor } from './harness/people';
import { useE2E } from './harness/suite';
import { POLL, UI_TIMEOUT_MS } from './harness/timing';
import { logIn } from './screens/login';
import { mainNav, menuGroup, openMenu } from './screens/shell';

const home = (page: Page) => page.getByRole('list', { name: TEXT.components('Home'), exact: true });
/** The component names in the Home list, in the order shown. */
const shownNames = (page: Page) => home(page).locator('[data-name]').allTextContents();
const saveBar = (page: Page) => page.getByRole('toolbar', { name: TEXT.saveBar });
const stored = (components: readonly AppComponent[]) => components.map((c) => `${c.name}:${c.sort_order}`);

/** Add Component → the type picker → the type's drawer, filled and applied. */
async function addComponent(page: Page, typeLabel: string, fill: (drawer: ReturnType<Page['getByRole']>) => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: TEXT.addComponent, exact: true }).first().click();
  await page.getByRole('dialog', { name: TEXT.chooseType }).getByRole('button', { name: typeLabel, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: TEXT.addNew(typeLabel), exact: true });
  await fill(drawer);
  await drawer.getByRole('button', { name: TEXT.apply, exact: true }).click();
  await drawer.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
}

/** Saves through the save bar and waits for the notice and the bar to go. */
async function saveLayout(page: Page, notice: string = TEXT.saved): Promise<void> {
  await saveBar(page).getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText(notice, { exact: true }).first().waitFor({ timeout: UI_TIMEOUT_MS });
  await saveBar(page).waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
}

describe.sequential('a resort lays out its guest app in the App Editor', () => {
  const e2e = useE2E();
  let owner: Credentials;
  let ownerToken: string;

  it('adds three components, reorders them by mouse and keyboard, saves, reloads, and restores the first version', async () => {
    const { api } = e2e.product();
    owner = await signupViaApi(api, signupPayloadFor(newHotel('Coral Atoll Resort')));
    ownerToken = (await login(api, owner)).auth_token.token;
    const latest = () => api.ok<AppVersion>('GET', 'editor/app/versions/latest', { token: ownerToken });

    const { page } = await e2e.newPerson();
    await logIn(page, owner);
    await openMenu(page, 'Admin', TEXT.title);
    await page.getByRole('heading', { name: TEXT.title, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(PATHS.adminAppEditor);
    await page.getByText(TEXT.empty('Home'), { exact: true }).waitFor();

    await addComponent(page, 'Heading', async (drawer) => {
      await drawer.getByRole('textbox', { name: TEXT.name, exact: true }).fill('Welcome');
      await drawer.getByRole('textbox', { name: `${TEXT.fields.text} (English)`, exact: true }).fill('Welcome to Coral Atoll');
    });
    await addComponent(page, 'Title, description and image', async (drawer) => {
      await drawer.getByRole('textbox', { name: TEXT.name, exact: true }).fill('Spa');
      await drawer.getByRole('textbox', { name: `${TEXT.fields.title} (English)`, exact: true }).fill('The spa by the lagoon');
    });
    await addComponent(page, "Today's events", async (drawer) => {
      await drawer.getByRole('textbox', { name: TEXT.name, exact: true }).fill('Events today');
    });
    await expect.poll(() => shownNames(page), POLL).toEqual(['Welcome', 'Spa', 'Events today']);

    // The mouse: a real drag of the last row's handle onto the top of the first row.
    const handle = (name: string) => home(page).getByRole('button', { name: REORDER_TEXT.handle(name), exact: true });
    await handle('Events today').dragTo(home(page).getByRole('listitem').first(), { targetPosition: { x: 20, y: 4 } });
    await expect.poll(() => shownNames(page), POLL).toEqual(['Events today', 'Welcome', 'Spa']);

    // The keyboard: Spa picked up with Space, one up, dropped with Enter; the move is announced.
    await handle('Spa').focus();
    await page.keyboard.press('Space');
    await page.getByRole('status').filter({ hasText: REORDER_TEXT.pickedUp('Spa', 3, 3) }).waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect.poll(() => shownNames(page), POLL).toEqual(['Events today', 'Spa', 'Welcome']);
    await expect.poll(() => page.getByRole('status').filter({ hasText: TEXT.moved('Spa', 2, 3, 'Home') }).count(), POLL).toBe(1);
    await expect.poll(() => page.getByRole('status').filter({ hasText: REORDER_TEXT.dropped('Spa', 2, 3) }).count(), POLL).toBe(1);

    await saveLayout(page);
    const first = await latest();
    expect(first.id).toEqual(expect.any(Number));
    expect(stored(first.config.home.components)).toEqual(['Events today:1', 'Spa:2', 'Welcome:3']);
    expect(first.config.home.components.map((c) => c.type)).toEqual(['today-event-cards', 'title-desc-image', 'h1']);
    expect(first.config.home.components[2].config).toMatchObject({ text: [{ language_code: 'en', text: 'Welcome to Coral Atoll' }] });

    await page.reload();
    await expect.poll(() => shownNames(page), POLL).toEqual(['Events today', 'Spa', 'Welcome']);

    // A change saved as a second version: Welcome moved to the top.
    await home(page).getByRole('button', { name: `${TEXT.moveUp} Welcome`, exact: true }).click();
    await home(page).getByRole('button', { name: `${TEXT.moveUp} Welcome`, exact: true }).click();
    await expect.poll(() => shownNames(page), POLL).toEqual(['Welcome', 'Events today', 'Spa']);
    await saveLayout(page);
    const second = await latest();
    expect(second.id).not.toBe(first.id);
    expect(stored(second.config.home.components)).toEqual(['Welcome:1', 'Events today:2', 'Spa:3']);

    // The history: the first version restored becomes the newest, with the first one's components.
    await page.getByRole('button', { name: TEXT.versions, exact: true }).click();
    const history = page.getByRole('dialog', { name: TEXT.versionsTitle, exact: true });
    await history.getByRole('heading', { name: TEXT.version(second.id!), exact: true }).waitFor();
    await history.getByRole('button', { name: TEXT.restore(first.id!), exact: true }).click();
    await page.getByText(APP_EDITOR_TEXT.restored(first.id!), { exact: true }).first().waitFor({ timeout: UI_TIMEOUT_MS });
    await expect.poll(async () => (await latest()).id, POLL).not.toBe(second.id);
    const restored = await latest();
    expect(restored.id).not.toBe(first.id);
    expect(restored.config.home.components).toEqual(first.config.home.components);
    await expect.poll(() => shownNames(page), POLL).toEqual(['Events today', 'Spa', 'Welcome']);
  });

  it('a colleague without app-editor has no App Editor menu item and gets 403', async () => {
    const { api } = e2e.product();
    const colleague = newColleague(newHotel('Coral Atoll Resort'));
    await createUser(api, ownerToken, { ...colleague, authentication: 'password' } as never);
    const credentials: Credentials = { company: owner.company, username: colleague.username, password: colleague.password };
    const token = (await login(api, credentials)).auth_token.token;
    expect((await api.call('GET', 'editor/app/versions/latest', { token })).status).toBe(403);

    const { page } = await e2e.newPerson();
    await logIn(page, credentials);
    await mainNav(page).waitFor();
    if ((await menuGroup(page, 'Admin').count()) > 0) {
      await menuGroup(page, 'Admin').click();
      await page.getByRole('menu', { name: 'Admin' }).waitFor();
    }
    expect(await page.getByRole('menuitem', { name: TEXT.title, exact: true }).count()).toBe(0);
    // Typed into the address bar, the screen is refused too.
    await page.goto(PATHS.adminAppEditor);
    await page.getByText(STATUS_MESSAGES[403], { exact: true }).first().waitFor();
    expect(await page.getByRole('list', { name: TEXT.components('Home'), exact: true }).count()).toBe(0);
  });
});
