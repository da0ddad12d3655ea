/**
 * The built product with one property whose guest app has real content, for the guest app's measurements
 * (bench-guest-app.mjs, lighthouse-guest-app.mjs): console/dist copied aside (a build running meanwhile cannot
 * change it under the page), the real server (server/src/main.ts through tsx) on a throw-away PGlite directory
 * (or DATABASE_URL), GUEST_APP_URL unset so company.qr_link is this server's /p/{domain}. The property: three
 * facilities with PNG covers, a daily event and a saved Home (a heading, the facilities, today's events).
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CONSOLE_DIST = path.join(root, 'console/dist');

/** Starts it; answers the server's origin, the property's QR link and what stops it all. */
export async function startGuestAppProduct(name = 'Guest Bench Resort') {
  const { apiClient, login, signupViaApi } = await tsImport('../e2e/harness/api.ts', import.meta.url);
  const { newHotel, signupPayloadFor } = await tsImport('../e2e/harness/people.ts', import.meta.url);
  const { makePng } = await tsImport('../e2e/harness/png.ts', import.meta.url);
  const { freePort } = await tsImport('../e2e/harness/serverProcess.ts', import.meta.url);
  const { API_BASE, en } = await tsImport('../contract/src/index.ts', import.meta.url);
  if (!existsSync(path.join(CONSOLE_DIST, 'guest.html'))) throw new Error('no console/dist/guest.html: run `npm run build` first');

  const scratch = mkdtempSync(path.join(os.tmpdir(), 'atoll-guest-app-'));
  const staticDir = path.join(scratch, 'dist');
  cpSync(CONSOLE_DIST, staticDir, { recursive: true });
  const databaseUrl = process.env.DATABASE_URL;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: path.join(scratch, 'data'),
      ALTCHA_COST: '1',
      SMTP_URL: '',
      STATIC_DIR: staticDir,
      GUEST_APP_URL: '',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const close = () => {
    server.kill();
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    let up = false;
    for (let i = 0; i < 240 && !up; i += 1) {
      up = await fetch(`${base}${API_BASE}/auth/captcha`).then((r) => r.ok).catch(() => false);
      if (!up) await new Promise((r) => setTimeout(r, 250));
    }
    if (!up) throw new Error('the server did not start within 60 s');

    const api = apiClient(base);
    const hotel = newHotel(name);
    const credentials = await signupViaApi(api, { ...signupPayloadFor(hotel), settings: { currency_symbol: '$', timezone: 'Indian/Maldives' } });
    const token = (await login(api, credentials)).auth_token.token;
    const facilityIds = [];
    for (const [index, facilityName] of ['Lagoon Restaurant', 'Coral Spa', 'Dive Centre'].entries()) {
      const facility = await api.ok('POST', 'facilities', { token, body: { name: en(facilityName), show_app_home: true, description: en(`<p>${facilityName}: open daily.</p>`) } });
      const rgb = { r: 40 + index * 60, g: 120, b: 160 - index * 40 };
      await api.upload(`facilities/${facility.id}/cover`, { token, file: { name: `cover-${index}.png`, mimeType: 'image/png', buffer: makePng(1280, 720, rgb) }, fields: {} });
      facilityIds.push(facility.id);
    }
    await api.ok('POST', 'events/recurring', {
      token,
      body: { name: en('Sunset cruise'), start_time: '18:00', end_time: '19:30', weekly_recurring_day: [1, 2, 3, 4, 5, 6, 7], description: en('From the jetty') },
    });
    const component = (id, type, sortOrder, config) => ({ id, type, name: id, sort_order: sortOrder, config });
    await api.ok('POST', 'editor/app/versions', {
      token,
      body: {
        config: {
          schema_version: 2,
          home: {
            components: [
              component('welcome', 'h1', 1, { text: en('Welcome to the lagoon') }),
              component('facilities', 'home-facilities', 2, { title: en('Our facilities'), facility_ids: facilityIds }),
              component('today', 'today-event-cards', 3, { title: en('Today'), max_events: 5 }),
            ],
          },
          facilities: { components: [] },
          events: { components: [] },
          information: { components: [] },
          map: { components: [] },
        },
      },
    });
    const { company } = await api.ok('GET', 'auth/me', { token });
    return { base, link: company.qr_link, close };
  } catch (error) {
    close();
    throw error;
  }
}
