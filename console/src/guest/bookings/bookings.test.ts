/**
 * The guest app's Book page (issue 21; ADR 0052) in a real browser over the mocks (MSW, busyResort: the restaurant's
 * dinner type is bookable from the app, a menu type with pax): signed out it lists the day's slots and offers
 * 'Sign in with your room'; signed in a guest picks a day, books a slot with people, dishes and a note, sees the
 * server's errors under the fields without losing what they typed, sees 'My bookings' with the status and cancels.
 * axe finds nothing, focus goes where the guest acts, and nothing scrolls sideways at 390 px.
 */
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { GUEST_BOOKING_TEXT as TEXT, REQUESTS_TEXT, localDate, type GuestSession } from '@atoll/contract';
import { isInHouse } from '@atoll/contract/domain';
import { BUSY_RESORT, mockDb, resetMockStore } from '@atoll/mocks';
import { mountBookings } from './index';

const DOMAIN = BUSY_RESORT.domain;
const mounted: (() => void)[] = [];

beforeEach(async () => {
  resetMockStore('busyResort');
  await page.viewport(390, 844);
});
afterEach(() => {
  for (const stop of mounted.splice(0)) stop();
});

/** A new in-house guest of busyResort (no booking yet), signed in through POST guest-app/{domain}/session. */
async function signedInGuest(): Promise<GuestSession> {
  const company = mockDb.companies.find((c) => c.username === DOMAIN)!;
  const today = localDate(new Date(), company.settings.timezone);
  const rooms = mockDb.content.roomTypes.filter((t) => t.company_id === company.id).flatMap((t) => t.rooms);
  const staying = mockDb.requests.guests.find((g) => g.company_id === company.id && isInHouse(g, today) && rooms.some((r) => r.id === g.room_id))!;
  // A guest of their own, in an occupied room, so no earlier booking of the scenario's is theirs.
  const guest = { ...staying, id: 900_000 + mockDb.requests.guests.length, first_name: 'Maya', last_name: 'Testwood', confirmation_number: 'GB-TEST' };
  mockDb.requests.guests.push(guest);
  const room = rooms.find((r) => r.id === guest.room_id)!;
  const res = await fetch(`/api/v1/guest-app/${DOMAIN}/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ room: room.number, last_name: guest.last_name }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: GuestSession }).data;
}

function mount(session: GuestSession | null) {
  const root = document.createElement('main');
  document.body.append(root);
  const signIns: number[] = [];
  const stop = mountBookings(root, { domain: DOMAIN, language: 'en', session, fetch: (input, init) => window.fetch(input, init), onSignIn: () => signIns.push(1) });
  mounted.push(() => {
    stop();
    root.remove();
  });
  return { root, signIns, stop };
}

async function noAxeViolations(root: HTMLElement) {
  const { violations } = await axe.run(root, { rules: { region: { enabled: false } } });
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Picks Tomorrow (the dinner's first seating is open all day tomorrow) and waits for its slots. */
async function tomorrow(root: HTMLElement) {
  await expect.poll(() => root.querySelectorAll('.gb-date').length).toBe(7);
  await userEvent.click(page.getByRole('button', { name: TEXT.tomorrow }));
  await expect.poll(() => root.querySelector('.gb-date[aria-pressed="true"]')?.textContent).toBe(TEXT.tomorrow);
  await expect.poll(() => root.querySelector('.gb-slots')?.getAttribute('aria-busy')).toBe('false');
  await expect.poll(() => root.querySelectorAll('.gb-slot').length).toBeGreaterThan(0);
}

const placesOf = (root: HTMLElement, slotId: string) => root.querySelector(`.gb-slot[data-slot="${slotId}"]`)?.textContent ?? '';

describe('the Book page', () => {
  it('signed out: the days from today, the day’s bookable slots (no staff-only ones), and Sign in with your room', async () => {
    const { root, signIns } = mount(null);
    await tomorrow(root);
    expect(root.textContent).toContain('À la carte');
    // The spa's massage is staff-only: never offered.
    expect(root.textContent).not.toContain('Balinese');
    expect(root.querySelectorAll('.gb-slot button')).toHaveLength(0);
    expect(root.querySelector('.gb-date')?.textContent).toBe(TEXT.today);
    await userEvent.click(page.getByRole('button', { name: TEXT.signIn }));
    expect(signIns).toHaveLength(1);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await noAxeViolations(root);
  });

  it('signed in: books a slot with people, a dish and a note; errors stay by their fields with the input kept; My bookings shows it New; cancel', async () => {
    const session = await signedInGuest();
    const { root } = mount(session);
    await expect.element(page.getByText(TEXT.noBookings)).toBeInTheDocument();
    await tomorrow(root);
    const slot = root.querySelector<HTMLElement>('.gb-slot')!;
    const slotId = slot.dataset.slot!;
    const before = placesOf(root, slotId);
    await userEvent.click(slot.querySelector('button')!);

    // The form opens under its slot with focus in its first field.
    await expect.poll(() => slot.querySelector('input[name="pax"]')).not.toBeNull();
    const pax = slot.querySelector<HTMLInputElement>('input[name="pax"]')!;
    expect(document.activeElement).toBe(pax);
    await expect.poll(() => slot.querySelectorAll('.gb-qty').length).toBeGreaterThan(0);
    await noAxeViolations(root);

    // No dish for a menu's booking, and too many people: the server's messages by their fields; the note stays.
    await userEvent.clear(pax);
    await userEvent.type(pax, '500');
    const note = slot.querySelector<HTMLTextAreaElement>('textarea')!;
    await userEvent.type(note, 'Table by the water');
    await userEvent.click(page.getByRole('button', { name: TEXT.confirm }));
    const itemsError = () => slot.querySelector(`#${CSS.escape(slot.querySelector('.gb-items')!.getAttribute('aria-describedby')!)}`)?.textContent;
    await expect.poll(itemsError).toBe(REQUESTS_TEXT.paxRequired);
    expect(note.value).toBe('Table by the water');
    const dish = slot.querySelector<HTMLInputElement>('.gb-qty')!;
    await userEvent.clear(dish);
    await userEvent.type(dish, '2');
    await userEvent.click(page.getByRole('button', { name: TEXT.confirm }));
    await expect.poll(() => slot.querySelector(`#${CSS.escape(pax.getAttribute('aria-describedby')!)}`)?.textContent).toBe(REQUESTS_TEXT.slotFull);
    expect(pax.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(pax);
    expect(note.value).toBe('Table by the water');
    expect(dish.value).toBe('2');

    await userEvent.clear(pax);
    await userEvent.type(pax, '2');
    await userEvent.click(page.getByRole('button', { name: TEXT.confirm }));
    const status = root.querySelector<HTMLElement>('.gb-status')!;
    await expect.poll(() => status.textContent).toMatch(/^Booked: /);
    expect(document.activeElement).toBe(status);
    // Mine: New, 2 people, the dish and the note, with Cancel; the slot has two places fewer.
    await expect.poll(() => root.querySelector('.gb-booking')?.textContent ?? '').toContain('New');
    const mine = root.querySelector<HTMLElement>('.gb-booking')!;
    expect(mine.textContent).toContain(TEXT.peopleText(2));
    expect(mine.textContent).toContain('Table by the water');
    await expect.poll(() => placesOf(root, slotId)).not.toBe(before);
    // The slot now says it is the guest's instead of offering Book.
    await expect.poll(() => root.querySelector(`.gb-slot[data-slot="${slotId}"] .gb-booked`)?.textContent).toBe(TEXT.youBooked);
    expect(root.querySelector<HTMLButtonElement>(`.gb-slot[data-slot="${slotId}"] > button`)?.hidden).toBe(true);
    // Staff see it as the guest's.
    const stored = mockDb.requests.bookings.find((b) => b.id === Number(mine.dataset.booking))!;
    expect(stored).toMatchObject({ booked_by_type: 'guest', status: 'new', pax: 2, remarks: 'Table by the water' });
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await noAxeViolations(root);

    // Cancel asks first (focus on Keep), then cancels: status Cancelled, no Cancel any more.
    await userEvent.click(page.getByRole('button', { name: TEXT.cancel }));
    expect(document.activeElement?.textContent).toBe(TEXT.keep);
    await noAxeViolations(root);
    await userEvent.click(page.getByRole('group', { name: TEXT.cancelAsk(mine.querySelector('strong')!.textContent!) }).getByRole('button', { name: TEXT.cancel }));
    await expect.poll(() => status.textContent).toBe(TEXT.cancelled);
    await expect.poll(() => root.querySelector('.gb-booking')?.textContent ?? '').toContain('Cancelled');
    expect(root.querySelector('.gb-booking button')).toBeNull();
    expect(stored.status).toBe('cancelled');
    await expect.poll(() => root.querySelector(`.gb-slot[data-slot="${slotId}"] .gb-booked`)).toBeNull();
  });

  it('a guest whose session ended is asked to sign in again from the form, the input kept', async () => {
    const session = await signedInGuest();
    const { root, signIns } = mount(session);
    await tomorrow(root);
    mockDb.guestSessions.delete(session.token);
    const slot = root.querySelector<HTMLElement>('.gb-slot')!;
    await userEvent.click(slot.querySelector('button')!);
    await expect.poll(() => slot.querySelector('textarea')).not.toBeNull();
    await userEvent.type(slot.querySelector('textarea')!, 'Birthday');
    await userEvent.click(page.getByRole('button', { name: TEXT.confirm }));
    await expect.poll(() => slot.querySelector('[role="alert"]')?.textContent ?? '').toContain(TEXT.signInHelp);
    expect(slot.querySelector('textarea')!.value).toBe('Birthday');
    await userEvent.click(page.getByRole('alert').getByRole('button', { name: TEXT.signIn }));
    expect(signIns).toHaveLength(1);
  });

  it('unmounting removes the page and stops reading', async () => {
    const session = await signedInGuest();
    const { root, stop } = mount(session);
    await tomorrow(root);
    stop();
    expect(root.querySelector('.gb')).toBeNull();
  });
});
