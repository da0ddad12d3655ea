/**
 * The guest app's devices (issue 19 "Devices"): POST app/devices registers an installation without a staff
 * session — an Expo token from a phone, a Web Push subscription from a browser — named by the property's
 * domain, optionally linked to a stay by confirmation number; the same token again is the same device;
 * DELETE app/devices unregisters it. Validation answers field errors; a wrong confirmation number tells
 * nothing about other guests; the token is never answered back. GET app/push-key answers the VAPID public key a
 * browser subscribes with (issue 21), public and cacheable; null without Web Push (the mocks, a server without VAPID_*).
 */
import { expect, it } from 'vitest';
import { CAMPAIGN_MSG, CONTENT_TEXT, MSG } from '@atoll/contract';
import { defineGroup, type Json, type RouteKey } from '../harness';
import { create, dataOf, errorsOf } from '../helpers';

const COVERS: RouteKey[] = ['POST app/devices', 'DELETE app/devices', 'GET app/push-key'];

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const devices = defineGroup(COVERS, (api, who) => {
  const expoToken = (label: string) => `ExponentPushToken[dev-${label}-${Date.now()}]`;
  const phone = (extra: Json = {}) => ({ company: who().domainA, platform: 'ios', token: expoToken('p'), language: 'en', ...extra });
  const register = (body: Json, token?: string) => api.call('POST', 'app/devices', { body, ...(token ? { token } : {}) });
  const everyone = async () => dataOf(await api.call('POST', 'guests/campaigns/audience-count', { token: who().ownerA, body: { audience: { kind: 'everyone' } } })).recipients as number;

  it('registers a phone without a session, answers it without the token, and the same token again is the same device', async () => {
    const before = await everyone();
    const body = phone({ token: expoToken('same') });
    const res = await register(body);
    const device = dataOf(res, 201);
    expect(device).toEqual({ id: expect.any(Number), platform: 'ios', provider: 'expo', language: 'en', linked_to_stay: false, linked_to_user: false });
    expect(JSON.stringify(res.body)).not.toContain(body.token);
    const again = dataOf(await register({ ...body, language: 'fr' }));
    expect(again).toEqual({ ...device, language: 'fr' });
    expect(await everyone()).toBe(before + 1);
    const languages = dataOf(await api.call('POST', 'guests/campaigns/audience-count', { token: who().ownerA, body: { audience: { kind: 'language', languages: ['fr'] } } }));
    expect(languages.recipients).toBeGreaterThanOrEqual(1);
  });

  it('registers a browser by its Web Push subscription', async () => {
    const endpoint = `https://push.example.test/send/${Date.now()}`;
    const res = await register({ company: who().domainA, platform: 'web', language: 'en', subscription: { endpoint, keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } } });
    expect(dataOf(res, 201)).toMatchObject({ platform: 'web', provider: 'webpush' });
    expect(JSON.stringify(res.body)).not.toContain(endpoint);
  });

  it('links a device to a current stay by confirmation number; a wrong number is a field error that tells nothing', async () => {
    const type = await create(api, 'rooms/types', who().ownerA, { name: 'Conf Device Villa' });
    const roomId = dataOf(await api.call('POST', `rooms/types/${type.id}/rooms`, { token: who().ownerA, body: { rooms: [{ number: 'CD1' }] } })).rooms[0].id;
    const confirmation = `CDEV-${Date.now()}`;
    await create(api, 'guests', who().ownerA, { first_name: 'Dev', last_name: 'Ice', confirmation_number: confirmation, nationality: 'NOR', arrival_date: day(-1), departure_date: day(2), room_id: roomId });
    const linked = dataOf(await register(phone({ token: expoToken('stay'), confirmation_number: confirmation.toLowerCase() })), 201);
    expect(linked.linked_to_stay).toBe(true);
    const wrong = errorsOf(await register(phone({ confirmation_number: 'NO-SUCH-STAY' })));
    expect(wrong).toEqual({ confirmation_number: [CAMPAIGN_MSG.deviceUnknownStay] });
    // Company B's guest is not a stay of A.
    const theirs = `CDEVB-${Date.now()}`;
    const theirType = await create(api, 'rooms/types', who().ownerB, { name: 'Conf Their Device Villa' });
    const theirRoom = dataOf(await api.call('POST', `rooms/types/${theirType.id}/rooms`, { token: who().ownerB, body: { rooms: [{ number: 'TD1' }] } })).rooms[0].id;
    await create(api, 'guests', who().ownerB, { first_name: 'Other', last_name: 'Guest', confirmation_number: theirs, nationality: 'NOR', arrival_date: day(-1), departure_date: day(2), room_id: theirRoom });
    expect(errorsOf(await register(phone({ confirmation_number: theirs })))).toEqual({ confirmation_number: [CAMPAIGN_MSG.deviceUnknownStay] });
  });

  it('validates the body with field errors', async () => {
    const empty = errorsOf(await register({}));
    expect(empty.company).toEqual([MSG.fieldRequired]);
    expect(empty.platform).toEqual([MSG.fieldRequired]);
    expect(empty.language).toEqual([MSG.fieldRequired]);
    expect(errorsOf(await register(phone({ token: 'not-a-token' }))).token).toEqual(['Not an Expo push token']);
    expect(errorsOf(await register(phone({ platform: 'blackberry' }))).platform).toEqual([CONTENT_TEXT.chooseFromList]);
    expect(errorsOf(await register({ company: who().domainA, platform: 'web', language: 'en' })).subscription).toEqual([MSG.fieldRequired]);
    const http = errorsOf(await register({ company: who().domainA, platform: 'web', language: 'en', subscription: { endpoint: 'http://push.example.test/x', keys: { p256dh: 'a', auth: 'b' } } }));
    expect(http['subscription.endpoint']).toEqual(['Use an https URL']);
    expect(errorsOf(await register(phone({ company: 'no-such-hotel-anywhere' })))).toEqual({ company: [CAMPAIGN_MSG.deviceUnknownCompany] });
  });

  it('unregisters a token; unknown tokens are fine; the body is validated', async () => {
    const body = phone({ token: expoToken('gone') });
    dataOf(await register(body), 201);
    const before = await everyone();
    expect(dataOf(await api.call('DELETE', 'app/devices', { body: { company: body.company, token: body.token } }))).toBeNull();
    expect(await everyone()).toBe(before - 1);
    expect(dataOf(await api.call('DELETE', 'app/devices', { body: { company: body.company, token: body.token } }))).toBeNull();
    expect(errorsOf(await api.call('DELETE', 'app/devices', { body: {} })).token).toEqual([MSG.fieldRequired]);
  });

  it('answers the Web Push key without a session: null without Web Push, else an uncompressed P-256 point', async () => {
    const res = await api.call('GET', 'app/push-key');
    const key = dataOf(res);
    expect(Object.keys(key)).toEqual(['public_key']);
    // 65 bytes starting 0x04, in base64url: 87 characters starting 'B'.
    if (key.public_key !== null) expect(key.public_key).toMatch(/^B[A-Za-z0-9_-]{86}$/);
  });
});
