/** Acting on a drawer the way a person does (console screen tests). */
import { LABEL } from '@atoll/contract';
import { page, type Locator } from 'vitest/browser';

/** Opens the drawer's 'More actions' menu and chooses Delete: the confirmation opens. */
export async function chooseDelete(drawer: Locator): Promise<void> {
  await drawer.getByRole('button', { name: LABEL.moreActions }).click();
  await page.getByRole('menuitem', { name: LABEL.delete }).click();
}
