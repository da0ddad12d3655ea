/**
 * Map › Map Settings over the mocks: the overlay's corners set by keyboard (the marker's arrow keys) and by
 * typing, then saved; the Map Coordinates form saved, and kept after a failed save; an overlay image of
 * another size refused with the dimensions error.
 */
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MAP_MSG, MAP_SETTINGS_TEXT as TEXT, MSG, STATUS_MESSAGES } from '@atoll/contract';
import { BUSY_RESORT, mockDb, serverError } from '@atoll/mocks';
import { MAP_TEXT } from '@atoll/ui-kit/Map';
import { renderApp } from '#test/renderApp.tsx';
import { mockWorker } from '#test/worker.ts';
import { pngFile } from '#test/pngFile.ts';

const overlayForm = () => page.getByRole('form', { name: TEXT.overlayForm });
const coordinatesForm = () => page.getByRole('form', { name: TEXT.coordinatesForm });
/** The section around a form: the kit shows a form's server error under it. */
const section = (name: string) => page.getByRole('region', { name });
const corner = (legend: string, field: string) => overlayForm().getByRole('group', { name: legend }).getByRole('textbox', { name: field });
const storedOverlay = () => mockDb.mapOverlays.get(BUSY_RESORT.companyId);
const storedSettings = () => mockDb.mapSettings.get(BUSY_RESORT.companyId);


/** The file input of one language's uploader (the kit's FileTrigger hides it). */
async function fileInputOf(language: string): Promise<HTMLInputElement> {
  const group = page.getByRole('group', { name: TEXT.overlayImage }).getByRole('group', { name: language, exact: true });
  await expect.element(group).toBeVisible();
  const input = group.element().querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error(`No file input for ${language}`);
  return input;
}

describe('map overlay', () => {
  test('a corner moved by keyboard and another typed are saved; the plan is drawn between them at 0.4', async () => {
    await renderApp('/map/map-settings', { as: 'owner' });
    const before = { ...storedOverlay()! };
    await expect.element(corner(TEXT.topLeft, MAP_TEXT.longitude)).toHaveValue(String(before.top_left_lng));
    const plan = overlayForm().getByRole('img', { name: TEXT.overlayImage });
    await expect.element(plan).toBeVisible();
    expect(getComputedStyle(plan.element()).opacity).toBe('0.4');

    // The top-left marker, 10 px west by keyboard (Shift+ArrowLeft): its longitude field follows.
    const marker = overlayForm().getByRole('button', { name: TEXT.topLeft });
    (marker.element() as HTMLElement).focus();
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await expect.poll(() => Number((corner(TEXT.topLeft, MAP_TEXT.longitude).element() as HTMLInputElement).value)).toBeLessThan(before.top_left_lng!);
    const movedLng = Number((corner(TEXT.topLeft, MAP_TEXT.longitude).element() as HTMLInputElement).value);

    // The bottom-right latitude typed.
    await corner(TEXT.bottomRight, MAP_TEXT.latitude).fill('4.165');
    await overlayForm().getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByText(MSG.successfullyUpdated)).toBeVisible();
    expect(storedOverlay()).toMatchObject({ top_left_lat: before.top_left_lat, top_left_lng: movedLng, bottom_right_lat: 4.165, bottom_right_lng: before.bottom_right_lng });
  });

  test('corners the wrong way round are refused on the bottom-right fields, and nothing is saved', async () => {
    await renderApp('/map/map-settings', { as: 'owner' });
    const before = { ...storedOverlay()! };
    await corner(TEXT.bottomRight, MAP_TEXT.latitude).fill('4.5');
    await overlayForm().getByRole('button', { name: 'Save' }).click();
    await expect.element(overlayForm().getByText(MAP_MSG.cornersNorth)).toBeVisible();
    expect(storedOverlay()?.bottom_right_lat).toBe(before.bottom_right_lat);
  });

  test('an image of another size than the other languages’ is refused with the dimensions error; one of the same size is kept', async () => {
    await renderApp('/map/map-settings', { as: 'owner' });
    await expect.element(page.getByText(`${TEXT.overlaySizeHint} ${TEXT.imageSize(800, 500)}`)).toBeVisible();
    await userEvent.upload(await fileInputOf('Arabic'), await pngFile('plan-ar.png', 64, 48));
    await expect.element(page.getByText(MAP_MSG.overlaySize(800, 500, 64, 48))).toBeVisible();
    expect(storedOverlay()?.images.map((i) => i.language_code).sort()).toEqual(['de', 'en']);

    await userEvent.upload(await fileInputOf('Arabic'), await pngFile('plan-ar.png', 800, 500));
    await expect.poll(() => storedOverlay()?.images.find((i) => i.language_code === 'ar')).toMatchObject({ width: 800, height: 500 });
    await expect.element(page.getByRole('img', { name: 'Arabic: current image' })).toBeVisible();
  });
});

describe('map coordinates', () => {
  test('a failed save keeps what was typed; the next save stores it', async () => {
    mockWorker().use(serverError('post', 'user/settings/map'));
    await renderApp('/map/map-settings', { as: 'owner' });
    const heading = coordinatesForm().getByRole('textbox', { name: TEXT.mapHeading });
    await heading.fill('90');
    await coordinatesForm().getByRole('button', { name: 'Save' }).click();
    await expect.element(section(TEXT.coordinatesForm).getByText(STATUS_MESSAGES[500])).toBeVisible();
    await expect.element(heading).toHaveValue('90');
    expect(storedSettings()?.map_heading).toBe(0);

    mockWorker().resetHandlers();
    await coordinatesForm().getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByText(MSG.successfullyUpdated)).toBeVisible();
    expect(storedSettings()).toMatchObject({ map_heading: 90, map_lat_diff: 0.02 });
  });

  test("an emptied field says 'Field is required'", async () => {
    await renderApp('/map/map-settings', { as: 'owner' });
    await coordinatesForm().getByRole('textbox', { name: TEXT.mapLatDiff }).fill('');
    await coordinatesForm().getByRole('button', { name: 'Save' }).click();
    await expect.element(coordinatesForm().getByText(MSG.fieldRequired)).toBeVisible();
  });
});
