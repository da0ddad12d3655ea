/**
 * The guest app's Book page (issue 21; ADR 0052): the bookable slots of a day (today and the next
 * GUEST_BOOKING_DAYS − 1 days, the property's dates), a signed-in guest books one (number of people when the
 * type asks, a menu's dishes, a note when allowed) and sees 'My bookings' with their status and Cancel while the
 * booking window is open. Not signed in: the slots and a 'Sign in with your room' button (deps.onSignIn).
 * The server's errors are shown where the guest typed (per field, else above the buttons) and the input stays.
 * Plain DOM, no framework: the guest app's budget (80 KB gzip) is shared by everything on its first load; the
 * texts are the contract's (GUEST_BOOKING_TEXT, yup-free subpath).
 */
import type { GuestBooking, GuestFacilityPage, GuestSession, GuestSlot, GuestSlots } from '@atoll/contract';
import { GUEST_BOOKING_DAYS, GUEST_BOOKING_TEXT as TEXT } from '@atoll/contract/guestBookingsText';
import { bookingsApi, type BookingsApi, type Result } from './api';
import './bookings.css';

export interface BookingsDeps {
  domain: string;
  language: string;
  session: GuestSession | null;
  fetch: typeof fetch;
  onSignIn: () => void;
}

/** How often 'My bookings' is read again while the page is open: the guest sees the desk confirm (ms). */
export const MY_BOOKINGS_REFRESH_MS = 30_000;

type Child = Node | string | null | undefined | false;
function el<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'class') node.className = value;
    else node.setAttribute(name, value);
  }
  for (const child of children) if (child !== null && child !== undefined && child !== false) node.append(child);
  return node;
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** 'Today', 'Tomorrow', then 'Wed, 2 Dec' in the guest's language. */
function dayLabel(date: string, today: string, language: string): string {
  if (date === today) return TEXT.today;
  if (date === addDays(today, 1)) return TEXT.tomorrow;
  try {
    return new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  } catch {
    return date;
  }
}

const placesText = (slot: GuestSlot) => (slot.places_left === null ? TEXT.noLimit : TEXT.placesLeft(slot.places_left));

let instances = 0;

