/**
 * Guests › Campaigns (spec sections 2, 3, 4 and 7; slice 4): who an audience reaches, which campaigns may still be
 * cancelled, the list's order and paging, the refusals, and the stay a guest's device registers with. The mocks run
 * these rules; the server runs the same ones in SQL and its tests hold both to them.
 */
import { describe, expect, it } from 'vitest';
import type { CampaignAudience, CampaignListQuery } from '../campaigns';
import { CAMPAIGN_MSG } from '../campaignMessages';
import { CAMPAIGN_STATUSES } from '../campaignTexts';
import { CONTENT_TEXT } from '../contentFields';
import { broken } from './brokenRule.testing';
import {
  campaignNotEditable,
  checkedOutWithin,
  devicesReached,
  funnelWithoutProvider,
  guestInAudience,
  isCancellable,
  pageCampaigns,
  requireCancellable,
  requireKnownRoomTypes,
  requireTestDevices,
  stayForDevice,
  type AudienceDevice,
  type AudienceGuest,
} from './campaigns';
import type { RuleError } from './rules';

// The company's day in the Maldives (UTC+5): 20:30 UTC on 1 March is already 2 March there.
const today = '2026-03-02';
const tz = 'Indian/Maldives';

/** In house today (arrived 28 Feb, leaves 5 Mar) unless told otherwise. */
const guest = (id: number, over: Partial<AudienceGuest> = {}): AudienceGuest => ({
  id,
  arrival_date: '2026-02-28',
  departure_date: '2026-03-05',
  pms_checkin_at: null,
  pms_checkout_at: null,
  room_type_id: 1,
  ...over,
});
const leftOn = (departure_date: string) => guest(1, { arrival_date: '2026-02-20', departure_date });

const described = (error: RuleError) => ({ status: error.status, errors: error.errors, bodyMessage: error.bodyMessage });
const refusal = (fn: () => unknown) => described(broken(fn));

describe('checkedOutWithin', () => {
  it('counts today as the first of the days: a guest who left today checked out within 1 day', () => {
    expect(checkedOutWithin(leftOn(today), 1, today, tz)).toBe(true);
    expect(checkedOutWithin(leftOn('2026-03-01'), 1, today, tz)).toBe(false);
    expect(checkedOutWithin(leftOn('2026-03-01'), 2, today, tz)).toBe(true);
  });

  it('reaches back days − 1 days before today, no further', () => {
    expect(checkedOutWithin(leftOn('2026-02-28'), 3, today, tz)).toBe(true);
    expect(checkedOutWithin(leftOn('2026-02-27'), 3, today, tz)).toBe(false);
  });

  it('leaves out guests who have not left yet', () => {
    expect(checkedOutWithin(guest(1, { arrival_date: '2026-03-10', departure_date: '2026-03-12' }), 30, today, tz)).toBe(false);
  });

  it('leaves out a guest the PMS checked in and not out, even past the departure date', () => {
    const stayingOn = guest(1, { departure_date: '2026-03-01', pms_checkin_at: '2026-02-28T09:00:00Z' });
    expect(checkedOutWithin(stayingOn, 3, today, tz)).toBe(false);
  });

  it("takes the PMS check-out's date in the company's time zone over the departure date", () => {
    const lateCheckout = (pms_checkout_at: string) => guest(1, { departure_date: '2026-03-09', pms_checkout_at });
    // 20:30 UTC on 1 March is 01:30 on 2 March in the Maldives; 18:30 UTC is 23:30 on 1 March.
    expect(checkedOutWithin(lateCheckout('2026-03-01T20:30:00Z'), 1, today, tz)).toBe(true);
    expect(checkedOutWithin(lateCheckout('2026-03-01T18:30:00Z'), 1, today, tz)).toBe(false);
    expect(checkedOutWithin(lateCheckout('2026-03-01T18:30:00Z'), 2, today, tz)).toBe(true);
    expect(checkedOutWithin(guest(1, { departure_date: today, pms_checkout_at: '2026-02-20T09:00:00Z' }), 1, today, tz)).toBe(false);
  });
});

