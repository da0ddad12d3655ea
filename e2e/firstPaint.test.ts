/**
 * The first paint of a logged-in page (issue 9, Lighthouse): index.html shows the frame and the page's
 * title before any of the app's JavaScript has arrived (ui-kit/src/theme/bootShell.ts), allowed by the
 * server's Content-Security-Policy through its hash, and the app takes over without a visible change:
 * its own h1 appears exactly where the static one was, with the same words, and the static frame is gone.
 *
 * The built console and server as `npm start` serves them, a real Chromium; suite.ts fails the test on
 * any CSP violation, so a hash that does not match the built script fails here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { ROUTES } from '../console/src/app/routes';
import { PATHS } from '../console/src/app/paths';
import { COLOR_SCHEME_STORAGE_KEY, SESSION_STORAGE_KEY } from '../console/src/app/sessionStorage';
import { BOOT_SHELL_ID } from '../ui-kit/src/theme/bootShell';
import { cssRgb } from '../ui-kit/src/theme/contrast';
import { baseColors, darkColors } from '../ui-kit/src/theme/tokens';
import { useE2E, type Person } from './harness/suite';
import { login, signupViaApi } from './harness/api';
import type { AuthResponse } from '@atoll/contract';
import { newHotel, signupPayloadFor } from './harness/people';

const WIDTHS = [1440, 768, 390];
const BOOT = `#${BOOT_SHELL_ID}`;

describe('first paint', () => {
  const suite = useE2E();

  // One hotel for the file: every test starts a fresh browser with its owner's session.
  let auth: AuthResponse;
  beforeAll(async () => {
    const { api } = suite.product();
    auth = await login(api, await signupViaApi(api, signupPayloadFor(newHotel('First Paint Atoll'))));
  });

  /** A person whose browser holds the owner's session, as after a login on /login. */
  async function ownerAtTheirDesk(): Promise<{ person: Person; companyName: string }> {
    const person = await suite.newPerson();
    // A JSON answer of the same origin: the session lands in localStorage without loading the console.
    await person.page.goto('/api/v1/ui/countries');
    await person.page.evaluate(([key, session]) => localStorage.setItem(key, session), [
      SESSION_STORAGE_KEY,
      JSON.stringify({ token: auth.auth_token.token, user: auth.user, company: auth.company }),
    ] as const);
    return { person, companyName: auth.company.name };
  }

  /** The page as it is before the app's code arrives: every script request is refused. */
  async function withoutScripts(page: Page, path: string): Promise<void> {
    // Refused, not held: a held request would be let through by unrouteAll later, and the page's code
    // would then run late (the login page's, with a session stored, navigates to / mid-test).
    await page.route('**/assets/*.js', (route) => route.abort('blockedbyclient'));
    await page.goto(path, { waitUntil: 'commit' });
  }

  const box = async (page: Page, selector: string) => {
    const rect = await page.locator(selector).boundingBox();
    expect(rect, selector).not.toBeNull();
    return { x: Math.round(rect!.x), y: Math.round(rect!.y) };
  };

  it('a logged-in page shows its frame and title before any script, and the app takes over in place', async () => {
    const { person, companyName } = await ownerAtTheirDesk();
    const { context } = person;
    for (const width of WIDTHS) {
      for (const [path, title] of [
        [PATHS.hotelFacilities, 'Facilities'],
        [PATHS.home, companyName],
      ]) {
        const early = await context.newPage();
        await early.setViewportSize({ width, height: 900 });
        await withoutScripts(early, path);
        await expect.poll(() => early.locator(`${BOOT} h1`).textContent()).toBe(title);
        await expect(early.locator(BOOT).isVisible()).resolves.toBe(true);
        await expect(early.locator(`${BOOT} nav`).textContent()).resolves.toBe('Atoll');
        const staticTitle = await box(early, `${BOOT} h1`);
        await early.close();

        const page = await context.newPage();
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const heading = page.getByRole('main').getByRole('heading', { level: 1, name: title });
        await heading.waitFor();
        expect(await box(page, 'main h1'), `${path} at ${width} px`).toEqual(staticTitle);
        await expect(page.locator(BOOT).count()).resolves.toBe(0);
        await page.close();
      }
    }
  });

  it('every logged-in route names itself as its screen does', async () => {
    const { person, companyName } = await ownerAtTheirDesk();
    const { page, context } = person;
    const early = await context.newPage();
    await early.route('**/assets/*.js', (route) => route.abort('blockedbyclient'));
    await page.goto(PATHS.home);
    await page.getByRole('main').getByRole('heading', { level: 1, name: companyName }).waitFor();
    const routes = ROUTES.filter((route) => route.access === 'session');
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      await early.goto(route.path, { waitUntil: 'commit' });
      await expect.poll(() => early.locator(`${BOOT} h1`).textContent(), { message: route.path }).toBeTruthy();
      const promised = (await early.locator(`${BOOT} h1`).textContent()) ?? '';
      expect(promised, route.path).toBe(route.path === PATHS.home ? companyName : (route.heading ?? route.title));
      // The screen itself, reached inside the app as a menu link would (the back button's popstate).
      await page.evaluate((path) => {
        history.pushState(null, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }, route.path);
      await page.getByRole('main').getByRole('heading', { level: 1, name: promised, exact: true }).waitFor();
    }
    await early.close();
  });

  it('stays hidden without a session, and on pages that are not behind the login', async () => {
    const { person } = await ownerAtTheirDesk();
    const { page } = person;
    // Signed in, on sign-up (a logged-out page): nothing of the logged-in frame.
    await withoutScripts(page, PATHS.signup);
    await expect(page.locator(BOOT).isHidden()).resolves.toBe(true);
    // No session: a logged-in path shows nothing before the app sends the visitor to /login.
    await page.evaluate((key) => localStorage.removeItem(key), SESSION_STORAGE_KEY);
    await page.goto(PATHS.hotelFacilities, { waitUntil: 'commit' });
    await expect(page.locator(BOOT).isHidden()).resolves.toBe(true);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto(PATHS.hotelFacilities);
    await page.waitForURL('**/login');
  });

  const paint = (page: Page, selector: string) =>
    page.locator(selector).evaluate((element) => ({ background: getComputedStyle(element).backgroundColor, scheme: getComputedStyle(document.documentElement).colorScheme }));

  it('paints in the person\'s colour scheme before any script: the device\'s, or the stored Appearance choice (ADR 0036)', async () => {
    const { person } = await ownerAtTheirDesk();
    const { page } = person;
    // A device set to dark, nothing chosen: the page and the frame are dark before the app's code.
    await page.emulateMedia({ colorScheme: 'dark' });
    await withoutScripts(page, PATHS.hotelFacilities);
    await expect.poll(() => page.locator(BOOT).isVisible()).toBe(true);
    expect(await paint(page, 'body')).toEqual({ background: cssRgb(darkColors.surfaceMuted), scheme: 'dark' });
    expect((await paint(page, `${BOOT} nav`)).background).toBe(cssRgb(darkColors.surface));
    // Light chosen under Appearance on that dark device: light from the first frame.
    await page.evaluate((key) => localStorage.setItem(key, 'light'), COLOR_SCHEME_STORAGE_KEY);
    await withoutScripts(page, PATHS.hotelFacilities);
    await expect.poll(async () => (await paint(page, 'body')).background).toBe(cssRgb(baseColors.surfaceMuted));
    // Dark chosen on a light device: the login page (its own build and inline script) is dark at once.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.evaluate((key) => localStorage.setItem(key, 'dark'), COLOR_SCHEME_STORAGE_KEY);
    await withoutScripts(page, '/login');
    await expect.poll(async () => await paint(page, 'body')).toEqual({ background: cssRgb(darkColors.surfaceMuted), scheme: 'dark' });
    // With its code the app keeps the scheme: no flash back to light when it takes over.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto(PATHS.hotelFacilities);
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Facilities' }).waitFor();
    expect(await paint(page, 'body')).toEqual({ background: cssRgb(darkColors.surfaceMuted), scheme: 'dark' });
  });
});
