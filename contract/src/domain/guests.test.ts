import { describe, expect, it } from 'vitest';
import { CONTENT_TEXT } from '../contentFields';
import type { Guest, GuestListQuery, GuestPayload } from '../guests';
import { broken } from './brokenRule.testing';
import { guestFields, guestFullName, guestsOfTab, guestView, inHouseGuestOptions, pageGuests, type StoredGuestFields } from './guests';

const today = '2026-03-02';

/** A stored guest staying 1 to 5 March; ids are deliberately not in name order, so a fall-back to ids shows. */
const stored = (over: Partial<StoredGuestFields> = {}): StoredGuestFields => ({
  id: 1,
  first_name: 'Ana',
  last_name: 'Liu',
  confirmation_number: 'C-100',
  nationality: 'MDV',
  arrival_date: '2026-03-01',
  departure_date: '2026-03-05',
  room_id: 7,
  pms_checkin_at: null,
  pms_checkout_at: null,
  updated: '2026-03-01T10:00:00.000Z',
  ...over,
});

type ListRow = Parameters<typeof pageGuests>[0][number];
const listed = (id: number, first_name: string, last_name: string, over: Partial<ListRow> = {}): ListRow => ({
  id,
  first_name,
  last_name,
  confirmation_number: `C-${id}`,
  arrival_date: '2026-03-01',
  departure_date: '2026-03-05',
  room: { number: `${id}0${id}` },
  ...over,
});
const query = (over: Partial<GuestListQuery> = {}): GuestListQuery => ({ page: 1, limit: 20, ...over });
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

describe('guestsOfTab', () => {
  const rows = [
    stored({ id: 1 }),
    stored({ id: 2, arrival_date: today }),
    stored({ id: 3, departure_date: today }),
    stored({ id: 4, arrival_date: '2026-03-03' }),
    stored({ id: 5, departure_date: today, pms_checkin_at: '2026-03-01T09:00:00.000Z' }),
    stored({ id: 6, pms_checkin_at: '2026-03-01T09:00:00.000Z', pms_checkout_at: '2026-03-02T08:00:00.000Z' }),
  ];

  it('In House: from the arrival day until the day before departure, or checked in by the PMS and not out', () => {
    expect(ids(guestsOfTab(rows, true, today))).toEqual([1, 2, 5]);
  });

  it('Others: everyone else — leaving today, not yet arrived, or checked out by the PMS', () => {
    expect(ids(guestsOfTab(rows, false, today))).toEqual([3, 4, 6]);
  });
});

