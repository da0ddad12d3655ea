#!/usr/bin/env node
/**
 * Clicks and keystrokes of the front desk's four everyday tasks (issue 18): enable bookings on an activity,
 * book an in-house guest, confirm the next request on a phone, add three menu items with prices. The built
 * server of `--root` (server/dist, console/dist) on a throw-away PGlite directory; a company signed up
 * through the API with what the tasks need; then each task in Debian's Chromium at its viewport, counted
 * in the page (e2e/bench/steps.ts). Each task runs --repetitions times on fresh data (a new company) and
 * must end where the task ends; the counts are the same every time, so the median is the count.
 *
 *   npm run build && npm run bench:steps                           # this build, the flows of now
 *   npm run bench:steps -- --variant before --root /tmp/before     # a build of fb8c37d, the flows of then
 *
 * A measurement, not a test.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    variant: { type: 'string', default: 'after' },
    root: { type: 'string', default: here },
    repetitions: { type: 'string', default: '1' },
    only: { type: 'string' },
  },
});
const variant = values.variant === 'before' ? 'before' : 'after';
const root = path.resolve(values.root);
const entry = path.join(root, 'server/dist/main.js');
const consoleDist = path.join(root, 'console/dist');
if (!existsSync(entry) || !existsSync(path.join(consoleDist, 'index.html'))) {
  console.error(`${root} has no build: run \`npm run build\` there first.`);
  process.exit(1);
}

const { apiClient, login, signupViaApi } = await tsImport('../e2e/harness/api.ts', import.meta.url);
const { newHotel, signupPayloadFor } = await tsImport('../e2e/harness/people.ts', import.meta.url);
const { launchChromium, newE2EContext } = await tsImport('../e2e/harness/browser.ts', import.meta.url);
const steps = await tsImport('../e2e/bench/steps.ts', import.meta.url);
const { addDays, localDate } = await tsImport('@atoll/contract/domain', import.meta.url);

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atoll-bench-steps-'));
const staticDir = path.join(dataDir, 'console');
cpSync(consoleDist, staticDir, { recursive: true });
const child = spawn(process.execPath, [entry], {
  cwd: path.join(root, 'server'),
  env: { ...process.env, PORT: String(port), PUBLIC_URL: base, DATA_DIR: path.join(dataDir, 'db'), STATIC_DIR: staticDir, ALTCHA_COST: '1', SMTP_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.on('exit', () => {
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});
for (let i = 0; ; i += 1) {
  try {
    if ((await fetch(`${base}/api/v1/auth/captcha`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 240) throw new Error('The server did not start within 60 s');
  await new Promise((r) => setTimeout(r, 250));
}

const en = (text) => [{ language_code: 'en', text }];
const api = apiClient(base);

/** A slot that has not started yet in the hotel's time zone: two hours ahead on the hour; late in the evening, tomorrow at 10:00. */
function slotToBook(timeZone, now = new Date()) {
  const today = localDate(now, timeZone);
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now));
  if (hour <= 20) return { date: today, today, start: `${String(hour + 2).padStart(2, '0')}:00` };
  return { date: addDays(today, 1), today, start: '10:00' };
}

