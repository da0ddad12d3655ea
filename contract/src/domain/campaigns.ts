/**
 * Campaigns (slice 4): which devices an audience reaches — the rule the mocks run over their store; the
 * server runs the same rule in SQL (server/src/services/campaigns/audience.ts) and its tests hold both to it.
 *
 * A device is reachable when it is a guest-app installation (not a staff user's test device) the provider
 * has not reported gone. Guest kinds reach the devices linked to a matching guest (by confirmation number
 * at registration); 'everyone' and 'language' reach linked and unlinked devices alike.
 */
import { parseOrderBy, type Paged } from '../api';
import type { CampaignAudience, CampaignListQuery } from '../campaigns';
import type { CampaignStatus } from '../campaignTexts';
import type { CampaignFunnel } from '../delivery';
import { addDays, localDate } from '../dates';
import { CAMPAIGN_MSG } from '../campaignMessages';
import { isInHouse } from './bookings';
import { RuleError, ruleChoice, ruleField } from './rules';

export interface AudienceGuest {
  id: number;
  arrival_date: string;
  departure_date: string;
  pms_checkin_at: string | null;
  pms_checkout_at: string | null;
  /** The room type of the guest's room (null without a room). */
  room_type_id: number | null;
}

export interface AudienceDevice {
  id: number;
  language: string;
  guest_id: number | null;
  /** Set for a device registered with a staff session (test sends only). */
  user_id: number | null;
  /** Set once the provider reported the token gone. */
  gone_at: string | null;
}

/** Whether the guest left in the last `days` days (today included) in `timeZone`. */
export function checkedOutWithin(guest: AudienceGuest, days: number, today: string, timeZone: string): boolean {
  if (isInHouse(guest, today)) return false;
  const left = guest.pms_checkout_at ? localDate(new Date(guest.pms_checkout_at), timeZone) : guest.departure_date;
  return addDays(today, 1 - days) <= left && left <= today;
}

/** Whether a guest belongs to a guest-based audience on `today` (the company's date) in `timeZone`. */
export function guestInAudience(audience: CampaignAudience, guest: AudienceGuest, today: string, timeZone: string): boolean {
  switch (audience.kind) {
    case 'in-house':
      return isInHouse(guest, today);
    case 'room-types':
      return isInHouse(guest, today) && guest.room_type_id !== null && audience.room_type_ids.includes(guest.room_type_id);
    case 'arriving':
      return audience.start_date <= guest.arrival_date && guest.arrival_date <= audience.end_date;
    case 'departing':
      return audience.start_date <= guest.departure_date && guest.departure_date <= audience.end_date;
    case 'checked-out':
      return checkedOutWithin(guest, audience.days, today, timeZone);
    default:
      return false;
  }
}

/** The ids of the devices `audience` reaches, ascending. */
export function devicesReached(
  audience: CampaignAudience,
  devices: readonly AudienceDevice[],
  guests: readonly AudienceGuest[],
  today: string,
  timeZone: string,
): number[] {
  const reachable = devices.filter((d) => d.user_id === null && d.gone_at === null);
  let reached: AudienceDevice[];
  if (audience.kind === 'everyone') reached = reachable;
  else if (audience.kind === 'language') reached = reachable.filter((d) => audience.languages.includes(d.language));
  else {
    const matching = new Set(guests.filter((g) => guestInAudience(audience, g, today, timeZone)).map((g) => g.id));
    reached = reachable.filter((d) => d.guest_id !== null && matching.has(d.guest_id));
  }
  return reached.map((d) => d.id).sort((a, b) => a - b);
}

/** A campaign can be cancelled while it waits for its time: scheduled, and send_at still ahead. */
export const isCancellable = (campaign: { status: CampaignStatus; send_at: string }, now: Date): boolean =>
  campaign.status === 'scheduled' && Date.parse(campaign.send_at) > now.getTime();

