/**
 * Hotel › Quick Actions: a Call action with a phone number and the Phone icon.
 * `expectQuickActionsShown` finds it again with its number and icon.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright';
import { ICON_SHAPES, LABEL, MSG, QUICK_ACTION_TYPES } from '@atoll/contract';
import { PATHS } from '../../console/src/app/paths';
import { POLL } from '../harness/timing';
import { cardGrid, choose, drawer } from '../screens/hotel';
import { openMenu } from '../screens/shell';
import { closeDrawer } from './hotelFacilities';

export interface QuickActionMade {
  name: string;
  phone: string;
  /** An ICON_SHAPES key. */
  icon: keyof typeof ICON_SHAPES;
}

export const quickActionToMake = (): QuickActionMade => ({ name: 'Call Reception', phone: '+960 664 1234', icon: 'phone' });

const CALL = QUICK_ACTION_TYPES.find((t) => t.value === 'call')!.label;

export async function walkQuickActions(page: Page, made: QuickActionMade): Promise<void> {
  await openMenu(page, 'Hotel', 'Quick Actions');
  await page.waitForURL((url) => url.pathname === PATHS.hotelQuickActions);
  await page.getByRole('heading', { name: 'Quick Actions', level: 1 }).waitFor();
  await page.getByRole('button', { name: LABEL.addQuickAction, exact: true }).click();
  const form = drawer(page, LABEL.addQuickAction);
  // The form as a user sees it once it has loaded: the icons are there.
  const icons = form.dialog.getByRole('listbox', { name: 'Icon', exact: true });
  await icons.getByRole('option').first().waitFor();
  await form.button(LABEL.createQuickAction).click();
  await form.dialog.getByText(MSG.fieldRequired, { exact: true }).first().waitFor();

  await form.translatable('Name').fill(made.name);
  await choose(form.dialog, page, 'Type', CALL);
  await form.textbox('Phone Number').fill(made.phone);
  await icons.getByRole('option', { name: ICON_SHAPES[made.icon].name, exact: true }).click();
  await form.button(LABEL.createQuickAction).click();

  const action = drawer(page, made.name);
  await action.tab(LABEL.tab.basicInformation).waitFor();
  await closeDrawer(page, made.name);
  await cardGrid(page, 'Quick Actions').item(made.name).getByText(made.phone, { exact: true }).waitFor();
}

export async function expectQuickActionsShown(page: Page, made: QuickActionMade): Promise<void> {
  await page.goto(PATHS.hotelQuickActions);
  const grid = cardGrid(page, 'Quick Actions');
  const item = grid.item(made.name);
  await item.getByText(made.phone, { exact: true }).waitFor();
  // The icon is the server's SVG for the chosen key, and the browser could draw it.
  const icon = item.locator('img');
  expect(await icon.getAttribute('src')).toMatch(new RegExp(`/ui/icons/${made.icon}\\.svg$`));
  await expect.poll(() => icon.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0), POLL).toBe(true);

  await grid.card(made.name).click();
  const action = drawer(page, made.name);
  await expect.poll(() => action.textbox('Phone Number').inputValue(), POLL).toBe(made.phone);
  expect(await action.translatable('Name').inputValue()).toBe(made.name);
  const chosen = action.dialog.getByRole('listbox', { name: 'Icon', exact: true }).getByRole('option', { name: ICON_SHAPES[made.icon].name, exact: true });
  expect(await chosen.getAttribute('aria-selected')).toBe('true');
  await closeDrawer(page, made.name);
}
