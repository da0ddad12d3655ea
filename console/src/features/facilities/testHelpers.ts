/** What the facility screen tests share: where things are on the screen, by role and name. */
import { expect } from 'vitest';
import { page } from 'vitest/browser';

export const facilityList = () => page.getByRole('list', { name: 'Facilities' });
export const facilityCard = (name: string) => facilityList().getByRole('button', { name, exact: true });
export const drawer = (name: string) => page.getByRole('dialog', { name, exact: true });
export const tab = (name: string | RegExp) => page.getByRole('tab', { name });
export const englishName = () => page.getByRole('textbox', { name: 'Name (English)' });

/** A real PNG drawn on a canvas. */
export async function pngFile(name: string, width = 64, height = 48): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#2c7a7b';
  context.fillRect(0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The canvas made no PNG');
  return new File([blob], name, { type: 'image/png' });
}

/** The file input inside a labelled upload group (the kit's FileTrigger hides it). */
export async function fileInputOf(groupName: string): Promise<HTMLInputElement> {
  const group = page.getByRole('group', { name: groupName });
  await expect.element(group).toBeVisible();
  const input = group.element().querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error(`No file input in ${groupName}`);
  return input;
}
