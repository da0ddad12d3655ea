/** The theme follows the company's primary colour (user/settings) once logged in; the product colour before. */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { PRIMARY_COLOR } from '@atoll/contract';
import { BUSY_RESORT } from '@atoll/mocks';
import { createTheme } from '@atoll/ui-kit';
import { renderApp } from '../test/renderApp';

/** '#319795' → 'rgb(49, 151, 149)', as getComputedStyle reports colours. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const activatePath = `/auth/activate?token=${BUSY_RESORT.tokens.activation}`;
const activateButton = () => page.getByRole('button', { name: 'Activate Account' });

describe('company colour', () => {
  test("logged in, primary buttons use the company's colour (Coral Atoll: #319795)", async () => {
    await renderApp(activatePath, { as: 'admin' });
    const expected = rgb(createTheme('#319795').color.actionPrimary);
    await expect.poll(async () => getComputedStyle(await activateButton().element()).backgroundColor).toBe(expected);
  });

  test('logged out, the product colour applies', async () => {
    await renderApp(activatePath, { as: null });
    const expected = rgb(createTheme(PRIMARY_COLOR).color.actionPrimary);
    await expect.poll(async () => getComputedStyle(await activateButton().element()).backgroundColor).toBe(expected);
    expect(expected).not.toBe(rgb(createTheme('#319795').color.actionPrimary));
  });
});
