/**
 * A resort sets up its map, key places and trackers, end to end (issue 20): the built product, a real
 * Chromium, a fresh database (PGlite, or PostgreSQL with E2E_DATABASE_URL).
 * - Map Settings: the guest app's map centre typed into 'Map Coordinates'; the overlay's top-left corner
 *   moved by the marker's arrow keys; an overlay plan uploaded; a reload finds all of it.
 * - Key Places: two places added by keyboard only, one placed by typing its position, the other by the
 *   pin's arrow keys; both on the grid after a reload.
 * - Tracking: a group and a tracker made on the screen; the device token shown once is what a device
 *   posts its positions with; the tracker turns 'Moving' and its pin moves on the live map without a reload.
 * - TVs: a TV made on the screen; its link opens the display page (no login) in a 1920x1080 browser with a
 *   controlled clock. It shows the show_on_tv banner; a banner added afterwards comes through its stream (the
 *   manifest asked for at once, the banner at the next slide) without a reload; with the network to the server
 *   cut it keeps playing and says when it last updated; it catches up when the server answers again; with the
 *   server unreachable a reload still plays from its service worker (the page, and the banner's picture
 *   painted) with 'Last updated'; its heartbeat makes it Online in the TVs table.
 * - A colleague without manage-map sees no Map menu, and the server answers 403 on the Map routes.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { LOCATION_TEXT, MAP_SETTINGS_TEXT, MSG, TRACKING_TEXT, TVS_TEXT, TV_STATUS_TEXT, type TvManifest } from '@atoll/contract';
import { SLIDE_MS } from '../console/src/tv/display';
import { TV_CACHES } from '../console/src/tv/offline';
import { TV_TEXT } from '../console/src/tv/text';
import { createUser, login, signupViaApi, type Credentials } from './harness/api';
import { newHotel, signupPayloadFor } from './harness/people';
import { makePng } from './harness/png';
import { useE2E } from './harness/suite';
import { POLL, UI_TIMEOUT_MS } from './harness/timing';
import { logIn } from './screens/login';
import { mainNav, menuGroup } from './screens/shell';

/** Focuses a control and types into it with the keyboard, over whatever it held. */
async function typeInto(page: Page, locator: ReturnType<Page['getByRole']>, text: string): Promise<void> {
  await locator.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

describe.sequential('a resort sets up its map, key places and trackers', () => {
  const e2e = useE2E();
  let owner: Credentials;
  let ownerToken: string;

  it('Map Settings: the centre typed, a corner moved by its arrow keys and a plan uploaded stay after a reload', async () => {
    const { api } = e2e.product();
    const hotel = newHotel('Map Atoll Resort');
    owner = await signupViaApi(api, { ...signupPayloadFor(hotel), settings: { currency_symbol: '$', timezone: 'Indian/Maldives' } } as never);
    ownerToken = (await login(api, owner)).auth_token.token;

    const { page } = await e2e.newPerson();
    await logIn(page, owner);
    await page.goto('/map/map-settings');
    const coordinates = page.getByRole('form', { name: MAP_SETTINGS_TEXT.coordinatesForm });
    await typeInto(page, coordinates.getByRole('textbox', { name: MAP_SETTINGS_TEXT.mapLat, exact: true }), '4.1755');
    await typeInto(page, coordinates.getByRole('textbox', { name: MAP_SETTINGS_TEXT.mapLng, exact: true }), '73.5093');
    await typeInto(page, coordinates.getByRole('textbox', { name: MAP_SETTINGS_TEXT.mapLatDiff }), '0.02');
    await typeInto(page, coordinates.getByRole('textbox', { name: MAP_SETTINGS_TEXT.mapHeading }), '15');
    await coordinates.getByRole('button', { name: 'Save' }).click();
    await page.getByText(MSG.successfullyUpdated).first().waitFor({ timeout: UI_TIMEOUT_MS });

    // The overlay: its corners typed, then the top-left marker moved 10 px west by Shift+ArrowLeft.
    const overlay = page.getByRole('form', { name: MAP_SETTINGS_TEXT.overlayForm });
    const corner = (legend: string, field: string) => overlay.getByRole('group', { name: legend }).getByRole('textbox', { name: field });
    await typeInto(page, corner(MAP_SETTINGS_TEXT.topLeft, 'Latitude'), '4.185');
    await typeInto(page, corner(MAP_SETTINGS_TEXT.topLeft, 'Longitude'), '73.5');
    await typeInto(page, corner(MAP_SETTINGS_TEXT.bottomRight, 'Latitude'), '4.165');
    await typeInto(page, corner(MAP_SETTINGS_TEXT.bottomRight, 'Longitude'), '73.52');
    await overlay.getByRole('button', { name: MAP_SETTINGS_TEXT.topLeft }).focus();
    await page.keyboard.press('Shift+ArrowLeft');
    await expect.poll(async () => Number(await corner(MAP_SETTINGS_TEXT.topLeft, 'Longitude').inputValue()), POLL).toBeLessThan(73.5);
    const movedLng = Number(await corner(MAP_SETTINGS_TEXT.topLeft, 'Longitude').inputValue());
    await overlay.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText(MSG.successfullyUpdated).count(), POLL).toBeGreaterThan(0);

    // The plan for English: a real PNG through the browser, the server's checks and back.
    const english = overlay.getByRole('group', { name: MAP_SETTINGS_TEXT.overlayImage }).getByRole('group', { name: 'English', exact: true });
    await english.locator('input[type="file"]').setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: makePng(400, 250, { r: 44, g: 122, b: 123 }) });
    await overlay.getByRole('img', { name: MAP_SETTINGS_TEXT.overlayImage }).waitFor({ timeout: UI_TIMEOUT_MS });

    const stored = await api.ok<{ top_left_lng: number; images: { language_code: string; width: number; height: number }[] }>('GET', 'user/settings/map-overlay', { token: ownerToken });
    expect(stored.top_left_lng).toBeCloseTo(movedLng, 6);
    expect(stored.images).toEqual([expect.objectContaining({ language_code: 'en', width: 400, height: 250 })]);
    expect(await api.ok('GET', 'user/settings/map', { token: ownerToken })).toMatchObject({ map_lat: 4.1755, map_lng: 73.5093, map_lat_diff: 0.02, map_heading: 15 });

    await page.reload();
    await expect.poll(() => corner(MAP_SETTINGS_TEXT.topLeft, 'Longitude').inputValue(), POLL).toBe(String(movedLng));
    await overlay.getByRole('img', { name: MAP_SETTINGS_TEXT.overlayImage }).waitFor({ timeout: UI_TIMEOUT_MS });
  });

  it('Key Places: two places added by keyboard only, one typed and one placed by the pin’s arrow keys', async () => {
    const { page } = await e2e.newPerson();
    await logIn(page, owner);
    await page.goto('/map/key-places');

    const grid = page.getByRole('list', { name: LOCATION_TEXT.title });
    const addPlace = async (name: string, place: (form: ReturnType<Page['getByRole']>) => Promise<void>) => {
      // The list (or its empty state) first: the header's Add button gives way to the empty state's when the list answers empty.
      await grid.or(page.getByText(LOCATION_TEXT.empty)).first().waitFor({ timeout: UI_TIMEOUT_MS });
      await page.getByRole('button', { name: LOCATION_TEXT.addLocation }).first().focus();
      await page.keyboard.press('Enter');
      const form = page.getByRole('dialog', { name: LOCATION_TEXT.addLocation });
      await typeInto(page, form.getByRole('textbox', { name: LOCATION_TEXT.name }), name);
      await place(form);
      await form.getByRole('button', { name: LOCATION_TEXT.createLocation }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name }).waitFor({ timeout: UI_TIMEOUT_MS });
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name }).waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
    };

    await addPlace('Arrival Jetty', async (form) => {
      await typeInto(page, form.getByRole('textbox', { name: 'Latitude' }), '4.1801');
      await typeInto(page, form.getByRole('textbox', { name: 'Longitude' }), '73.5012');
    });
    await addPlace('Sunset Bar', async (form) => {
      await typeInto(page, form.getByRole('textbox', { name: 'Latitude' }), '4.17');
      await typeInto(page, form.getByRole('textbox', { name: 'Longitude' }), '73.51');
      // North by the pin's arrow keys: the latitude field follows.
      await form.getByRole('button', { name: LOCATION_TEXT.pin }).focus();
      await page.keyboard.press('Shift+ArrowUp');
      await page.keyboard.press('Shift+ArrowUp');
      await expect.poll(async () => Number(await form.getByRole('textbox', { name: 'Latitude' }).inputValue()), POLL).toBeGreaterThan(4.17);
    });

    const places = await e2e.product().api.ok<{ items?: { name: string; lat: number; lng: number }[] } | { name: string; lat: number; lng: number }[]>('GET', 'locations', { token: ownerToken });
    const list = Array.isArray(places) ? places : (places.items ?? []);
    expect(list.find((p) => p.name === 'Arrival Jetty')).toMatchObject({ lat: 4.1801, lng: 73.5012 });
    expect(list.find((p) => p.name === 'Sunset Bar')?.lat).toBeGreaterThan(4.17);

    await page.reload();
    await grid.getByText('Arrival Jetty').waitFor({ timeout: UI_TIMEOUT_MS });
    await grid.getByText('Sunset Bar').waitFor({ timeout: UI_TIMEOUT_MS });
  });

  it('Tracking: a tracker made on the screen posts positions with its token, turns Moving and moves on the live map', async () => {
    const { api } = e2e.product();
    const { page } = await e2e.newPerson();
    await logIn(page, owner);
    await page.goto('/map/tracking');
    await page.getByRole('button', { name: TRACKING_TEXT.addGroup }).first().click();
    const form = page.getByRole('dialog', { name: TRACKING_TEXT.createGroupTitle });
    await form.getByRole('textbox', { name: TRACKING_TEXT.name }).fill('Buggies');
    await form.getByRole('button', { name: new RegExp(TRACKING_TEXT.type) }).click();
    await page.getByRole('option', { name: 'Buggy' }).click();
    await form.getByRole('button', { name: TRACKING_TEXT.createGroup }).click();

    const details = page.getByRole('dialog', { name: 'Buggies' });
    await details.getByRole('tab', { name: TRACKING_TEXT.trackersTab(0) }).click();
    await details.getByRole('textbox', { name: TRACKING_TEXT.trackerName }).fill('Buggy 1');
    await details.getByRole('button', { name: TRACKING_TEXT.addTracker }).click();
    await details.getByText(TRACKING_TEXT.tokenOnce).waitFor({ timeout: UI_TIMEOUT_MS });
    const deviceToken = await details.getByRole('textbox', { name: `${TRACKING_TEXT.deviceToken} (Buggy 1)` }).inputValue();
    expect(deviceToken).toMatch(/^\d+\..+/);
    await details.getByRole('button', { name: 'Done' }).click();

    // The device posts: first at the jetty, then 300 m south-east, as a buggy driving to the spa would.
    await api.ok('POST', 'tracking/positions', { token: deviceToken, body: { lat: 4.1801, lng: 73.5012 } });
    const pin = details.getByRole('button', { name: 'Buggy 1, Moving' });
    await pin.waitFor({ timeout: UI_TIMEOUT_MS });
    const before = await pin.boundingBox();
    await api.ok('POST', 'tracking/positions', { token: deviceToken, body: { lat: 4.1781, lng: 73.5032 } });
    await expect
      .poll(async () => {
        const now = await pin.boundingBox();
        return Boolean(before && now && (Math.abs(now.x - before.x) > 2 || Math.abs(now.y - before.y) > 2));
      }, POLL)
      .toBe(true);
    const item = details.getByRole('list', { name: TRACKING_TEXT.trackersTab(1) }).getByRole('listitem').filter({ hasText: 'Buggy 1' });
    await expect.poll(() => item.textContent(), POLL).toContain('Moving');

    // A token from nowhere is refused.
    expect((await api.call('POST', 'tracking/positions', { token: `${deviceToken}x`, body: { lat: 4.18, lng: 73.5 } })).status).toBe(401);
  });

  it('TVs: a TV’s link plays the banners, shows a new one through its stream, survives the network dropping, a reload offline and the server stopping, and reports Online', async () => {
    const { api } = e2e.product();
    // The TV says a banner's description (rich text, shown as its text); its name is the console's internal label.
    const INTERNAL = 'internal label';
    const banner = async (text: string, sortOrder: number, rgb: { r: number; g: number; b: number }) => {
      const made = await api.ok<{ id: number }>('POST', 'promotions', {
        token: ownerToken,
        body: { name: `Promo ${sortOrder}, ${INTERNAL}`, description: [{ language_code: 'en', text: `<p>${text}</p>` }], sort_order: sortOrder, show_on_tv: true },
      });
      await api.upload(`promotions/${made.id}/image`, { token: ownerToken, file: { name: `${made.id}.png`, mimeType: 'image/png', buffer: makePng(320, 180, rgb) }, fields: { language_code: 'en' } });
      return made.id;
    };
    const sunsetId = await banner('Sunset cruise tonight', 1, { r: 221, g: 107, b: 32 });

    const { page } = await e2e.newPerson();
    await logIn(page, owner);
    await page.goto('/map/tvs');
    await page.getByRole('button', { name: TVS_TEXT.addTv }).first().click();
    const form = page.getByRole('dialog', { name: TVS_TEXT.createTitle });
    await form.getByRole('textbox', { name: TVS_TEXT.fields.name }).fill('Lobby TV');
    await form.getByRole('textbox', { name: 'Latitude' }).fill('4.1768');
    await form.getByRole('textbox', { name: 'Longitude' }).fill('73.5066');
    await form.getByRole('button', { name: TVS_TEXT.createButton }).click();
    const details = page.getByRole('dialog', { name: 'Lobby TV' });
    const link = await details.getByRole('link', { name: /\/tv\// }).getAttribute('href');
    expect(link).toMatch(/\/tv\/[A-Za-z0-9_-]{43}$/);

    // The lobby screen: its own browser, no login, a clock the walk moves on.
    const screen = await e2e.newPerson();
    const tv = await screen.context.newPage();
    await tv.setViewportSize({ width: 1920, height: 1080 });
    await tv.clock.install();
    // The page's stream answers (its headers; the body never ends).
    const streaming = tv.waitForResponse((response) => response.url().endsWith('/stream') && response.status() === 200);
    await tv.goto(new URL(link!).pathname);
    const shows = (text: string) => tv.getByText(text, { exact: true }).first();
    // The page's requests under way (the stream's never ends, so it is not one of them).
    const underWay = new Set<unknown>();
    tv.on('request', (request) => {
      if (!request.url().endsWith('/stream')) underWay.add(request);
    });
    tv.on('requestfinished', (request) => underWay.delete(request));
    tv.on('requestfailed', (request) => underWay.delete(request));
    /**
     * Real time for what a step of the TV's clock started (a manifest applied, a picture, tile or icon loaded):
     * until no request is under way, then a moment for the page to use the answers. A fixed pause was not
     * enough on a loaded CI machine: a picture still loading when the next 5 s step came counted as a slow
     * one against the TV's clock (REQUEST_TIMEOUT_MS), and the walk measured the machine, not the page.
     */
    const settle = async () => {
      for (const until = Date.now() + 10_000; underWay.size > 0 && Date.now() < until; ) await tv.waitForTimeout(50);
      await tv.waitForTimeout(250);
    };
    /** Moves the TV's clock on in steps (timers fire, fetches answer in real time) until `done`, at most `seconds`. */
    const playUntil = async (done: () => Promise<boolean>, seconds: number) => {
      for (let passed = 0; passed <= seconds; passed += 5) {
        if (await done()) return passed;
        await tv.clock.runFor(5_000);
        await settle();
      }
      throw new Error(`not within ${seconds} s of the TV's clock`);
    };
    await playUntil(() => shows('Sunset cruise tonight').isVisible(), 30);
    expect(await tv.getByText(INTERNAL, { exact: false }).count()).toBe(0);

    // A banner added in the console reaches the TV through its stream: the page asks for the manifest within
    // seconds (while the stream is up it polls only every 5 minutes), and the banner shows when its turn comes
    // in the rotation (Sunset, Beach BBQ, the map: at most three slides), well within the minute the issue allows.
    await streaming;
    // 15 s of real time: the TV's clock stands still meanwhile (clock.install), so no poll can fire — only the
    // stream's event asks. (5 s failed once on a loaded CI machine, where everything ran 2.5 times slower.)
    const asked = tv.waitForResponse((response) => response.url().endsWith('/manifest'), { timeout: 15_000 });
    await banner('Beach BBQ tomorrow', 2, { r: 44, g: 122, b: 123 });
    await asked;
    const took = await playUntil(() => shows('Beach BBQ tomorrow').isVisible(), 60);
    expect(took).toBeLessThanOrEqual((3 * SLIDE_MS) / 1000 + 5);

    // Its service worker keeps the page, its files and the banners' pictures (the newest manifest's).
    const kept = (name: string) => tv.evaluate(async (cache) => (await (await caches.open(cache)).keys()).length, name);
    await expect.poll(() => tv.evaluate(() => navigator.serviceWorker.controller !== null), POLL).toBe(true);
    await expect.poll(() => kept(TV_CACHES.pages), POLL).toBe(1);
    const shown = await api.ok<TvManifest>('GET', `display/tv/${link!.split('/tv/')[1]}/manifest`);
    const pictures = shown.banners.flatMap((b) => b.images.map((image) => image.url));
    expect(pictures).toHaveLength(2);
    const keeps = (urls: string[]) =>
      tv.evaluate(async ({ cache, urls }) => (await Promise.all(urls.map(async (url) => (await caches.open(cache)).match(url)))).every(Boolean), { cache: TV_CACHES.images, urls });
    await expect.poll(() => keeps(pictures), POLL).toBe(true);

    // The network drops (the context offline: Chromium applies it to the worker's own fetches too, while
    // page.route does not see a request that goes through the worker): the TV keeps playing and says since when.
    await screen.context.setOffline(true);
    await playUntil(() => tv.getByText(/^Last updated \d{2}:\d{2}$/).first().isVisible(), 90);
    await playUntil(() => shows('Sunset cruise tonight').isVisible(), 40);
    // A reload with the server unreachable still plays, the banner's picture painted, from the worker's caches.
    await tv.reload();
    const painted = () =>
      tv.evaluate(() => {
        const img = document.querySelector<HTMLImageElement>('.tv-slide--shown img');
        return Boolean(img && !img.hidden && img.complete && img.naturalWidth > 0);
      });
    await playUntil(async () => (await shows('Sunset cruise tonight').isVisible()) && (await painted()), 40);
    expect(await tv.getByText(/^Last updated \d{2}:\d{2}$/).first().isVisible()).toBe(true);
    expect(tv.url()).toContain('/tv/');
    // It comes back by itself.
    await screen.context.setOffline(false);
    await playUntil(async () => !(await tv.getByText(/^Last updated/).first().isVisible()), 90);
    expect(await tv.getByText(TV_TEXT.invalidTitle).count()).toBe(0);

    // The server itself stops (the words): the TV keeps playing and says since when; started again, it
    // catches up by itself, and a banner added then reaches it as before.
    await e2e.product().restart(async () => {
      await playUntil(() => tv.getByText(/^Last updated \d{2}:\d{2}$/).first().isVisible(), 90);
      await playUntil(() => shows('Sunset cruise tonight').isVisible(), 40);
    });
    await playUntil(async () => !(await tv.getByText(/^Last updated/).first().isVisible()), 90);
    await banner('Kids club at four', 3, { r: 90, g: 60, b: 160 });
    await playUntil(() => shows('Kids club at four').isVisible(), 90);

    // The worker keeps the map slide's tiles beside the pictures, and its picture cache follows the newest
    // manifest: a banner taken off the screen is dropped from it, so weeks of changes do not pile up.
    const tiles = () => tv.evaluate(async (cache) => (await (await caches.open(cache)).keys()).filter((r) => r.url.includes('/map-tiles/')).length, TV_CACHES.images);
    await expect.poll(tiles, POLL).toBeGreaterThan(0);
    const sunset = shown.banners.find((b) => b.id === sunsetId)!;
    const [gone, stays] = [sunset.images.map((image) => image.url), pictures.filter((url) => !sunset.images.some((image) => image.url === url))];
    await api.ok('DELETE', `promotions/${sunset.id}`, { token: ownerToken });
    await playUntil(async () => !(await keeps(gone)) && (await keeps(stays)), 90);

    // Its heartbeat: the TVs table says Online.
    await page.goto('/map/tvs');
    await expect.poll(() => page.getByRole('row', { name: /Lobby TV/ }).textContent(), POLL).toContain(TV_STATUS_TEXT.online);
  });

  it('a colleague without manage-map sees no Map menu and gets 403 from the Map routes', async () => {
    const { api } = e2e.product();
    const colleague = { name: 'Reef Front Desk', username: 'reef.desk', designation: 'Front Desk', email: 'reef.desk@example.com', password: 'Colleague-Pass-42!' };
    await createUser(api, ownerToken, { ...colleague, authentication: 'password' } as never);
    const credentials: Credentials = { company: owner.company, username: colleague.username, password: colleague.password };
    const token = (await login(api, credentials)).auth_token.token;
    for (const path of ['locations', 'user/settings/map', 'user/settings/map-overlay', 'tracking/groups', 'tvs']) {
      expect((await api.call('GET', path, { token })).status, path).toBe(403);
    }
    const { page } = await e2e.newPerson();
    await logIn(page, credentials);
    await mainNav(page).waitFor();
    expect(await menuGroup(page, 'Map').count()).toBe(0);
  });
});
