/**
 * guests/campaigns and app/devices (issue 19) over the in-memory store: storage and wiring only. The rules
 * are the contract's: campaignSchema / audienceCountSchema / deviceSchema for bodies; devicesReached for who an
 * audience reaches (the server's SQL answers the same); targetText for the Target Audience column;
 * pageCampaigns for the list; requireCancellable, campaignNotEditable, requireKnownRoomTypes,
 * requireTestDevices and stayForDevice for the refusals. The mocks deliver nothing: a campaign's messages wait
 * 'queued' for a provider (funnelWithoutProvider), as on a server without push configuration. No rate limit.
 */
import {
  audienceCountSchema,
  campaignListQuerySchema,
  campaignSchema,
  deviceRemoveSchema,
  deviceSchema,
  CAMPAIGN_MSG,
  PERMISSION,
  providerOf,
  targetText,
  wantsExportLink,
  type Campaign,
  type CampaignAudience,
  type CampaignListQuery,
  type Device,
  type DevicePlatform,
  type WebPushSubscription,
  type PushKey,
} from '@atoll/contract';
import {
  campaignNotEditable,
  devicesReached,
  funnelWithoutProvider,
  isCancellable,
  pageCampaigns,
  requireCancellable,
  requireKnownRoomTypes,
  requireTestDevices,
  ruleField,
  stayForDevice,
  type AudienceGuest,
} from '@atoll/contract/domain';
import { companyTimeZone, companyToday } from '../bookingStore';
import { findOwn, nowIso } from '../content';
import { exportLink } from '../exportKeys';
import { MockHttpError, ok, paged, readValid, validate } from '../http';
import { del, get, guarded, open, patch, post, put } from '../routes';
import { authenticate, type Caller } from '../session';
import { companyByDomain, mockDb, nextId, type StoredCampaign, type StoredDevice } from '../store';

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** A campaign on the wire; the detail (`funnel`) adds its messages, all waiting for a provider here. */
function view(stored: StoredCampaign, funnel = false): Campaign {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { company_id, created_by, device_ids, ...row } = structuredClone(stored);
  return {
    ...row,
    cancellable: isCancellable(row, new Date()),
    ...(funnel ? { funnel: funnelWithoutProvider(device_ids.length, row.status === 'cancelled') } : {}),
  };
}

/** The company's guests as the audience rule reads them (a room's type through the room types' rooms). */
function audienceGuests(companyId: number): AudienceGuest[] {
  const typeOfRoom = new Map<number, number>();
  for (const type of mockDb.content.roomTypes) if (type.company_id === companyId) for (const room of type.rooms) typeOfRoom.set(room.id, type.id);
  return mockDb.requests.guests
    .filter((g) => g.company_id === companyId)
    .map((g) => ({
      id: g.id,
      arrival_date: g.arrival_date,
      departure_date: g.departure_date,
      pms_checkin_at: g.pms_checkin_at,
      pms_checkout_at: g.pms_checkout_at,
      room_type_id: g.room_id === null ? null : (typeOfRoom.get(g.room_id) ?? null),
    }));
}

const campaignsOf = (companyId: number) => mockDb.campaigns.filter((c) => c.company_id === companyId).map((c) => view(c));

/** Every campaign of the list as `caller`'s company sees it, searched and ordered (the export's rows). */
export function campaignListRows(caller: Caller, query: Pick<CampaignListQuery, 'order_by' | 'q_name'>): Campaign[] {
  const rows = campaignsOf(caller.company.id);
  return pageCampaigns(rows, { ...query, page: 1, limit: Math.max(rows.length, 1) }).data;
}

const devicesOf = (companyId: number) => mockDb.devices.filter((d) => d.company_id === companyId);

function checkAudience(companyId: number, audience: CampaignAudience) {
  requireKnownRoomTypes(audience, new Set(mockDb.content.roomTypes.filter((t) => t.company_id === companyId).map((t) => t.id)));
}

function reached(companyId: number, audience: CampaignAudience): number[] {
  return devicesReached(audience, devicesOf(companyId), audienceGuests(companyId), companyToday(companyId), companyTimeZone(companyId));
}

function namesOf(companyId: number) {
  return {
    roomTypes: new Map(mockDb.content.roomTypes.filter((t) => t.company_id === companyId).map((t) => [t.id, t.name])),
    languages: new Map(mockDb.languages.map((l) => [l.code, l.name_english])),
  };
}