/** A fresh company with what the four tasks need, through the API. */
async function seed() {
  const credentials = await signupViaApi(api, signupPayloadFor(newHotel('Steps Lagoon Resort')));
  const token = (await login(api, credentials)).auth_token.token;
  const me = (await api.ok('GET', 'auth/me', { token }));
  const timeZone = me.company.settings.timezone;
  const slot = slotToBook(timeZone);
  const end = `${String(Number(slot.start.slice(0, 2)) + 1).padStart(2, '0')}:00`;
  const facility = 'Lagoon Excursions';
  const facilityId = (await api.ok('POST', 'facilities', { token, body: { name: en(facility) } })).id;
  await api.ok('POST', 'facilities/activities', { token, body: { facility_id: facilityId, name: en('Sunset Dolphin Cruise') } });
  const kayak = (await api.ok('POST', 'facilities/activities', { token, body: { facility_id: facilityId, name: en('Sunrise Kayak') } })).id;
  const type = await api.ok('POST', 'bookings/types', {
    token,
    body: { attached_type: 'Activity', attached_id: kayak, recurring_type: 'weekly', pax_required: true, pax_max: 0, type_slots: [{ recurring_day: [1, 2, 3, 4, 5, 6, 7], start_time: slot.start, end_time: end }] },
  });
  const menuId = (await api.ok('POST', 'facilities/menus', { token, body: { facility_id: facilityId, name: en('Pool Bar'), type: 'menu' } })).id;
  await api.ok('POST', 'facilities/menus/categories', { token, body: { menu_id: menuId, name: en('Coffee') } });
  const roomType = await api.ok('POST', 'rooms/types', { token, body: { name: 'Beach Villa' } });
  const rooms = (await api.ok('POST', `rooms/types/${roomType.id}/rooms`, { token, body: { rooms: [{ number: 'V-201' }, { number: 'V-202' }] } })).rooms;
  const guest = await api.ok('POST', 'guests', {
    token,
    body: { first_name: 'Mariam', last_name: 'Haleem', confirmation_number: 'SL-7781', nationality: 'MDV', arrival_date: addDays(slot.today, -1), departure_date: addDays(slot.today, 4), room_id: rooms[0].id },
  });
  const other = await api.ok('POST', 'guests', {
    token,
    body: { first_name: 'Ibrahim', last_name: 'Nasir', confirmation_number: 'SL-7782', nationality: 'MDV', arrival_date: addDays(slot.today, -1), departure_date: addDays(slot.today, 4), room_id: rooms[1].id },
  });
  // A request waiting at the desk (task 3).
  const slots = await api.ok('GET', `bookings/slots/types/${type.id}/date/${slot.date}`, { token });
  const list = Array.isArray(slots) ? slots : slots.data;
  await api.ok('POST', 'bookings', { token, body: { date: slot.date, booking_type_id: type.id, booking_slot_id: list[0].id, room_id: rooms[1].id, guests: [other.id], pax: 1 } });
  return {
    credentials,
    fixture: { facilityId, facility, activity: 'Sunset Dolphin Cruise', bookable: 'Sunrise Kayak', slot, room: 'V-201', guestLast: 'Haleem', menuId, menu: 'Pool Bar', category: 'Coffee', guestId: guest.id },
  };
}

const browser = await launchChromium();
const results = [];
const tasks = steps.STEPS_TASKS.filter((task) => (!values.only || task.name.includes(values.only)) && (task.variants ?? ['before', 'after']).includes(variant));
for (let repetition = 0; repetition < Math.max(1, Number(values.repetitions)); repetition += 1) {
  const { credentials, fixture } = await seed();
  for (const task of tasks) {
    const person = await newE2EContext(browser, base);
    const page = await person.newPage();
    await page.setViewportSize(task.viewport);
    const counter = await steps.countSteps(page);
    await steps.signIn(page, credentials);
    await page.goto(steps.startOf(task, fixture));
    await steps.openStart(page, task, fixture);
    counter.reset();
    try {
      await task.run(page, fixture, variant);
    } catch (error) {
      const shot = path.join(os.tmpdir(), `bench-steps-${variant}-${task.name.replace(/\W+/g, '-')}.png`);
      await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
      console.error(`${task.name} (${variant}) did not finish: ${String(error).split('\n')[0]} — screenshot ${shot}`);
      await person.context.close();
      continue;
    }
    const count = counter.read();
    const sideways = await steps.sidewaysScroll(page);
    results.push({ task: task.name, width: task.viewport.width, ...count, sideways });
    await person.context.close();
  }
}
await browser.close();

console.log(`Atoll steps bench — variant '${variant}', build ${root}`);
console.log('task'.padEnd(48) + 'width  clicks  characters  other keys  total   sideways scroll');
for (const task of tasks) {
  const runs = results.filter((r) => r.task === task.name);
  if (runs.length === 0) {
    console.log(`${task.name.padEnd(48)}not finished`);
    continue;
  }
  const r = runs[0];
  const same = runs.every((x) => x.clicks === r.clicks && x.characters === r.characters && x.keys === r.keys);
  const total = r.clicks + r.characters + r.keys;
  const sideways = r.sideways.page ? 'page' : r.sideways.inner ? 'table' : 'none';
  console.log(
    `${task.name.padEnd(48)}${String(r.width).padEnd(7)}${String(r.clicks).padEnd(8)}${String(r.characters).padEnd(12)}${String(r.keys).padEnd(12)}${String(total).padEnd(8)}${sideways}${same ? '' : '  (runs differ!)'}`,
  );
}
console.log(JSON.stringify(results));
process.exit(0);
