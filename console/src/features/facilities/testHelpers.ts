/** What the facility screen tests share: where things are on the screen, by role and name. */
import { expect } from 'vitest';
import { page } from 'vitest/browser';

export const facilityList = () => page.getByRole('list', { name: 'Facilities' });
export const facilityCard = (name: string) => facilityList().getByRole('button', { name, exact: true });
export const drawer = (name: string) => page.getByRole('dialog', { name, exact: true });
export const tab = (name: string | RegExp) => page.getByRole('tab', { name });
export const englishName = () => page.getByRole('textbox', { name: 'Name (English)' });

export { pngFile } from '#test/pngFile.ts';


/** The file input inside a labelled upload group (the kit's FileTrigger hides it). */
export async function fileInputOf(groupName: string): Promise<HTMLInputElement> {
  const group = page.getByRole('group', { name: groupName });
  await expect.element(group).toBeVisible();
  const input = group.element().querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error(`No file input in ${groupName}`);
  return input;
}
