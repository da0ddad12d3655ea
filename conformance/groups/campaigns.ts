/**
 * Campaigns (issue 19; spec sections 2, 3, 7 guests/campaigns, 8): create with the contract's messages, the list
 * (search, order, paging), the detail with its funnel, the audience's exact recipient count (devices registered
 * through the public app/devices), a scheduled campaign cancelled before it starts, never edited (PATCH and PUT
 * 409 'Campaigns cannot be edited after creation'), the test send to the sender's own device, tenancy, 401/403.
 * The mocks start with Coral Atoll's campaigns and devices: counts are compared before and after, and only the
 * campaigns this group creates (their titles carry a marker) are listed.
 */
import { expect, it } from 'vitest';
import { CAMPAIGN_LIMITS, CAMPAIGN_MSG, CONTENT_TEXT, MSG, PUSH_PAYLOAD_LIMITS, campaignPayloadBytes, targetText } from '@atoll/contract';
import { defineGroup, type Json, type RouteKey } from '../harness';
import { create, dataOf, errorsOf, expectGuarded, expectMissingTo } from '../helpers';

const COVERS: RouteKey[] = [
  'GET guests/campaigns',
  'GET guests/campaigns/:id',
  'POST guests/campaigns',
  'POST guests/campaigns/audience-count',
  'POST guests/campaigns/test',
  'POST guests/campaigns/:id/cancel',
  'PATCH guests/campaigns/:id',
  'PUT guests/campaigns/:id',
];

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const IN_HOUSE = { kind: 'in-house' } as const;

