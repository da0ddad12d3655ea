/**
 * Map › Tracking over the mocks: the groups table, Add group, the Trackers tab (statuses, add tracker, the token once,
 * revoking it), the live map updating without a reload, a silent tracker turning Offline with time, the map's stream
 * honouring the server's `retry:` hint as the live queue does (issue 22), permission.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import {
  API_BASE,
  LABEL,
  LIVE_QUEUE,
  MSG,
  PERMISSION,
  STATUS_MESSAGES,
  TRACKER_OFFLINE_MINUTES,
  TRACKER_STATUS_TICK_MS,
  TRACKING_TEXT as TEXT,
} from '@atoll/contract';
import { BUSY_RESORT, mockDb, resetMockStore } from '@atoll/mocks';
import { renderApp } from '#test/renderApp.tsx';
import { mockWorker } from '#test/worker.ts';

const groups = () => page.getByRole('grid', { name: 'Tracking groups' });
const drawer = (name: string) => page.getByRole('dialog', { name });
const owner = { as: 'owner' } as const;
/** The seeded group's id (ids are given in order, so a reset before renderApp's own gives the same). */
const buggiesId = () => resetMockStore('busyResort').tracking.groups.find((g) => g.name === 'Buggies')!.id;

describe('tracking', () => {
  test('the table shows each group with its type and trackers count', async () => {
    await renderApp('/map/tracking', owner);
    await expect.element(page.getByRole('heading', { name: TEXT.title })).toBeVisible();
    await expect.element(groups().getByRole('row', { name: /Buggies/ })).toHaveTextContent(/Buggy\s*4/);
    await expect.element(groups().getByRole('row', { name: /Speedboats/ })).toHaveTextContent(/Boat\s*1/);
  });

  test("Add group: 'Field is required', then the new group's details open", async () => {
    const app = await renderApp('/map/tracking', owner);
    await page.getByRole('button', { name: TEXT.addGroup }).click();
    const form = drawer(TEXT.createGroupTitle);
    await form.getByRole('button', { name: TEXT.createGroup }).click();
    await expect.element(form.getByText(MSG.fieldRequired).first()).toBeVisible();
    await form.getByRole('textbox', { name: TEXT.name }).fill('Housekeeping carts');
    await form.getByRole('button', { name: new RegExp(TEXT.type) }).click();
    await page.getByRole('option', { name: 'Buggy' }).click();
    await form.getByRole('button', { name: TEXT.createGroup }).click();
    const details = drawer('Housekeeping carts');
    await expect.element(details.getByRole('tab', { name: LABEL.tab.basicInformation })).toHaveAttribute('aria-selected', 'true');
    await expect.element(details.getByRole('tab', { name: TEXT.trackersTab(0) })).toBeVisible();
    const created = mockDb.tracking.groups.find((g) => g.name === 'Housekeeping carts');
    expect(created?.type).toBe('buggy');
    expect(app.currentSearch()).toContain(`group=${created?.id}`);
  });

  test("Trackers (4): statuses, Add tracker ('Field is required') and its token shown once", async () => {
    await renderApp(`/map/tracking?group=${buggiesId()}&tab=trackers`, owner);
    const details = drawer('Buggies');
    await expect.element(details.getByRole('tab', { name: TEXT.trackersTab(4) })).toHaveAttribute('aria-selected', 'true');
    const list = details.getByRole('list', { name: TEXT.trackersTab(4) });
    await expect.element(list.getByRole('listitem').filter({ hasText: 'Buggy 1' })).toHaveTextContent('Moving');
    await expect.element(list.getByRole('listitem').filter({ hasText: 'Buggy 2' })).toHaveTextContent('Idle');
    await expect.element(list.getByRole('listitem').filter({ hasText: 'Buggy 3' })).toHaveTextContent('Offline');
    await expect.element(list.getByRole('listitem').filter({ hasText: 'Buggy 4' })).toHaveTextContent(TEXT.never);
    await expect.element(details.getByRole('button', { name: 'Buggy 1, Moving' })).toBeVisible();

    await details.getByRole('button', { name: TEXT.addTracker }).click();
    await expect.element(details.getByText(MSG.fieldRequired)).toBeVisible();
    await details.getByRole('textbox', { name: TEXT.trackerName }).fill('Buggy 5');
    await details.getByRole('button', { name: TEXT.addTracker }).click();
    await expect.element(details.getByText(TEXT.tokenOnce)).toBeVisible();
    const stored = mockDb.tracking.trackers.find((t) => t.name === 'Buggy 5')!;
    await expect.element(details.getByRole('textbox', { name: `${TEXT.deviceToken} (Buggy 5)` })).toHaveValue(`${stored.company_id}.${stored.secret}`);
    await expect.element(details.getByRole('tab', { name: TEXT.trackersTab(5) })).toBeVisible();
    await details.getByRole('button', { name: 'Done' }).click();
    await expect.element(details.getByText(TEXT.tokenOnce)).not.toBeInTheDocument();
  });

  test('a device posting its position moves its tracker on the map without a reload', async () => {
    await renderApp(`/map/tracking?group=${buggiesId()}&tab=trackers`, { ...owner, liveQueue: { pollMs: 300 } });
    const details = drawer('Buggies');
    await details.getByRole('button', { name: `${TEXT.newToken}: Buggy 4` }).click();
    const token = await (async () => {
      const field = details.getByRole('textbox', { name: `${TEXT.deviceToken} (Buggy 4)` });
      await expect.element(field).toBeVisible();
      return (field.element() as HTMLInputElement).value;
    })();
    await expect.element(details.getByRole('button', { name: /^Buggy 4,/ })).not.toBeInTheDocument();
    const res = await fetch(`${API_BASE}/tracking/positions`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ lat: 4.176, lng: 73.51 }),
    });
    expect(res.status).toBe(201);
    await expect.element(details.getByRole('button', { name: 'Buggy 4, Moving' })).toBeVisible();
    await expect.element(details.getByRole('list', { name: TEXT.trackersTab(4) }).getByRole('listitem').filter({ hasText: 'Buggy 4' })).toHaveTextContent('Moving');
  });

  test('Revoke token: the device is refused from then on, and the row says it has no token', async () => {
    await renderApp(`/map/tracking?group=${buggiesId()}&tab=trackers`, owner);
    const details = drawer('Buggies');
    const stored = mockDb.tracking.trackers.find((t) => t.name === 'Buggy 2')!;
    const post = () =>
      fetch(`${API_BASE}/tracking/positions`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${stored.company_id}.${stored.secret}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ lat: 4.176, lng: 73.51 }),
      });
    expect((await post()).status).toBe(201);
    const row = details.getByRole('list', { name: TEXT.trackersTab(4) }).getByRole('listitem').filter({ hasText: 'Buggy 2' });
    await expect.element(row).not.toHaveTextContent(TEXT.noToken);
    await details.getByRole('button', { name: `${TEXT.revokeToken}: Buggy 2` }).click();
    await expect.element(row).toHaveTextContent(TEXT.noToken);
    await expect.element(details.getByRole('button', { name: `${TEXT.revokeToken}: Buggy 2` })).not.toBeInTheDocument();
    expect((await post()).status).toBe(401);
  });

  describe('with time passing (Date and intervals faked)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    test(`a tracker that stops posting turns Idle, then Offline after ${TRACKER_OFFLINE_MINUTES} minutes, on screen with no event or reload`, async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
      // The mocks have no tracking stream; an hour's poll keeps refetches out of these minutes, so only the status clock moves.
      await renderApp(`/map/tracking?group=${buggiesId()}&tab=trackers`, { ...owner, liveQueue: { pollMs: 60 * 60_000 } });
      const details = drawer('Buggies');
      // Buggy 1 last posted (and moved) 18 s before the store was seeded.
      const row = details.getByRole('list', { name: TEXT.trackersTab(4) }).getByRole('listitem').filter({ hasText: 'Buggy 1' });
      await expect.element(row).toHaveTextContent('Moving');
      await expect.element(details.getByRole('button', { name: 'Buggy 1, Moving' })).toBeVisible();
      // Three minutes on: no longer moving, not offline yet.
      vi.advanceTimersByTime(6 * TRACKER_STATUS_TICK_MS);
      await expect.element(row).toHaveTextContent('Idle');
      await expect.element(details.getByRole('button', { name: 'Buggy 1, Idle' })).toBeVisible();
      // Past the bound at the next ticks: offline, in the list and on the map.
      vi.advanceTimersByTime(TRACKER_OFFLINE_MINUTES * 60_000 - 6 * TRACKER_STATUS_TICK_MS);
      await expect.element(row).toHaveTextContent('Offline');
      await expect.element(details.getByRole('button', { name: 'Buggy 1, Offline' })).toBeVisible();
    });
  });

  describe("the live map's stream and the server's `retry:` hint (issue 22, as the live queue: app/liveBookings.test.tsx)", () => {
    /** When each try of the stream reached the mocks. */
    const opened: number[] = [];
    afterEach(() => {
      opened.splice(0);
    });

    /** The stream answers each try with the next of these bodies (the last one from then on) and ends, as a server shutting down does. */
    function streamEnding(...bodies: string[]) {
      mockWorker().use(
        http.get('*/tracking/stream', () => {
          const body = bodies[Math.min(opened.length, bodies.length - 1)]!;
          opened.push(performance.now());
          const stream = new ReadableStream<Uint8Array<ArrayBuffer>>({
            start(controller) {
              controller.enqueue(new TextEncoder().encode(body));
              controller.close();
            },
          });
          return new HttpResponse(stream, { headers: { 'Content-Type': 'text/event-stream' } });
        }),
      );
    }
    const openMap = async (retryMs: number) => {
      await renderApp(`/map/tracking?group=${buggiesId()}&tab=trackers`, { ...owner, liveQueue: { pollMs: 300, retryMs } });
      await expect.element(drawer('Buggies').getByRole('button', { name: 'Buggy 1, Moving' })).toBeVisible();
    };

    test("opens the stream again after the server's hint, not after its own minute", async () => {
      streamEnding(': connected\n\nretry: 400\n\n');
      await openMap(60_000);
      await expect.poll(() => opened.length).toBeGreaterThanOrEqual(2);
      expect(opened[1]! - opened[0]!).toBeGreaterThanOrEqual(400);
    });

    test(`a hint below ${LIVE_QUEUE.minRetryHintMs} ms waits that floor`, async () => {
      streamEnding('retry: 0\n\n');
      await openMap(60_000);
      await expect.poll(() => opened.length).toBeGreaterThanOrEqual(4);
      for (const [i, at] of opened.slice(1, 4).entries()) expect(at - opened[i]!).toBeGreaterThanOrEqual(LIVE_QUEUE.minRetryHintMs);
    });

    test('a hint counts for the one reconnection after its stream: the next stream, with none, waits the backoff', async () => {
      streamEnding('retry: 400\n\n', ': connected\n\n');
      await openMap(2000);
      await expect.poll(() => opened.length).toBeGreaterThanOrEqual(3);
      expect(opened[1]! - opened[0]!).toBeGreaterThanOrEqual(400);
      expect(opened[1]! - opened[0]!).toBeLessThan(2000);
      expect(opened[2]! - opened[1]!).toBeGreaterThanOrEqual(2000);
    });
  });

  test('without manage-map the screen is refused', async () => {
    await renderApp('/map/tracking', {
      as: 'staff',
      seed: () => {
        delete mockDb.users.find((u) => u.id === BUSY_RESORT.staff.id)!.permissions[PERMISSION.manageMap];
      },
    });
    await expect.element(page.getByText(STATUS_MESSAGES[403])).toBeVisible();
    expect(groups().elements()).toHaveLength(0);
  });
});
