/**
 * The focus ring shows for keyboard focus only (issue 18): after a mouse choice in a group's menu, focus
 * goes back to the group's button without a ring (neither the kit's, drawn from React Aria's
 * [data-focus-visible], nor the browser's own :focus-visible outline); after a keyboard choice it shows.
 * Real clicks and keys (vitest/browser), since the browser's :focus-visible heuristics follow real input.
 */
import { composeStories } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AtollThemeProvider } from '../../theme';
import * as navStories from './NavBar.stories';

const { Default } = composeStories(navStories);

const ringOf = (element: Element) => {
  const style = getComputedStyle(element);
  return style.outlineStyle === 'none' || style.outlineWidth === '0px' ? 'none' : `${style.outlineStyle} ${style.outlineWidth}`;
};

async function renderBar() {
  await render(
    <AtollThemeProvider>
      <Default />
    </AtollThemeProvider>,
  );
  return page.getByRole('button', { name: 'Hotel' });
}

describe('the nav focus ring', () => {
  test('a mouse choice leaves no ring on the group button', async () => {
    const hotel = await renderBar();
    await hotel.click();
    await page.getByRole('menuitem', { name: 'Banners' }).click();
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    await expect.poll(() => document.activeElement).toBe(hotel.element());
    expect(hotel.element()).not.toHaveAttribute('data-focus-visible');
    expect(ringOf(hotel.element())).toBe('none');
  });

  test('a keyboard choice shows it', async () => {
    const hotel = await renderBar();
    await userEvent.keyboard('{Tab}{Tab}');
    await expect.poll(() => document.activeElement).toBe(hotel.element());
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('menu')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    await expect.poll(() => document.activeElement).toBe(hotel.element());
    expect(ringOf(hotel.element())).not.toBe('none');
  });
});