describe('guestInAudience', () => {
  const inHouse = guest(1, { room_type_id: null });
  const departed = guest(2, { arrival_date: '2026-02-20', departure_date: '2026-03-01', room_type_id: 1 });
  const arrivingTomorrow = guest(3, { arrival_date: '2026-03-03' });

  it('in-house: the guests in house today, with a room or without', () => {
    const audience: CampaignAudience = { kind: 'in-house' };
    expect(guestInAudience(audience, inHouse, today, tz)).toBe(true);
    expect(guestInAudience(audience, departed, today, tz)).toBe(false);
    expect(guestInAudience(audience, arrivingTomorrow, today, tz)).toBe(false);
  });

  it("room-types: in-house guests whose room is of one of the types, never a guest without a room", () => {
    const audience: CampaignAudience = { kind: 'room-types', room_type_ids: [1, 3] };
    expect(guestInAudience(audience, guest(1, { room_type_id: 3 }), today, tz)).toBe(true);
    expect(guestInAudience(audience, guest(1, { room_type_id: 2 }), today, tz)).toBe(false);
    expect(guestInAudience(audience, inHouse, today, tz)).toBe(false);
    expect(guestInAudience(audience, departed, today, tz)).toBe(false);
  });

  it('arriving: arrival date from start_date to end_date, both included', () => {
    const audience: CampaignAudience = { kind: 'arriving', start_date: '2026-03-03', end_date: '2026-03-05' };
    const arriving = (arrival_date: string) => guestInAudience(audience, guest(1, { arrival_date, departure_date: '2026-03-04' }), today, tz);
    expect([arriving('2026-03-02'), arriving('2026-03-03'), arriving('2026-03-05'), arriving('2026-03-06')]).toEqual([false, true, true, false]);
  });

  it('departing: departure date from start_date to end_date, both included', () => {
    const audience: CampaignAudience = { kind: 'departing', start_date: '2026-03-03', end_date: '2026-03-05' };
    const departing = (departure_date: string) => guestInAudience(audience, guest(1, { arrival_date: '2026-03-04', departure_date }), today, tz);
    expect([departing('2026-03-02'), departing('2026-03-03'), departing('2026-03-05'), departing('2026-03-06')]).toEqual([false, true, true, false]);
  });

  it('checked-out: guests who left in the last `days` days', () => {
    const audience: CampaignAudience = { kind: 'checked-out', days: 2 };
    expect(guestInAudience(audience, departed, today, tz)).toBe(true);
    expect(guestInAudience(audience, inHouse, today, tz)).toBe(false);
    expect(guestInAudience({ kind: 'checked-out', days: 1 }, departed, today, tz)).toBe(false);
  });

  it('everyone and language are not guest-based: no guest belongs to them', () => {
    expect(guestInAudience({ kind: 'everyone' }, inHouse, today, tz)).toBe(false);
    expect(guestInAudience({ kind: 'language', languages: ['en'] }, inHouse, today, tz)).toBe(false);
  });
});

describe('devicesReached', () => {
  const device = (id: number, over: Partial<AudienceDevice> = {}): AudienceDevice => ({
    id,
    language: 'en',
    guest_id: null,
    user_id: null,
    gone_at: null,
    ...over,
  });
  const guests = [
    guest(1, { room_type_id: 1 }),
    guest(2, { arrival_date: '2026-03-04', departure_date: '2026-03-06' }),
    guest(3, { arrival_date: '2026-02-25', departure_date: '2026-03-01' }),
  ];
  // Not in id order, and 10 sorts before 2 as text.
  const devices = [
    device(10, { guest_id: 1 }),
    device(4, { guest_id: 2, language: 'fr' }),
    device(7, { language: 'fr' }),
    device(2, { guest_id: 3, language: 'de' }),
    device(5, { guest_id: 1, user_id: 1, language: 'fr' }),
    device(3, { guest_id: 1, gone_at: '2026-03-01T09:00:00Z' }),
  ];
  const reached = (audience: CampaignAudience) => devicesReached(audience, devices, guests, today, tz);

  it("everyone: every guest device, linked or not, by id; never a staff device or one the provider reported gone", () => {
    expect(reached({ kind: 'everyone' })).toEqual([2, 4, 7, 10]);
  });

  it("language: the guest devices whose app language is one of those chosen", () => {
    expect(reached({ kind: 'language', languages: ['fr', 'de'] })).toEqual([2, 4, 7]);
    expect(reached({ kind: 'language', languages: ['it'] })).toEqual([]);
  });

  it('guest kinds: the devices linked to a guest of the audience, never an unlinked one', () => {
    expect(reached({ kind: 'in-house' })).toEqual([10]);
    expect(reached({ kind: 'room-types', room_type_ids: [1] })).toEqual([10]);
    expect(reached({ kind: 'room-types', room_type_ids: [2] })).toEqual([]);
    expect(reached({ kind: 'arriving', start_date: '2026-03-04', end_date: '2026-03-04' })).toEqual([4]);
    expect(reached({ kind: 'checked-out', days: 2 })).toEqual([2]);
    expect(reached({ kind: 'checked-out', days: 1 })).toEqual([]);
  });
});