describe('pageGuests', () => {
  const rows = [
    listed(4, 'Zoe', 'smith', { room: { number: '12' }, arrival_date: '2026-03-03', departure_date: '2026-03-04' }),
    listed(2, 'Bo', 'Liu', { room: null, confirmation_number: 'x-9', arrival_date: '2026-02-27', departure_date: '2026-03-09' }),
    listed(3, 'ana', 'Smith', { room: { number: '3A' }, confirmation_number: 'B-1', arrival_date: '2026-03-01', departure_date: '2026-03-02' }),
    listed(1, 'Ana', 'smith', { room: null, confirmation_number: 'a-2', arrival_date: '2026-03-01', departure_date: '2026-03-06' }),
    listed(5, 'Émile', 'Moreau', { room: { number: '101' }, confirmation_number: 'C-7', arrival_date: '2026-02-28', departure_date: '2026-03-03' }),
  ];
  const order = (order_by?: string) => ids(pageGuests(rows, query({ order_by })).data);

  it('orders by last name, then first name, ignoring case, equal names by id', () => {
    expect(order()).toEqual([2, 5, 1, 3, 4]);
    expect(order('name')).toEqual([2, 5, 1, 3, 4]);
  });

  it('orders by name descending, equal names still by id ascending', () => {
    expect(order('name:DESC')).toEqual([4, 1, 3, 5, 2]);
  });

  it('orders by confirmation number, ignoring case', () => {
    expect(order('confirmation_number')).toEqual([1, 3, 4, 5, 2]);
  });

  it('orders by room number as text, guests without a room last, and first when descending', () => {
    expect(order('room')).toEqual([5, 4, 3, 1, 2]);
    expect(order('room:DESC')).toEqual([1, 2, 3, 4, 5]);
  });

  it('orders by arrival and by departure date', () => {
    expect(order('arrival_date')).toEqual([2, 5, 1, 3, 4]);
    expect(order('departure_date:DESC')).toEqual([2, 1, 4, 5, 3]);
  });

  it('orders by name, in the asked direction, when the key is not a guest column', () => {
    expect(order('updated:DESC')).toEqual([4, 1, 3, 5, 2]);
  });

  it('compares code unit by code unit of the lower-cased text, as lower(col) COLLATE "C" does', () => {
    const accents = [listed(1, 'Émile', 'x'), listed(2, 'zoe', 'x'), listed(3, 'Eve', 'x')];
    expect(ids(pageGuests(accents, query()).data)).toEqual([3, 2, 1]);
  });

  describe('q_name', () => {
    const found = (q_name: string) => ids(pageGuests(rows, query({ q_name })).data);

    it('finds a guest by first, last or full name, trimmed and ignoring case', () => {
      expect(found('  ZOE ')).toEqual([4]);
      expect(found('moreau')).toEqual([5]);
      expect(found('ana smith')).toEqual([1, 3]);
    });

    it('finds a guest by confirmation number or room number', () => {
      expect(found('X-9')).toEqual([2]);
      expect(found('3a')).toEqual([3]);
    });

    it('a guest without a room is found by name and confirmation only', () => {
      expect(found('e')).toEqual([5, 4]);
    });

    it('a blank search lists every guest', () => {
      expect(found(' ')).toEqual([2, 5, 1, 3, 4]);
    });
  });

  it('answers the asked page of `limit` guests, with the total of every match', () => {
    expect(pageGuests(rows, query({ page: 2, limit: 2 }))).toEqual({ data: [rows[3], rows[2]], meta: { total: 5, page: 2, limit: 2 } });
    expect(pageGuests(rows, query({ page: 3, limit: 2 }))).toEqual({ data: [rows[0]], meta: { total: 5, page: 3, limit: 2 } });
    expect(pageGuests(rows, query({ page: 2, limit: 2, q_name: 'smith' }))).toEqual({ data: [rows[0]], meta: { total: 3, page: 2, limit: 2 } });
  });
});

describe('guestFullName', () => {
  it('is the first name and the last name, with no stray space when one is empty', () => {
    expect(guestFullName({ first_name: 'Ana', last_name: 'Liu' })).toBe('Ana Liu');
    expect(guestFullName({ first_name: '', last_name: 'Liu' })).toBe('Liu');
    expect(guestFullName({ first_name: 'Ana', last_name: '' })).toBe('Ana');
  });
});