const campaignRoutes = guarded({ permission: PERMISSION.manageCampaigns }, [
  get('guests/campaigns', async ({ request, companyId, caller }) => {
    const query = await validate(campaignListQuerySchema, queryOf(request));
    if (wantsExportLink(queryOf(request))) return exportLink(caller, 'guests/campaigns', query);
    return paged(pageCampaigns(campaignsOf(companyId), query));
  }),
  post('guests/campaigns/audience-count', async ({ request, companyId }) => {
    const { audience } = await readValid(request, audienceCountSchema);
    checkAudience(companyId, audience);
    return ok({ recipients: reached(companyId, audience).length });
  }),
  post('guests/campaigns/test', async ({ request, companyId, caller }) => {
    await readValid(request, campaignSchema);
    const mine = devicesOf(companyId).filter((d) => d.user_id === caller.user.id && d.gone_at === null);
    requireTestDevices(mine.length);
    return ok({ devices: mine.length });
  }),
  get('guests/campaigns/:id', ({ companyId, id }) => ok(view(findOwn(mockDb.campaigns, companyId, id()), true))),
  post('guests/campaigns', async ({ request, companyId, caller }) => {
    const input = await readValid(request, campaignSchema);
    const audience = input.audience as CampaignAudience;
    checkAudience(companyId, audience);
    const deviceIds = reached(companyId, audience);
    const created = nowIso();
    const row: StoredCampaign = {
      id: nextId(),
      company_id: companyId,
      name: input.name.trim(),
      description: input.description.trim(),
      audience,
      target_text: targetText(audience, namesOf(companyId)),
      stats: { recipients: deviceIds.length },
      status: input.send_at ? 'scheduled' : 'sending',
      send_at: input.send_at ? new Date(input.send_at).toISOString() : created,
      created,
      created_by: caller.user.id,
      device_ids: deviceIds,
    };
    mockDb.campaigns.push(row);
    return ok(view(row, true), 201);
  }),
  post('guests/campaigns/:id/cancel', ({ companyId, id }) => {
    const row = findOwn(mockDb.campaigns, companyId, id());
    requireCancellable(row, new Date());
    row.status = 'cancelled';
    return ok(view(row, true));
  }),
  // Never edited: 404 for another company's id, else 409 'Campaigns cannot be edited after creation'.
  ...[patch, put].map((method) =>
    method('guests/campaigns/:id', ({ companyId, id }) => {
      findOwn(mockDb.campaigns, companyId, id());
      throw campaignNotEditable();
    }),
  ),
]);

/** A staff session sent along, if it is a live one (the device is then linked to that user). */
function sessionOf(request: Request): Caller | undefined {
  try {
    return authenticate(request);
  } catch (error) {
    if (error instanceof MockHttpError) return undefined;
    throw error;
  }
}

function companyNamed(domain: string) {
  const company = companyByDomain(domain);
  if (!company) throw ruleField('company', CAMPAIGN_MSG.deviceUnknownCompany);
  return company;
}

const deviceView = (d: StoredDevice): Device => ({
  id: d.id,
  platform: d.platform,
  provider: d.provider,
  language: d.language,
  linked_to_stay: d.guest_id !== null,
  linked_to_user: d.user_id !== null,
});

const deviceRoutes = open([
  // The mocks send no Web Push (messages wait 'queued'): no key to subscribe with, as on a server without VAPID_*.
  get('app/push-key', () => ok({ public_key: null } satisfies PushKey)),
  post('app/devices', async ({ request }) => {
    const input = await readValid(request, deviceSchema);
    const company = companyNamed(input.company);
    const confirmation = input.confirmation_number?.trim().toLowerCase();
    const guestId = confirmation
      ? stayForDevice(
          mockDb.requests.guests.filter((g) => g.company_id === company.id && g.confirmation_number.toLowerCase() === confirmation),
          companyToday(company.id),
        )
      : undefined;
    const session = sessionOf(request);
    const userId = session && session.company.id === company.id ? session.user.id : undefined;
    const platform = input.platform as DevicePlatform;
    const provider = providerOf(platform);
    const subscription = provider === 'webpush' ? (input.subscription as WebPushSubscription) : null;
    const token = subscription ? subscription.endpoint : input.token!;
    const now = nowIso();
    const existing = mockDb.devices.find((d) => d.company_id === company.id && d.provider === provider && d.token === token);
    if (existing) {
      Object.assign(existing, { platform, subscription, language: input.language, gone_at: null, last_seen: now });
      if (guestId !== undefined) existing.guest_id = guestId;
      if (userId !== undefined) existing.user_id = userId;
      return ok(deviceView(existing));
    }
    const row: StoredDevice = {
      id: nextId(),
      company_id: company.id,
      platform,
      provider,
      token,
      subscription,
      language: input.language,
      guest_id: guestId ?? null,
      user_id: userId ?? null,
      gone_at: null,
      created: now,
      last_seen: now,
    };
    mockDb.devices.push(row);
    return ok(deviceView(row), 201);
  }),
  del('app/devices', async ({ request }) => {
    const input = await readValid(request, deviceRemoveSchema);
    const company = companyNamed(input.company);
    mockDb.devices = mockDb.devices.filter((d) => !(d.company_id === company.id && d.token === input.token.trim()));
    return ok(null);
  }),
]);

export const campaignHandlers = [...campaignRoutes, ...deviceRoutes];
