/**
 * Dark variants of stories (ADR 0036): `inDark` pins a story to the dark scheme (the preview's `scheme`
 * global), keeping any other globals it sets (a viewport); `expectDarkPage` proves the page is painted in
 * it before the story's own checks run, so axe's colour-contrast rule then judges the dark colours.
 */
import { expect } from 'storybook/test';
import { cssRgb } from '../theme/contrast';
import { darkColors } from '../theme/tokens';

export function inDark<T extends { globals?: Record<string, unknown> }>(story: T): T {
  return { ...story, globals: { ...story.globals, scheme: 'dark' } };
}

/** The page is dark: native controls follow (color-scheme) and the body has the dark page colour. */
export async function expectDarkPage(): Promise<void> {
  await expect(getComputedStyle(document.documentElement).colorScheme).toBe('dark');
  await expect(getComputedStyle(document.body).backgroundColor).toBe(cssRgb(darkColors.surfaceMuted));
}