export const campaigns = defineGroup(COVERS, (api, who) => {
  let roomId = 0;
  const room = async () => {
    if (roomId) return roomId;
    const type = await create(api, 'rooms/types', who().ownerA, { name: 'Conf Campaign Villa' });
    roomId = dataOf(await api.call('POST', `rooms/types/${type.id}/rooms`, { token: who().ownerA, body: { rooms: [{ number: 'CC1' }] } })).rooms[0].id;
    return roomId;
  };
  let serial = 0;
  /** A guest of A, and `devices` phones registered with its confirmation number through the public endpoint. */
  const guestWithDevices = async (stay: { arrival_date: string; departure_date: string }, devices: number) => {
    serial += 1;
    const confirmation = `CCAMP-${serial}-${Date.now()}`;
    await create(api, 'guests', who().ownerA, { first_name: 'Cam', last_name: `Paign ${serial}`, confirmation_number: confirmation, nationality: 'NOR', ...stay, room_id: await room() });
    for (let i = 0; i < devices; i += 1) {
      const token = `ExponentPushToken[camp-${serial}-${i}-${Date.now()}]`;
      dataOf(await api.call('POST', 'app/devices', { body: { company: who().domainA, platform: 'ios', token, language: 'en', confirmation_number: confirmation } }), 201);
    }
  };
  const count = async (audience: Json, token = who().ownerA) =>
    dataOf(await api.call('POST', 'guests/campaigns/audience-count', { token, body: { audience } })).recipients as number;
  const campaign = (extra: Json = {}) => ({ name: 'Ccamp Sunset cruise', description: 'Tonight at 6 from the jetty', audience: IN_HOUSE, ...extra });

  it('counts exactly the devices an audience reaches before sending: in-house guests with the app, not future guests', async () => {
    const before = await count(IN_HOUSE);
    const arrivingBefore = await count({ kind: 'arriving', start_date: day(300), end_date: day(301) });
    await guestWithDevices({ arrival_date: day(-1), departure_date: day(3) }, 2);
    await guestWithDevices({ arrival_date: day(300), departure_date: day(305) }, 1);
    // A device without a stay reaches 'everyone' only.
    dataOf(await api.call('POST', 'app/devices', { body: { company: who().domainA, platform: 'android', token: `ExponentPushToken[camp-free-${Date.now()}]`, language: 'en' } }), 201);
    expect(await count(IN_HOUSE)).toBe(before + 2);
    expect(await count({ kind: 'arriving', start_date: day(300), end_date: day(301) })).toBe(arrivingBefore + 1);
  });

  it("creates a campaign at once: recipients are the devices reached ('N Users'), the audience in words, the funnel queued", async () => {
    const reached = await count(IN_HOUSE);
    expect(reached).toBeGreaterThanOrEqual(2);
    const made = await create(api, 'guests/campaigns', who().ownerA, campaign({ name: ' Ccamp Spa evening ', description: ' Half price after 8 ' }));
    expect(made).toEqual({
      id: expect.any(Number),
      name: 'Ccamp Spa evening',
      description: 'Half price after 8',
      audience: IN_HOUSE,
      target_text: targetText(IN_HOUSE),
      stats: { recipients: reached },
      status: 'sending',
      send_at: expect.any(String),
      created: expect.any(String),
      cancellable: false,
      funnel: expect.objectContaining({ targeted: reached, queued: reached, sent: 0, delivered: 0, cancelled: 0, drops: [], waiting: 'no-provider' }),
    });
    const detail = dataOf(await api.call('GET', `guests/campaigns/${made.id}`, { token: who().ownerA }));
    expect(detail).toEqual({ ...made, funnel: expect.objectContaining({ targeted: reached }) });
    // Sent now: delivery has started, so it cannot be cancelled.
    const cancel = await api.call('POST', `guests/campaigns/${made.id}/cancel`, { token: who().ownerA });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(CAMPAIGN_MSG.campaignNotCancellable);
  });

  it("answers 'Field is required' for the title and the body, and the audience's and payload's rules", async () => {
    const token = who().ownerA;
    const empty = errorsOf(await api.call('POST', 'guests/campaigns', { token, body: { name: '  ', description: '' } }));
    expect(empty.name).toEqual([MSG.fieldRequired]);
    expect(empty.description).toEqual([MSG.fieldRequired]);
    expect(empty['audience.kind']).toEqual([MSG.fieldRequired]);
    const long = errorsOf(await api.call('POST', 'guests/campaigns', { token, body: campaign({ name: 'x'.repeat(CAMPAIGN_LIMITS.name + 1) }) }));
    expect(long.name).toEqual([MSG.tooLong(CAMPAIGN_LIMITS.name)]);
    const [title, body] = ['t'.repeat(60), '€'.repeat(CAMPAIGN_LIMITS.description)];
    const heavy = errorsOf(await api.call('POST', 'guests/campaigns', { token, body: campaign({ name: title, description: body }) }));
    expect(heavy.description).toEqual([CAMPAIGN_MSG.campaignPayloadTooLarge(campaignPayloadBytes(title, body), PUSH_PAYLOAD_LIMITS.webpush)]);
    const window = errorsOf(await api.call('POST', 'guests/campaigns', { token, body: campaign({ audience: { kind: 'departing', start_date: day(5), end_date: day(4) } }) }));
    expect(window['audience.end_date']).toEqual([CAMPAIGN_MSG.campaignEndBeforeStart]);
    const kind = errorsOf(await api.call('POST', 'guests/campaigns', { token, body: campaign({ audience: { kind: 'vip' } }) }));
    expect(kind['audience.kind']).toEqual([CONTENT_TEXT.chooseFromList]);
    const past = errorsOf(await api.call('POST', 'guests/campaigns', { token, body: campaign({ send_at: new Date(Date.now() - 60_000).toISOString() }) }));
    expect(past.send_at).toEqual([CAMPAIGN_MSG.campaignSendAtFuture]);
    // Another company's room type is not in the list.
    const theirs = await create(api, 'rooms/types', who().ownerB, { name: 'Conf Their Campaign Villa' });
    const foreign = errorsOf(await api.call('POST', 'guests/campaigns/audience-count', { token, body: { audience: { kind: 'room-types', room_type_ids: [theirs.id] } } }));
    expect(foreign['audience.room_type_ids']).toEqual([CONTENT_TEXT.chooseFromList]);
  });

  it('a scheduled campaign waits for its time and can be cancelled until then, once', async () => {
    const sendAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const made = await create(api, 'guests/campaigns', who().ownerA, campaign({ name: 'Ccamp Later', send_at: sendAt }));
    expect(made).toMatchObject({ status: 'scheduled', cancellable: true });
    expect(Date.parse(made.send_at)).toBe(Date.parse(sendAt));
    const cancelled = dataOf(await api.call('POST', `guests/campaigns/${made.id}/cancel`, { token: who().ownerA }));
    expect(cancelled).toMatchObject({ id: made.id, status: 'cancelled', cancellable: false });
    expect(cancelled.funnel).toMatchObject({ targeted: made.stats.recipients, queued: 0, cancelled: made.stats.recipients, waiting: null });
    const again = await api.call('POST', `guests/campaigns/${made.id}/cancel`, { token: who().ownerA });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CAMPAIGN_MSG.campaignNotCancellable);
  });

  it("is never edited: PATCH and PUT answer 409 'Campaigns cannot be edited after creation' and change nothing", async () => {
    const made = await create(api, 'guests/campaigns', who().ownerA, campaign({ name: 'Ccamp Frozen' }));
    for (const method of ['PATCH', 'PUT']) {
      const res = await api.call(method, `guests/campaigns/${made.id}`, { token: who().ownerA, body: { name: 'Ccamp Edited' } });
      expect(res.status, method).toBe(409);
      expect(res.body).toMatchObject({ code: 'CONFLICT', message: CAMPAIGN_MSG.campaignNotEditable });
    }
    expect(dataOf(await api.call('GET', `guests/campaigns/${made.id}`, { token: who().ownerA })).name).toBe('Ccamp Frozen');
    expect((await api.call('PATCH', 'guests/campaigns/999999999', { token: who().ownerA, body: {} })).status).toBe(404);
  });

  it('lists the campaigns paged, newest first by default, searched by title and ordered by a key', async () => {
    const token = who().ownerA;
    const made: Json[] = [];
    for (const name of ['Ccampl Bravo', 'Ccampl alpha', 'Ccampl Charlie']) made.push(await create(api, 'guests/campaigns', token, campaign({ name })));
    const page = dataOf(await api.call('GET', 'guests/campaigns?q_name=ccampl', { token }));
    expect(page.map((c: Json) => c.name)).toEqual(['Ccampl Charlie', 'Ccampl alpha', 'Ccampl Bravo']);
    const res = await api.call('GET', 'guests/campaigns?q_name=Ccampl&order_by=name:ASC&limit=2&page=1', { token });
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ total: 3, page: 1, limit: 2 });
    expect(res.body.data.map((c: Json) => c.name)).toEqual(['Ccampl alpha', 'Ccampl Bravo']);
    expect(res.body.data[0]).not.toHaveProperty('funnel');
    const bad = await api.call('GET', 'guests/campaigns?order_by=audience:ASC&limit=500', { token });
    expect(Object.keys(errorsOf(bad)).sort()).toEqual(['limit', 'order_by']);
  });

  it("a test send goes to the sender's own devices (registered with their staff session); none → 422", async () => {
    const none = await api.call('POST', 'guests/campaigns/test', { token: who().ownerB, body: campaign() });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe(CAMPAIGN_MSG.campaignNoTestDevice);
    // The sender's devices so far (the mocks' owner has a seeded one; the server's none).
    const first = await api.call('POST', 'guests/campaigns/test', { token: who().ownerA, body: campaign() });
    const had = first.status === 200 ? (first.body.data.devices as number) : 0;
    if (first.status !== 200) expect(first.body.message).toBe(CAMPAIGN_MSG.campaignNoTestDevice);
    const token = `ExponentPushToken[camp-staff-${Date.now()}]`;
    const device = dataOf(await api.call('POST', 'app/devices', { token: who().ownerB, body: { company: who().domainA, platform: 'ios', token, language: 'en' } }), 201);
    // Another company's session links nothing.
    expect(device.linked_to_user).toBe(false);
    const mine = dataOf(await api.call('POST', 'app/devices', { token: who().ownerA, body: { company: who().domainA, platform: 'ios', token, language: 'en' } }));
    expect(mine).toMatchObject({ id: device.id, linked_to_user: true });
    // A staff device is never in an audience.
    const everyone = await count({ kind: 'everyone' });
    expect(dataOf(await api.call('POST', 'guests/campaigns/test', { token: who().ownerA, body: campaign() }))).toEqual({ devices: had + 1 });
    expect(await count({ kind: 'everyone' })).toBe(everyone);
    expect(errorsOf(await api.call('POST', 'guests/campaigns/test', { token: who().ownerA, body: { audience: IN_HOUSE } })).name).toEqual([MSG.fieldRequired]);
  });

  it("another company's campaign looks missing; every route needs a session and manage-campaigns", async () => {
    const made = await create(api, 'guests/campaigns', who().ownerA, campaign({ name: 'Ccamp Private', send_at: new Date(Date.now() + 86_400_000).toISOString() }));
    await expectMissingTo(api, who().ownerB, [
      ['GET', `guests/campaigns/${made.id}`],
      ['POST', `guests/campaigns/${made.id}/cancel`],
      ['PATCH', `guests/campaigns/${made.id}`, {}],
      ['PUT', `guests/campaigns/${made.id}`, {}],
    ]);
    const theirs = dataOf(await api.call('GET', 'guests/campaigns?q_name=Ccamp', { token: who().ownerB }));
    expect(theirs).toEqual([]);
    await expectGuarded(api, who().staffA, [
      ['GET', 'guests/campaigns'],
      ['GET', `guests/campaigns/${made.id}`],
      ['POST', 'guests/campaigns', campaign()],
      ['POST', 'guests/campaigns/audience-count', { audience: IN_HOUSE }],
      ['POST', 'guests/campaigns/test', campaign()],
      ['POST', `guests/campaigns/${made.id}/cancel`],
      ['PATCH', `guests/campaigns/${made.id}`, {}],
      ['PUT', `guests/campaigns/${made.id}`, {}],
    ]);
    expect(dataOf(await api.call('GET', `guests/campaigns/${made.id}`, { token: who().ownerA })).status).toBe('scheduled');
  });
});
