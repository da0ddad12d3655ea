/** The logged-in frame: the NavBar's menu groups and the user menu. */
import type { Locator, Page } from 'playwright';

export const mainNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Main', exact: true });

/** A menu group's trigger, e.g. 'Admin' (its chevron is hidden from assistive tech). */
export const menuGroup = (page: Page, group: string): Locator => mainNav(page).getByRole('button', { name: group, exact: true });

/** Opens a group and follows one of its items, as a person does: Admin › Users. */
export async function openMenu(page: Page, group: string, item: string): Promise<void> {
  await menuGroup(page, group).click();
  await page.getByRole('menu', { name: group }).getByRole('menuitem', { name: item, exact: true }).click();
}

/** The user menu shows the user's name and the company name. */
export const userMenu = (page: Page, userName: string, companyName: string): Locator =>
  mainNav(page).getByRole('button', { name: `${userName} ${companyName}` });
