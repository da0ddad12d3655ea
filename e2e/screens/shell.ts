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

/** The same with the keyboard only: Tab to the group, Enter opens it, arrows to the item, Enter follows it. */
export async function openMenuByKeyboard(page: Page, group: string, item: string): Promise<void> {
  const trigger = menuGroup(page, group);
  await trigger.focus();
  await page.keyboard.press('Enter');
  const target = page.getByRole('menu', { name: group }).getByRole('menuitem', { name: item, exact: true });
  await target.waitFor();
  for (let step = 0; step < 10 && !(await target.evaluate((el) => el === document.activeElement)); step++) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
}

/** The user menu shows the user's name and the company name. */
export const userMenu = (page: Page, userName: string, companyName: string): Locator =>
  mainNav(page).getByRole('button', { name: `${userName} ${companyName}` });
