/**
 * 'Download CSV' before the export's code is here (ExportAction.tsx, ADR 0059): the button is on the list from the
 * first paint and stays the same element while that code arrives, so a press that starts before it and ends after
 * it still exports. The code's arrival is held back here (the module is gated) so the press straddles it for certain.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { CAMPAIGN_TEXT, EXPORT_TEXT } from '@atoll/contract';
import { renderApp } from '#test/renderApp.tsx';

const gate = vi.hoisted(() => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened, loaded: false };
});

vi.mock('./ExportProgress', async (importOriginal) => {
  await gate.opened;
  const module = await importOriginal();
  gate.loaded = true;
  return module;
});

afterEach(() => {
  vi.restoreAllMocks();
});

test('a press that began before the export code arrived still downloads, on the same button', async () => {
  // The link's click would start a real download in the test browser.
  const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await renderApp('/guests/campaigns', { as: 'owner' });
  const grid = page.getByRole('grid', { name: CAMPAIGN_TEXT.title });
  await expect.element(grid.getByRole('row', { name: /Welcome to Coral Atoll/ })).toBeVisible();
  const button = page.getByRole('button', { name: EXPORT_TEXT.button });
  const before = button.element() as HTMLButtonElement;
  expect(gate.loaded).toBe(false);

  // Enter goes down while the code is still held back, and comes up once it is here.
  before.focus();
  await userEvent.keyboard('{Enter>}');
  gate.open();
  await expect.poll(() => gate.loaded).toBe(true);
  // Suspense shows what arrived on its next render.
  await new Promise((resolve) => setTimeout(resolve, 100));
  await userEvent.keyboard('{/Enter}');

  await expect.element(page.getByRole('status').filter({ hasText: new RegExp(`^${EXPORT_TEXT.done(0).replace('0', '[\\d,]+')}$`) })).toBeVisible();
  expect(saved).toHaveBeenCalledTimes(1);
  expect(button.element()).toBe(before);
});