describe('cancelling a campaign', () => {
  const now = new Date('2026-03-02T08:00:00Z');
  const scheduledAt = (send_at: string) => ({ status: 'scheduled' as const, send_at });

  it('a scheduled campaign can be cancelled until its time, not from its time on', () => {
    expect(isCancellable(scheduledAt('2026-03-02T08:00:00.001Z'), now)).toBe(true);
    expect(isCancellable(scheduledAt('2026-03-02T08:00:00.000Z'), now)).toBe(false);
    expect(isCancellable(scheduledAt('2026-03-01T08:00:00Z'), now)).toBe(false);
  });

  it('a campaign sending, sent or cancelled cannot be cancelled, whatever its time', () => {
    const others = CAMPAIGN_STATUSES.filter((status) => status !== 'scheduled');
    expect(others.map((status) => isCancellable({ status, send_at: '2026-03-09T08:00:00Z' }, now))).toEqual(others.map(() => false));
  });

  it("requireCancellable answers 409 with the catalogue's text once the campaign is no longer cancellable", () => {
    expect(() => requireCancellable(scheduledAt('2026-03-03T08:00:00Z'), now)).not.toThrow();
    const notCancellable = { status: 409, errors: {}, bodyMessage: CAMPAIGN_MSG.campaignNotCancellable };
    expect(refusal(() => requireCancellable(scheduledAt('2026-03-02T08:00:00Z'), now))).toEqual(notCancellable);
    expect(refusal(() => requireCancellable({ status: 'sent', send_at: '2026-03-03T08:00:00Z' }, now))).toEqual(notCancellable);
  });
});

describe('pageCampaigns', () => {
  const campaign = (id: number, name: string, created: string, recipients: number) => ({ id, name, created, stats: { recipients } });
  // '_' sorts between upper- and lower-case letters: 'a_b' < 'aab' only once both are lower-cased.
  const campaigns = [
    campaign(1, 'Spa week', '2026-03-01T09:00:00Z', 40),
    campaign(2, 'apple harvest', '2026-03-02T09:00:00Z', 5),
    campaign(3, 'Zebra night', '2026-03-01T09:00:00Z', 12),
    campaign(4, 'a_b test', '2026-02-27T09:00:00Z', 40),
    campaign(5, 'aab deals', '2026-02-28T09:00:00Z', 7),
    campaign(6, 'SPA week', '2026-02-26T09:00:00Z', 0),
  ];
  const byId = (id: number) => campaigns.find((c) => c.id === id);
  const query = (over: Partial<CampaignListQuery> = {}): CampaignListQuery => ({ page: 1, limit: 50, ...over });
  /** The ids listed, the same whichever order the rows are stored in (ties included). */
  const idsOf = (over: Partial<CampaignListQuery> = {}) => {
    const [stored, reversed] = [campaigns, [...campaigns].reverse()].map((rows) => pageCampaigns(rows, query(over)).data.map((c) => c.id));
    expect(reversed).toEqual(stored);
    return stored;
  };

  it('lists the newest first without order_by, ties by id newest first too', () => {
    expect(idsOf()).toEqual([2, 3, 1, 5, 4, 6]);
    expect(idsOf({ order_by: 'created:DESC' })).toEqual([2, 3, 1, 5, 4, 6]);
    expect(idsOf({ order_by: 'created' })).toEqual([6, 4, 5, 1, 3, 2]);
  });

  it('orders titles lower-cased, by code unit, ties by id in the same direction', () => {
    expect(idsOf({ order_by: 'name' })).toEqual([4, 5, 2, 1, 6, 3]);
    expect(idsOf({ order_by: 'name:DESC' })).toEqual([3, 6, 1, 2, 5, 4]);
  });

  it('orders by recipients, ties by id in the same direction', () => {
    expect(idsOf({ order_by: 'recipients' })).toEqual([6, 2, 5, 3, 1, 4]);
    expect(idsOf({ order_by: 'recipients:DESC' })).toEqual([4, 1, 3, 5, 2, 6]);
  });

  it('keeps the campaigns whose title contains q_name, trimmed and regardless of case', () => {
    expect(idsOf({ q_name: ' sPA ' })).toEqual([1, 6]);
    expect(idsOf({ q_name: 'zebra' })).toEqual([3]);
    expect(idsOf({ q_name: 'gala' })).toEqual([]);
    expect(idsOf({ q_name: '  ' })).toEqual([2, 3, 1, 5, 4, 6]);
  });

  it('gives the page asked for, with the total of the matching campaigns', () => {
    expect(pageCampaigns(campaigns, query({ page: 2, limit: 4 }))).toEqual({
      data: [byId(4), byId(6)],
      meta: { total: 6, page: 2, limit: 4 },
    });
    expect(pageCampaigns(campaigns, query({ page: 1, limit: 2, q_name: 'a' }))).toEqual({
      data: [byId(2), byId(3)],
      meta: { total: 6, page: 1, limit: 2 },
    });
    expect(pageCampaigns(campaigns, query({ page: 2, limit: 1, q_name: 'week' }))).toEqual({
      data: [byId(6)],
      meta: { total: 2, page: 2, limit: 1 },
    });
  });
});

