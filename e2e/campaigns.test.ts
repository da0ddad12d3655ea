/**
 * A campaign reaches guests' phones, end to end (issue 19): the built product with a local stand-in of
 * Expo's push API (product.push). Two phones of an in-house guest register through the guest app's public
 * endpoint (linked by the stay's confirmation number), one phone without a stay and one of a guest who
 * arrives next week register too. The owner writes a campaign to in-house guests in Guests › Campaigns,
 * is told before sending that it reaches 2 Users, creates it, and sees '2 Users' on its row; the stand-in
 * receives exactly those two messages, once each, with the title and body; the campaign cannot be edited.
 */
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_FORM_TEXT, CAMPAIGN_MSG, CAMPAIGN_TEXT, addDays, localDate } from '@atoll/contract';
import { login, signupViaApi } from './harness/api';
import { newHotel, signupPayloadFor } from './harness/people';
import { useE2E } from './harness/suite';
import { UI_TIMEOUT_MS } from './harness/timing';
import { logIn } from './screens/login';

/**
 * A zone where it is day now: quiet hours (22:00-08:00 in the hotel's zone, DELIVERY.quietHours) hold a
 * campaign until morning, which is right for a hotel and would make this walk wait all night.
 */
const ZONES = ['Indian/Maldives', 'Europe/Berlin', 'America/New_York', 'America/Los_Angeles', 'Pacific/Honolulu', 'Asia/Tokyo', 'Pacific/Auckland'];
const hourIn = (zone: string) => Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
const TIME_ZONE = ZONES.find((zone) => hourIn(zone) >= 9 && hourIn(zone) <= 20)!;
const TITLE = 'Lagoon movie night';
const BODY = 'Tonight at 20:00 on the beach, with popcorn and blankets.';
const IN_HOUSE_PHONES = ['ExponentPushToken[e2e-inhouse-ios]', 'ExponentPushToken[e2e-inhouse-android]'];

describe.sequential('a campaign to in-house guests', () => {
  const e2e = useE2E();

  it('reaches the in-house guest’s two phones once each, and shows 2 Users', async () => {
    const { api, push } = e2e.product();
    const hotel = newHotel('Campaign Lagoon Resort');
    const credentials = await signupViaApi(api, { ...signupPayloadFor(hotel), settings: { currency_symbol: '$', timezone: TIME_ZONE } } as never);
    const token = (await login(api, credentials)).auth_token.token;
    const type = await api.ok<{ id: number }>('POST', 'rooms/types', { token, body: { name: 'Beach Villa' } });
    const { rooms } = await api.ok<{ rooms: { id: number }[] }>('POST', `rooms/types/${type.id}/rooms`, { token, body: { rooms: [{ number: 'B-1' }, { number: 'B-2' }] } });
    const today = localDate(new Date(), TIME_ZONE);
    const guest = (confirmation: string, arrival: string, departure: string, roomId: number) =>
      api.ok('POST', 'guests', {
        token,
        body: { first_name: 'Aisha', last_name: confirmation, confirmation_number: confirmation, nationality: 'MDV', arrival_date: arrival, departure_date: departure, room_id: roomId },
      });
    await guest('CL-1001', addDays(today, -1), addDays(today, 3), rooms[0]!.id);
    await guest('CL-2002', addDays(today, 7), addDays(today, 10), rooms[1]!.id);

    // The guest app registers its installations: no staff session, the property by its domain.
    const register = (body: Record<string, unknown>) => api.ok('POST', 'app/devices', { body: { company: hotel.domain, language: 'en', ...body } });
    for (const phone of IN_HOUSE_PHONES) await register({ platform: phone.includes('ios') ? 'ios' : 'android', token: phone, confirmation_number: 'CL-1001' });
    await register({ platform: 'android', token: 'ExponentPushToken[e2e-no-stay]' });
    await register({ platform: 'ios', token: 'ExponentPushToken[e2e-arrives-next-week]', confirmation_number: 'CL-2002' });

    const { page } = await e2e.newPerson();
    await logIn(page, credentials);
    await page.goto('/guests/campaigns');
    await page.getByRole('button', { name: CAMPAIGN_TEXT.newCampaign }).first().click();
    const form = page.getByRole('dialog', { name: CAMPAIGN_TEXT.createTitle });
    await form.getByRole('textbox', { name: CAMPAIGN_TEXT.fields.name }).fill(TITLE);
    await form.getByRole('textbox', { name: CAMPAIGN_TEXT.fields.description }).fill(BODY);
    await form.getByText(CAMPAIGN_TEXT.recipientsCount(2)).waitFor({ timeout: UI_TIMEOUT_MS });
    await form.getByRole('button', { name: CAMPAIGN_TEXT.createButton }).click();

    const detail = page.getByRole('dialog', { name: TITLE });
    await detail.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await detail.getByRole('textbox', { name: CAMPAIGN_TEXT.fields.name }).isDisabled()).toBe(true);
    // Sent at once, not scheduled (the server's send_at is its creation, give or take a moment).
    expect(await detail.getByRole('switch', { name: CAMPAIGN_FORM_TEXT.schedule }).isChecked()).toBe(false);
    await page.keyboard.press('Escape');
    const row = page.getByRole('grid', { name: CAMPAIGN_TEXT.title }).getByRole('row', { name: new RegExp(TITLE) });
    await expect.poll(async () => (await row.textContent()) ?? '', { timeout: UI_TIMEOUT_MS }).toContain('2 Users');

    // Delivery runs in the background: exactly the two in-house phones, once each, with the title and body.
    await expect.poll(() => push.accepted.length, { timeout: 30_000, interval: 200 }).toBe(2);
    expect(push.accepted.map((m) => m.to).sort()).toEqual([...IN_HOUSE_PHONES].sort());
    for (const message of push.accepted) expect({ title: message.title, body: message.body }).toEqual({ title: TITLE, body: BODY });
    expect([...push.acceptedPerKey().values()]).toEqual([1, 1]);

    // Never edited.
    const campaigns = await api.ok<{ id: number; name: string }[]>('GET', 'guests/campaigns', { token });
    const created = campaigns.find((c) => c.name === TITLE)!;
    const edit = await api.call('PATCH', `guests/campaigns/${created.id}`, { token, body: { name: 'Changed' } });
    expect(edit.status).toBe(409);
    expect((edit.body as { message?: string }).message).toBe(CAMPAIGN_MSG.campaignNotEditable);
    // Nothing more arrives later (a second turn of the worker sends nothing twice).
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(push.received).toHaveLength(2);
  });
});