/**
 * One page of campaigns as the server's SQL orders it: q_name in the title (case-insensitive), order_by over
 * CAMPAIGN_ORDER_KEYS (titles lower-cased by code unit); without order_by the newest first; ties by id in the
 * same direction.
 */
export function pageCampaigns<T extends { id: number; name: string; created: string; stats: { recipients: number } }>(
  rows: readonly T[],
  query: CampaignListQuery,
): Paged<T> {
  const order = parseOrderBy(query.order_by);
  const sign = !order || order.direction === 'DESC' ? -1 : 1;
  const key = order?.key ?? 'created';
  const value = (c: T): string | number =>
    key === 'name' ? c.name.toLowerCase() : key === 'recipients' ? c.stats.recipients : Date.parse(c.created);
  const search = query.q_name?.trim().toLowerCase();
  const matching = rows
    .filter((c) => !search || c.name.toLowerCase().includes(search))
    .sort((a, b) => {
      const x = value(a);
      const y = value(b);
      return sign * (x < y ? -1 : x > y ? 1 : a.id - b.id);
    });
  const start = (query.page - 1) * query.limit;
  return { data: matching.slice(start, start + query.limit), meta: { total: matching.length, page: query.page, limit: query.limit } };
}

/** PATCH/PUT guests/campaigns/{id}: a campaign is never edited (spec section 8) → 409 with the catalogue's text. */
export const campaignNotEditable = () => new RuleError(409, {}, CAMPAIGN_MSG.campaignNotEditable);

/** POST guests/campaigns/{id}/cancel: only while it waits for its time (isCancellable), else 409. */
export function requireCancellable(campaign: { status: CampaignStatus; send_at: string }, now: Date): void {
  if (!isCancellable(campaign, now)) throw new RuleError(409, {}, CAMPAIGN_MSG.campaignNotCancellable);
}

/** A room-types audience names the company's room types only (`known`: those of the company among the ids); else 422. */
export function requireKnownRoomTypes(audience: CampaignAudience, known: ReadonlySet<number>): void {
  if (audience.kind === 'room-types' && audience.room_type_ids.some((id) => !known.has(id))) throw ruleChoice('audience.room_type_ids');
}

/**
 * The stay a device registers with (POST app/devices confirmation_number): among the company's guests with that
 * confirmation number (compared case-insensitively by the caller), the current or upcoming stays — not checked
 * out in the PMS, departing today or later — and of those the earliest arrival (ties by id). None → 422 on
 * confirmation_number with one message whatever the reason, so nothing is told about other guests.
 */
export function stayForDevice(
  candidates: readonly { id: number; arrival_date: string; departure_date: string; pms_checkout_at: string | null }[],
  today: string,
): number {
  const open = candidates
    .filter((g) => g.pms_checkout_at === null && g.departure_date >= today)
    .sort((a, b) => (a.arrival_date < b.arrival_date ? -1 : a.arrival_date > b.arrival_date ? 1 : a.id - b.id));
  if (!open[0]) throw ruleField('confirmation_number', CAMPAIGN_MSG.deviceUnknownStay);
  return open[0].id;
}

/** POST guests/campaigns/test: the sender needs a device registered with their staff session (422 otherwise). */
export function requireTestDevices(count: number): void {
  if (count === 0) throw new RuleError(422, {}, CAMPAIGN_MSG.campaignNoTestDevice);
}

/**
 * The funnel of a campaign whose messages no provider has taken (the mocks have no delivery; the server says the
 * same while no push provider is configured): every message queued and waiting for one, or cancelled.
 */
export function funnelWithoutProvider(targeted: number, cancelled: boolean): CampaignFunnel {
  return {
    targeted,
    queued: cancelled ? 0 : targeted,
    sent: 0,
    accepted: 0,
    delivered: 0,
    failed: 0,
    dropped: 0,
    cancelled: cancelled ? targeted : 0,
    drops: [],
    waiting: !cancelled && targeted > 0 ? 'no-provider' : null,
  };
}
