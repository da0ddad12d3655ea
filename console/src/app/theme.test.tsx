/**
 * The theme follows the company's primary colour (user/settings) once logged in; the product colour
 * before. A full load paints in the colour last seen (localStorage) before user/settings answers.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { delay, http, HttpResponse } from 'msw';
import { PRIMARY_COLOR } from '@atoll/contract';
import { BUSY_RESORT, apiPath } from '@atoll/mocks';
import { createTheme, cssRgb } from '@atoll/ui-kit';
import { renderApp } from '../test/renderApp';
import { mockWorker } from '../test/worker';
import { THEME_STORAGE_KEY, loadThemeColor, storeThemeColor } from './sessionStorage';

const activatePath = `/auth/activate?token=${BUSY_RESORT.tokens.activation}`;
const activateButton = () => page.getByRole('button', { name: 'Activate Account' });

describe('company colour', () => {
  test("logged in, primary buttons use the company's colour (Coral Atoll: #319795)", async () => {
    await renderApp(activatePath, { as: 'admin' });
    const expected = cssRgb(createTheme('#319795').color.actionPrimary);
    await expect.poll(async () => getComputedStyle(await activateButton().element()).backgroundColor).toBe(expected);
  });

  test('logged out, the product colour applies', async () => {
    await renderApp(activatePath, { as: null });
    const expected = cssRgb(createTheme(PRIMARY_COLOR).color.actionPrimary);
    await expect.poll(async () => getComputedStyle(await activateButton().element()).backgroundColor).toBe(expected);
    expect(expected).not.toBe(cssRgb(createTheme('#319795').color.actionPrimary));
  });
});

describe('before user/settings answers (a full load)', () => {
  /** user/settings answers late, as on a slow network: what paints first comes from the cache or the default. */
  const lateSettings = () =>
    mockWorker().use(
      http.get(apiPath('user/settings'), async () => {
        await delay(2500);
        return HttpResponse.json({ data: { property_name: 'Coral Atoll', primary_color: '#319795', property_logo: null, default_image: null } });
      }),
    );
  const orange = cssRgb(createTheme(PRIMARY_COLOR).color.actionPrimary);
  /**
   * The colour the button settles on: a state change while loading (its background transitions; a loaded CI
   * machine caught one) is waited out — but no transition may start from the product's orange, a flash of it.
   */
  const buttonColour = async (options: { orangeAllowed?: boolean } = {}) => {
    const button = await activateButton().element();
    const animations = button.getAnimations();
    if (!options.orangeAllowed) {
      const from = animations.flatMap((animation) => (animation.effect as KeyframeEffect | null)?.getKeyframes() ?? []).map((frame) => frame.backgroundColor);
      expect(from).not.toContain(orange);
    }
    await Promise.all(animations.map((animation) => animation.finished));
    return getComputedStyle(button).backgroundColor;
  };

  test("the first paint already uses the company's last known colour, never the product's orange", async () => {
    storeThemeColor(BUSY_RESORT.companyId, '#319795');
    lateSettings();
    await renderApp(activatePath, { as: 'admin' });
    await expect.element(activateButton()).toBeVisible();
    expect(await buttonColour()).toBe(cssRgb(createTheme('#319795').color.actionPrimary));
  });

  test('the colour user/settings returns is remembered for the next load', async () => {
    expect(loadThemeColor(BUSY_RESORT.companyId)).toBeUndefined();
    await renderApp(activatePath, { as: 'admin' });
    await expect.poll(() => loadThemeColor(BUSY_RESORT.companyId)).toBe('#319795');
  });

  test("another company's colour, or a damaged entry, is never applied", async () => {
    storeThemeColor(BUSY_RESORT.companyId + 1000, '#123456');
    lateSettings();
    await renderApp(activatePath, { as: 'admin' });
    await expect.element(activateButton()).toBeVisible();
    expect(await buttonColour({ orangeAllowed: true })).toBe(orange);

    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ companyId: BUSY_RESORT.companyId, primaryColor: 'url(x)' }));
    expect(loadThemeColor(BUSY_RESORT.companyId)).toBeUndefined();
  });
});