/** Draws the Book page into `root`; returns what removes it (timers, listeners, its nodes). */
export function mountBookings(root: HTMLElement, deps: BookingsDeps): () => void {
  const id = `gb-${(instances += 1)}`;
  const api: BookingsApi = bookingsApi(deps.fetch, deps.domain, deps.language, deps.session?.token ?? null);
  const signedIn = deps.session !== null;
  let disposed = false;
  let today: string | null = null;
  let date: string | null = null;
  let slots: GuestSlot[] = [];
  /** The guest's bookings as last read: a slot they hold one of says so instead of offering Book. */
  let mine: GuestBooking[] = [];
  /** The open booking form's slot (one at a time). */
  let openSlot: number | null = null;
  const menus = new Map<number, Promise<Result<GuestFacilityPage>>>();

  const status = el('p', { class: 'gb-status', role: 'status', 'aria-live': 'polite', tabindex: '-1' });
  const signIn = signedIn
    ? null
    : el(
        'div',
        { class: 'gb-signin' },
        el('p', {}, TEXT.signInHelp),
        el('button', { type: 'button', class: 'gb-button gb-button--primary' }, TEXT.signIn),
      );
  signIn?.querySelector('button')?.addEventListener('click', () => deps.onSignIn());
  const dates = el('div', { class: 'gb-dates', role: 'group', 'aria-labelledby': `${id}-dates` });
  const slotList = el('div', { class: 'gb-slots', 'aria-live': 'polite', 'aria-busy': 'true' }, el('p', { class: 'gb-muted' }, TEXT.loading));
  const mineHeading = el('h2', { id: `${id}-mine`, tabindex: '-1' }, TEXT.myBookings);
  const mineList = el('div', { class: 'gb-mine' });
  const section = el(
    'div',
    { class: 'gb' },
    signIn,
    status,
    el('h2', { id: `${id}-dates` }, TEXT.dateLabel),
    dates,
    slotList,
    signedIn && mineHeading,
    signedIn && mineList,
  );
  root.append(section);

  function say(text: string, focus = false) {
    status.textContent = text;
    if (focus) status.focus();
  }

  // Dates -------------------------------------------------------------------------------------------

  function drawDates() {
    if (!today) return;
    dates.replaceChildren(
      ...Array.from({ length: GUEST_BOOKING_DAYS }, (_, i) => {
        const day = addDays(today!, i);
        const button = el('button', { type: 'button', class: 'gb-date', 'aria-pressed': String(day === date), 'data-date': day }, dayLabel(day, today!, deps.language));
        button.addEventListener('click', () => {
          if (day === date) return;
          date = day;
          openSlot = null;
          drawDates();
          void loadSlots();
        });
        return button;
      }),
    );
  }

  // Slots -------------------------------------------------------------------------------------------

  async function loadSlots(focusAfter?: HTMLElement) {
    slotList.setAttribute('aria-busy', 'true');
    const result = await api.slots(date);
    if (disposed) return;
    slotList.setAttribute('aria-busy', 'false');
    if (!result.ok) {
      const retry = el('button', { type: 'button', class: 'gb-button' }, TEXT.retry);
      retry.addEventListener('click', () => void loadSlots(retry));
      slotList.replaceChildren(el('p', { role: 'alert' }, result.status === 422 ? (result.error?.message ?? TEXT.loadFailed) : TEXT.loadFailed), retry);
      return;
    }
    const answer: GuestSlots = result.data;
    if (!today) {
      today = answer.today;
      date = answer.date;
      drawDates();
    }
    slots = answer.slots;
    drawSlots();
    focusAfter?.focus();
  }

  function drawSlots() {
    if (!slots.length) {
      slotList.replaceChildren(el('p', { class: 'gb-muted' }, TEXT.noSlots));
      return;
    }
    slotList.replaceChildren(el('ul', { class: 'gb-list' }, ...slots.map(slotItem)));
    markBooked();
  }

  /** Slots the guest holds a New or Confirmed booking of: 'You have booked this' in place of Book. */
  function markBooked() {
    const held = new Set(mine.filter((b) => b.status === 'new' || b.status === 'confirmed').map((b) => b.booking_slot_id));
    for (const item of slotList.querySelectorAll<HTMLElement>('.gb-slot')) {
      const booked = held.has(Number(item.dataset.slot));
      const open = item.querySelector<HTMLButtonElement>(':scope > button');
      if (open) open.hidden = booked;
      item.querySelector('.gb-booked')?.remove();
      if (booked) item.querySelector('.gb-slot__info')?.append(el('span', { class: 'gb-booked' }, TEXT.youBooked));
    }
  }

  function slotItem(slot: GuestSlot): HTMLLIElement {
    const item = el(
      'li',
      { class: 'gb-slot', 'data-slot': String(slot.id) },
      el(
        'div',
        { class: 'gb-slot__info' },
        el('strong', { class: 'gb-slot__name' }, slot.name),
        el('span', { class: 'gb-muted' }, slot.facility_name),
        el('span', { class: 'gb-slot__time' }, slot.time_text),
        el('span', { class: 'gb-muted' }, placesText(slot)),
      ),
    );
    if (!signedIn) return item;
    const open = el('button', { type: 'button', class: 'gb-button', 'aria-expanded': String(openSlot === slot.id), 'aria-label': TEXT.bookWhat(slot.name, slot.time_text) }, TEXT.book);
    item.append(open);
    open.addEventListener('click', () => {
      if (openSlot === slot.id) return;
      openSlot = slot.id;
      for (const other of slotList.querySelectorAll('.gb-form')) other.remove();
      for (const button of slotList.querySelectorAll('[aria-expanded="true"]')) button.setAttribute('aria-expanded', 'false');
      open.setAttribute('aria-expanded', 'true');
      void bookingForm(slot, item, open);
    });
    return item;
  }

  // The booking form ----------------------------------------------------------------------------------

  async function bookingForm(slot: GuestSlot, item: HTMLLIElement, opener: HTMLButtonElement) {
    const fid = `${id}-s${slot.id}`;
    const form = el('form', { class: 'gb-form', 'aria-label': TEXT.bookWhat(slot.name, slot.time_text), novalidate: '' });
    const errorOf = (field: string) => el('p', { class: 'gb-error', id: `${fid}-${field}-error` });
    const fields: Record<string, { input: HTMLElement[]; error: HTMLElement }> = {};

    let pax: HTMLInputElement | null = null;
    if (slot.pax_required) {
      pax = el('input', { id: `${fid}-pax`, name: 'pax', type: 'number', inputmode: 'numeric', min: '1', value: '1', 'aria-describedby': `${fid}-pax-error` });
      if (slot.places_left !== null) pax.max = String(slot.places_left);
      const error = errorOf('pax');
      fields.pax = { input: [pax], error };
      form.append(el('div', { class: 'gb-field' }, el('label', { for: pax.id }, TEXT.paxLabel), pax, error));
    }

    const quantities: { id: number; input: HTMLInputElement }[] = [];
    if (slot.attached_type === 'Menu') {
      let load = menus.get(slot.facility_id);
      if (!load) {
        load = api.facility(slot.facility_id);
        menus.set(slot.facility_id, load);
      }
      const page = await load;
      if (disposed || openSlot !== slot.id) return;
      const menu = page.ok ? page.data.menus.find((m) => m.id === slot.attached_id) : undefined;
      const error = errorOf('menu_items');
      const group = el('fieldset', { class: 'gb-items', 'aria-describedby': error.id }, el('legend', {}, TEXT.itemsLabel));
      for (const category of menu?.categories ?? []) {
        if (!category.items.length) continue;
        group.append(el('p', { class: 'gb-items__category' }, category.name));
        for (const dish of category.items) {
          const input = el('input', { id: `${fid}-item-${dish.id}`, type: 'number', inputmode: 'numeric', min: '0', value: '0', class: 'gb-qty', 'aria-label': TEXT.quantityOf(dish.name) });
          quantities.push({ id: dish.id, input });
          group.append(el('div', { class: 'gb-item' }, el('label', { for: input.id }, dish.name, dish.price_text ? el('span', { class: 'gb-muted' }, ` ${dish.price_text}`) : null), input));
        }
      }
      fields.menu_items = { input: quantities.map((q) => q.input), error };
      form.append(group, error);
    }

    let note: HTMLTextAreaElement | null = null;
    if (slot.allow_remarks) {
      note = el('textarea', { id: `${fid}-remarks`, name: 'remarks', rows: '2', maxlength: '2000', 'aria-describedby': `${fid}-remarks-error` });
      const error = errorOf('remarks');
      fields.remarks = { input: [note], error };
      form.append(el('div', { class: 'gb-field' }, el('label', { for: note.id }, TEXT.noteLabel), note, error));
    }
    if (slot.cancellation_policy) form.append(el('p', { class: 'gb-muted gb-policy' }, `${TEXT.cancellationPolicy}: ${slot.cancellation_policy}`));

    const general = el('p', { class: 'gb-error', role: 'alert', id: `${fid}-error` });
    const send = el('button', { type: 'submit', class: 'gb-button gb-button--primary' }, TEXT.confirm);
    const close = el('button', { type: 'button', class: 'gb-button' }, TEXT.close);
    form.append(general, el('div', { class: 'gb-actions' }, send, close));
    item.append(form);
    (form.querySelector('input, textarea, button') as HTMLElement | null)?.focus();

    close.addEventListener('click', () => {
      openSlot = null;
      form.remove();
      opener.setAttribute('aria-expanded', 'false');
      opener.focus();
    });

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void submit();
    });

    async function submit() {
      for (const { input, error } of Object.values(fields)) {
        error.textContent = '';
        for (const i of input) i.removeAttribute('aria-invalid');
      }
      general.textContent = '';
      send.disabled = true;
      send.textContent = TEXT.sending;
      const result = await api.book({
        booking_slot_id: slot.id,
        pax: pax ? Number(pax.value) || null : null,
        remarks: note ? note.value : undefined,
        menu_items: quantities.map((q) => ({ id: q.id, quantity: Math.max(0, Math.floor(Number(q.input.value) || 0)) })).filter((l) => l.quantity > 0),
      });
      if (disposed) return;
      send.disabled = false;
      send.textContent = TEXT.confirm;
      if (result.ok) {
        openSlot = null;
        form.remove();
        say(TEXT.booked(result.data.name, result.data.time_text), true);
        void loadSlots();
        void loadMine();
        return;
      }
      if (result.status === 401) {
        general.textContent = TEXT.signInHelp;
        const again = el('button', { type: 'button', class: 'gb-button' }, TEXT.signIn);
        again.addEventListener('click', () => deps.onSignIn());
        general.append(' ', again);
        return;
      }
      const errors = result.error?.errors ?? {};
      let first: HTMLElement | null = null;
      const rest: string[] = [];
      for (const [field, messages] of Object.entries(errors)) {
        const text = ([] as string[]).concat(messages).join(', ');
        const target = fields[field];
        if (!target) {
          rest.push(text);
          continue;
        }
        target.error.textContent = text;
        for (const i of target.input) i.setAttribute('aria-invalid', 'true');
        first ??= target.input[0] ?? null;
      }
      if (rest.length || !Object.keys(errors).length) general.textContent = rest.length ? rest.join(' ') : (result.error?.message ?? TEXT.loadFailed);
      if (first) first.focus();
      else {
        general.setAttribute('tabindex', '-1');
        general.focus();
      }
    }
  }

  // My bookings ---------------------------------------------------------------------------------------

  async function loadMine() {
    if (!signedIn) return;
    const result = await api.mine();
    if (disposed) return;
    if (!result.ok) {
      if (!mineList.childElementCount) mineList.replaceChildren(el('p', { role: 'alert' }, TEXT.loadFailed));
      return;
    }
    mine = result.data;
    drawMine(mine);
    markBooked();
  }

  function drawMine(list: GuestBooking[]) {
    if (!list.length) {
      mineList.replaceChildren(el('p', { class: 'gb-muted' }, TEXT.noBookings));
      return;
    }
    mineList.replaceChildren(el('ul', { class: 'gb-list', 'aria-labelledby': `${id}-mine` }, ...list.map(mineItem)));
  }

  function mineItem(booking: GuestBooking): HTMLLIElement {
    const badge = el('span', { class: 'gb-badge' }, booking.ui_status.text);
    badge.style.color = booking.ui_status.color;
    badge.style.background = booking.ui_status.background;
    const item = el(
      'li',
      { class: 'gb-booking', 'data-booking': String(booking.id) },
      el(
        'div',
        { class: 'gb-slot__info' },
        el('strong', {}, booking.name),
        el('span', {}, `${dayLabel(booking.date, today ?? booking.date, deps.language)}, ${booking.time_text}`),
        booking.pax !== null && el('span', { class: 'gb-muted' }, TEXT.peopleText(booking.pax)),
        booking.menu_items_text && el('span', { class: 'gb-muted' }, booking.menu_items_text),
        booking.remarks && el('span', { class: 'gb-muted' }, booking.remarks),
        badge,
      ),
    );
    if (!booking.can_cancel) return item;
    const cancel = el('button', { type: 'button', class: 'gb-button' }, TEXT.cancel);
    item.append(cancel);
    cancel.addEventListener('click', () => {
      const ask = el('div', { class: 'gb-ask', role: 'group', 'aria-label': TEXT.cancelAsk(booking.name) }, el('p', {}, TEXT.cancelAsk(booking.name)));
      const yes = el('button', { type: 'button', class: 'gb-button gb-button--danger' }, TEXT.cancel);
      const keep = el('button', { type: 'button', class: 'gb-button' }, TEXT.keep);
      const error = el('p', { class: 'gb-error', role: 'alert' });
      ask.append(error, el('div', { class: 'gb-actions' }, yes, keep));
      cancel.replaceWith(ask);
      keep.focus();
      keep.addEventListener('click', () => {
        ask.replaceWith(cancel);
        cancel.focus();
      });
      yes.addEventListener('click', async () => {
        yes.disabled = true;
        const result = await api.cancel(booking.id);
        if (disposed) return;
        yes.disabled = false;
        if (!result.ok) {
          error.textContent = result.error?.message ?? TEXT.loadFailed;
          return;
        }
        say(TEXT.cancelled, true);
        void loadSlots();
        void loadMine();
      });
    });
    return item;
  }

  void loadSlots();
  void loadMine();
  const timer = signedIn ? setInterval(() => void loadMine(), MY_BOOKINGS_REFRESH_MS) : null;
  return () => {
    disposed = true;
    if (timer) clearInterval(timer);
    section.remove();
  };
}