describe('refusals', () => {
  it("a campaign is never edited: 409 with the catalogue's text", () => {
    expect(described(campaignNotEditable())).toEqual({ status: 409, errors: {}, bodyMessage: CAMPAIGN_MSG.campaignNotEditable });
  });

  it("a room-types audience names the company's room types only: 422 'Choose from the list' otherwise", () => {
    const known = new Set([1, 2]);
    expect(() => requireKnownRoomTypes({ kind: 'room-types', room_type_ids: [2, 1] }, known)).not.toThrow();
    const notInTheList = { status: 422, errors: { 'audience.room_type_ids': [CONTENT_TEXT.chooseFromList] }, bodyMessage: undefined };
    expect(refusal(() => requireKnownRoomTypes({ kind: 'room-types', room_type_ids: [1, 9] }, known))).toEqual(notInTheList);
    expect(refusal(() => requireKnownRoomTypes({ kind: 'room-types', room_type_ids: [9] }, known))).toEqual(notInTheList);
  });

  it('other audiences name no room type, so nothing is refused', () => {
    const none = new Set<number>();
    expect(() => requireKnownRoomTypes({ kind: 'everyone' }, none)).not.toThrow();
    expect(() => requireKnownRoomTypes({ kind: 'in-house' }, none)).not.toThrow();
    expect(() => requireKnownRoomTypes({ kind: 'language', languages: ['en'] }, none)).not.toThrow();
  });

  it('a test send needs a device registered with the sender’s staff session: 422 otherwise', () => {
    expect(refusal(() => requireTestDevices(0))).toEqual({ status: 422, errors: {}, bodyMessage: CAMPAIGN_MSG.campaignNoTestDevice });
    expect(() => requireTestDevices(1)).not.toThrow();
    expect(() => requireTestDevices(2)).not.toThrow();
  });
});

describe('stayForDevice', () => {
  const stay = (id: number, arrival_date: string, departure_date: string, pms_checkout_at: string | null = null) => ({
    id,
    arrival_date,
    departure_date,
    pms_checkout_at,
  });
  const leftYesterday = stay(1, '2026-02-20', '2026-03-01');
  const checkedOutEarly = stay(2, '2026-02-25', '2026-03-04', '2026-03-02T05:00:00Z');
  const upcoming = stay(3, '2026-03-10', '2026-03-12');
  const leavingToday = stay(4, '2026-02-28', today);
  const upcomingTwin = stay(6, '2026-03-10', '2026-03-11');
  const unknownStay = { status: 422, errors: { confirmation_number: [CAMPAIGN_MSG.deviceUnknownStay] }, bodyMessage: undefined };

  it('links the current stay before an upcoming one, a stay leaving today included', () => {
    expect(stayForDevice([upcoming, leavingToday], today)).toBe(4);
    expect(stayForDevice([leavingToday, upcoming], today)).toBe(4);
  });

  it('skips stays that have ended or that the PMS checked out, however early they arrived', () => {
    expect(stayForDevice([leftYesterday, checkedOutEarly, upcoming], today)).toBe(3);
  });

  it('takes the lower id between stays arriving the same day', () => {
    expect(stayForDevice([upcomingTwin, upcoming], today)).toBe(3);
    expect(stayForDevice([upcoming, upcomingTwin], today)).toBe(3);
  });

  it('answers 422 on confirmation_number with one message whatever the reason', () => {
    expect(refusal(() => stayForDevice([], today))).toEqual(unknownStay);
    expect(refusal(() => stayForDevice([leftYesterday], today))).toEqual(unknownStay);
    expect(refusal(() => stayForDevice([checkedOutEarly], today))).toEqual(unknownStay);
  });
});

describe('funnelWithoutProvider', () => {
  const nothingElse = { sent: 0, accepted: 0, delivered: 0, failed: 0, dropped: 0, drops: [] };

  it('holds every message queued, waiting for a provider', () => {
    expect(funnelWithoutProvider(3, false)).toEqual({ targeted: 3, queued: 3, cancelled: 0, waiting: 'no-provider', ...nothingElse });
    expect(funnelWithoutProvider(1, false)).toEqual({ targeted: 1, queued: 1, cancelled: 0, waiting: 'no-provider', ...nothingElse });
  });

  it('counts every message of a cancelled campaign as cancelled, none waiting', () => {
    expect(funnelWithoutProvider(3, true)).toEqual({ targeted: 3, queued: 0, cancelled: 3, waiting: null, ...nothingElse });
  });

  it('waits for nothing when the audience reached no device', () => {
    expect(funnelWithoutProvider(0, false)).toEqual({ targeted: 0, queued: 0, cancelled: 0, waiting: null, ...nothingElse });
    expect(funnelWithoutProvider(0, true)).toEqual({ targeted: 0, queued: 0, cancelled: 0, waiting: null, ...nothingElse });
  });
});