describe('guestFields', () => {
  const payload = (over: Partial<GuestPayload> = {}): GuestPayload => ({
    first_name: ' Ana ',
    last_name: ' Liu ',
    confirmation_number: ' C-100 ',
    nationality: 'MDV',
    arrival_date: '2026-03-01',
    departure_date: '2026-03-05',
    room_id: 7,
    ...over,
  });
  const refs = { ownRoom: true, knownCountry: true };
  const fields = {
    first_name: 'Ana',
    last_name: 'Liu',
    confirmation_number: 'C-100',
    nationality: 'MDV',
    arrival_date: '2026-03-01',
    departure_date: '2026-03-05',
    room_id: 7,
  };
  const pms = { pms_checkin_at: '2026-03-01T14:00:00+05:00', pms_checkout_at: '2026-03-05T10:30:00+05:00' };

  it('stores the texts trimmed', () => {
    expect(guestFields(payload(), refs, false)).toEqual(fields);
  });

  it("refuses a room that is not the company's, before the nationality, with 'Choose from the list'", () => {
    expect(broken(() => guestFields(payload(), { ownRoom: false, knownCountry: false }, true)).errors).toEqual({
      room_id: [CONTENT_TEXT.chooseFromList],
    });
  });

  it("refuses an unknown country with 'Choose from the list' on nationality", () => {
    const error = broken(() => guestFields(payload(), { ownRoom: true, knownCountry: false }, true));
    expect([error.status, error.errors]).toEqual([422, { nationality: [CONTENT_TEXT.chooseFromList] }]);
  });

  it('takes the PMS check-in and check-out from an administrator, as UTC instants', () => {
    expect(guestFields(payload(pms), refs, true)).toEqual({
      ...fields,
      pms_checkin_at: '2026-03-01T09:00:00.000Z',
      pms_checkout_at: '2026-03-05T05:30:00.000Z',
    });
  });

  it('an administrator clears a PMS instant with null, and leaves one alone by not sending it', () => {
    expect(guestFields(payload({ pms_checkout_at: null }), refs, true)).toStrictEqual({ ...fields, pms_checkout_at: null });
    expect(guestFields(payload({ pms_checkin_at: null }), refs, true)).toStrictEqual({ ...fields, pms_checkin_at: null });
  });

  it('ignores the PMS instants from anyone else', () => {
    expect(guestFields(payload(pms), refs, false)).toStrictEqual(fields);
  });
});

describe('guestView', () => {
  const room: Guest['room'] = { id: 7, number: '101', type_name: 'Villa' };
  const context = { room, nationality_text: 'Republic of Maldives', bookings_count: 2, today };

  it('shows the stored guest with its full name, room, in-house state and counts', () => {
    expect(guestView(stored({ pms_checkin_at: '2026-03-01T09:00:00.000Z' }), context)).toEqual({
      id: 1,
      first_name: 'Ana',
      last_name: 'Liu',
      full_name: 'Ana Liu',
      confirmation_number: 'C-100',
      nationality: 'MDV',
      nationality_text: 'Republic of Maldives',
      arrival_date: '2026-03-01',
      departure_date: '2026-03-05',
      room_id: 7,
      room,
      pms_checkin_at: '2026-03-01T09:00:00.000Z',
      pms_checkout_at: null,
      in_house: true,
      bookings_count: 2,
      updated: '2026-03-01T10:00:00.000Z',
    });
  });

  it('shows a guest who has left as not in house', () => {
    expect(guestView(stored({ departure_date: today }), context).in_house).toBe(false);
  });

  it('shows a room that can no longer be read with its id and no number, so the form asks for one', () => {
    const view = guestView(stored(), { ...context, room: undefined });
    expect([view.room_id, view.room]).toEqual([7, { id: 7, number: '', type_name: '' }]);
  });

  it('shows a removed room as room 0 with no number', () => {
    const view = guestView(stored({ room_id: null }), { ...context, room: undefined });
    expect([view.room_id, view.room]).toEqual([0, { id: 0, number: '', type_name: '' }]);
  });
});

describe('inHouseGuestOptions', () => {
  it('lists each guest by full name and confirmation number, by lower-cased name code unit by code unit, then id', () => {
    const rows = [
      stored({ id: 4, first_name: 'Émile', last_name: 'Moreau', confirmation_number: 'C-4' }),
      stored({ id: 3, first_name: 'zoe', last_name: 'Liu', confirmation_number: 'C-3' }),
      stored({ id: 2, first_name: 'Ana', last_name: 'Liu', confirmation_number: 'C-2' }),
      stored({ id: 1, first_name: 'ana', last_name: 'liu', confirmation_number: 'C-1' }),
    ];
    expect(inHouseGuestOptions(rows)).toEqual([
      { id: 1, full_name: 'ana liu', confirmation_number: 'C-1' },
      { id: 2, full_name: 'Ana Liu', confirmation_number: 'C-2' },
      { id: 3, full_name: 'zoe Liu', confirmation_number: 'C-3' },
      { id: 4, full_name: 'Émile Moreau', confirmation_number: 'C-4' },
    ]);
  });
});
