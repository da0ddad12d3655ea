/**
 * Bad input found by a probe of every route (issue 8): each answered 500 before. Now a 4xx
 * with the catalogue's body, and the server answers normally afterwards.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TEXT, CONTENT_TEXT, MSG, PERMISSION, STATUS_MESSAGES, TEXT_MAX, en } from '@atoll/contract';
import type { ApiClient, Json } from './support/client';
import { png } from './support/content';
import { OWNER_PASSWORD, createStaff, startWithTenants, type Tenant } from './support/fixtures';
import type { TestServer } from './support/server';

let server: TestServer;
let api: ApiClient;
let owner: Tenant;
let other: Tenant;

beforeAll(async () => ({ server, api, owner, other } = await startWithTenants('badinput-co', 'badinput-other')));
afterAll(() => server.close());

const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__defineGetter__'];

/** `{ key: value }` with `key` as an own property, `__proto__` included (as JSON.parse makes it). */
const withKey = (base: Json, key: string, value: unknown): string => {
  const json = JSON.stringify(base);
  return `${json.slice(0, -1)}${json.length > 2 ? ',' : ''}${JSON.stringify(key)}:${JSON.stringify(value)}}`;
};

/** POSTs `size` bytes with this content type, declared (Content-Length) or chunked; the status, even when the server stops reading early. */
/** sendLarge's answer when the server closed the connection before the client could read its status. */
const CLOSED_UNREAD = 0;

function sendLarge(path: string, contentType: string, size: number, chunked: boolean): Promise<number> {
  const url = new URL(`${server.url}/api/v1/${path}`);
  return new Promise((resolve, reject) => {
    const length: Record<string, string | number> = chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': size };
    const req = http.request(
      { hostname: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { Authorization: `Bearer ${owner.token}`, 'Content-Type': contentType, ...length } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', (error) => (['EPIPE', 'ECONNRESET'].includes((error as NodeJS.ErrnoException).code ?? '') ? undefined : reject(error)));
    // The server answers as soon as it sees the body is too big and closes the connection; a client still
    // writing may then be reset before it reads that answer. A connection closed without an answer is the
    // server refusing the rest of the body too: CLOSED_UNREAD, not a hang until the test times out.
    req.on('close', () => resolve(CLOSED_UNREAD));
    const chunk = Buffer.alloc(256 * 1024, 0x78);
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) return req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

const noServerErrors = () => expect(server.logs.filter((l) => l.level === 'error')).toEqual([]);

describe('keys named after built-in members are ignored, at any depth', () => {
  it('POST auth/login (unauthenticated): a good login still succeeds, a bad one is 422; nothing is polluted', async () => {
    const good = { company: owner.domain, username: 'owner', password: OWNER_PASSWORD };
    for (const key of PROTOTYPE_KEYS) {
      for (const value of [{}, { polluted: true }, 'x', null, [1]]) {
        const res = await api.request('POST', 'auth/login', { raw: withKey(good, key, value) });
        expect(res.status, `${key}: ${JSON.stringify(value)}`).toBe(200);
      }
      const bad = await api.request('POST', 'auth/login', { raw: withKey({ company: 'x', username: 'y', password: 'z' }, key, {}) });
      expect([422, 429], key).toContain(bad.status);
    }
    expect(({} as Json).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    noServerErrors();
  });

  it('nested: in translations, in a list of rooms, in a sub-object of sign-up', async () => {
    const token = owner.token;
    for (const key of PROTOTYPE_KEYS) {
      const name = `[${withKey({ language_code: 'en', text: `Pool ${key}` }, key, { polluted: 1 })}]`;
      const created = await api.request('POST', 'facilities', { token, raw: `{"name":${name}}` });
      expect(created.status, key).toBe(201);
      expect(created.body.data.name).toEqual(en(`Pool ${key}`));
      const type = await api.post('rooms/types', { name: `Type ${key}` }, { token });
      const rooms = await api.request('POST', `rooms/types/${type.body.data.id}/rooms`, { token, raw: `{"rooms":[${withKey({ number: `R-${key}` }, key, 5)}]}` });
      expect(rooms.status, key).toBe(200);
      const signup = await api.request('POST', 'auth/signup', { raw: `{"company":${withKey({ name: 'x' }, key, {})},"user":{},"captcha":"x"}` });
      expect(signup.status, key).toBe(422);
    }
    expect(({} as Json).polluted).toBeUndefined();
    noServerErrors();
  });
});

describe('lists that hold something else than their entries', () => {
  it('null (or text, a list) inside a translatable list is 422 on the field', async () => {
    const token = owner.token;
    const facility = (await api.post('facilities', { name: en('Lists') }, { token })).body.data;
    for (const entry of [null, 'text', [1], 5]) {
      const activity = await api.post('facilities/activities', { facility_id: facility.id, name: en('A'), price_text: [entry] }, { token });
      expect(activity.status, JSON.stringify(entry)).toBe(422);
      expect(activity.body.errors.price_text).toEqual([API_TEXT.listEntriesMustBeObjects]);
      const info = await api.post('information', { name: [entry], description: en('D'), content_type: 'text', sort_order: 0 }, { token });
      expect(info.status, JSON.stringify(entry)).toBe(422);
      expect(info.body.errors.name).toEqual([API_TEXT.listEntriesMustBeObjects]);
    }
    noServerErrors();
  });

  it('room entries that are not rooms (text, null, {}) are 422', async () => {
    const type = (await api.post('rooms/types', { name: 'Entries' }, { token: owner.token })).body.data;
    for (const rooms of [['101'], [null], [{}], [{ number: '1' }, {}], [{}, {}], ['a', null, {}, { number: null }]]) {
      const res = await api.post(`rooms/types/${type.id}/rooms`, { rooms }, { token: owner.token });
      expect(res.status, JSON.stringify(rooms)).toBe(422);
    }
    noServerErrors();
  });
});

describe('every text has a longest value', () => {
  const huge = 'u'.repeat(1_000_000);

  it('a username of about 1 MB is 422 on the field (the database never sees it)', async () => {
    const res = await api.post('users', { name: 'Big', username: huge, designation: 'D', authentication: 'password', password: 'long-enough-1' }, { token: owner.token });
    expect(res.status).toBe(422);
    expect(res.body.errors.username).toEqual([MSG.tooLong(TEXT_MAX.username)]);
    const login = await api.post('auth/login', { company: owner.domain, username: huge, password: 'x' });
    expect([422, 429]).toContain(login.status);
    noServerErrors();
  });

  it('one character over the limit is refused, the limit itself is accepted', async () => {
    const token = owner.token;
    const at = await api.post('users', { name: 'n'.repeat(TEXT_MAX.name), username: 'u'.repeat(TEXT_MAX.username), designation: 'd', authentication: 'password', password: 'long-enough-1' }, { token });
    expect(at.status, JSON.stringify(at.body)).toBe(201);
    const over = await api.post('users', { name: 'n'.repeat(TEXT_MAX.name + 1), username: 'v'.repeat(TEXT_MAX.username + 1), designation: 'd'.repeat(TEXT_MAX.name + 1), authentication: 'password', password: 'long-enough-1' }, { token });
    expect(over.body.errors).toEqual({
      name: [MSG.tooLong(TEXT_MAX.name)],
      username: [MSG.tooLong(TEXT_MAX.username)],
      designation: [MSG.tooLong(TEXT_MAX.name)],
    });
    const settings = await api.post('user/settings', { property_name: 'p'.repeat(TEXT_MAX.name + 1), primary_color: '#FC4500' }, { token });
    expect(settings.body.errors).toEqual({ property_name: [MSG.tooLong(TEXT_MAX.name)] });
    const translatable = await api.post('facilities', { name: en('x'.repeat(TEXT_MAX.text + 1)) }, { token });
    expect(translatable.body.errors).toEqual({ name: [CONTENT_TEXT.perLanguageMax(TEXT_MAX.text)] });
    const roomType = await api.post('rooms/types', { name: 'r'.repeat(TEXT_MAX.name + 1) }, { token });
    expect(roomType.body.errors).toEqual({ name: [MSG.tooLong(TEXT_MAX.name)] });
    noServerErrors();
  });
});

describe('grants and content types', () => {
  it("a facility-scoped grant naming another company's facility (or none) is 422", async () => {
    const mine = (await api.post('facilities', { name: en('Mine') }, { token: owner.token })).body.data;
    const theirs = (await api.post('facilities', { name: en('Theirs') }, { token: other.token })).body.data;
    const staff = await createStaff(api, owner, 'grant-staff');
    for (const id of [theirs.id, 2_000_000]) {
      const res = await api.post('auth/permissions/update', { user_id: staff.id, permissions: { [PERMISSION.readFacilityRequests]: { objects: [mine.id, id] } } }, { token: owner.token });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ [`permissions.${PERMISSION.readFacilityRequests}`]: [API_TEXT.unknownFacility] });
    }
    const ok = await api.post('auth/permissions/update', { user_id: staff.id, permissions: { [PERMISSION.readFacilityRequests]: { objects: [mine.id] } } }, { token: owner.token });
    expect(ok.status).toBe(200);
    expect(ok.body.data.permissions[PERMISSION.readFacilityRequests]).toEqual({ objects: [mine.id] });
  });

  it('a JSON route refuses multipart and URL-encoded bodies (415, unread); every content type has a size limit', async () => {
    const token = owner.token;
    const json = JSON.stringify({ property_name: 'p'.repeat(3 * 1024 * 1024), primary_color: '#FC4500' });
    const asMultipart = await api.request('POST', 'user/settings', { token, raw: json, headers: { 'Content-Type': 'multipart/form-data; boundary=x' } });
    expect(asMultipart.status).toBe(415);
    expect(asMultipart.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: STATUS_MESSAGES[415] });
    const form = new FormData();
    form.append('name', 'Sneaky');
    expect((await api.request('POST', 'rooms/types', { token, raw: form })).status).toBe(415);
    const encoded = await api.request('POST', 'rooms/types', { token, raw: 'name=Sneaky', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(encoded.status).toBe(415);
    // 16 MiB of multipart anywhere (declared or streamed): refused before it is read in full.
    for (const path of ['rooms/types', 'user/settings', 'user/settings/logo']) {
      for (const chunked of [false, true]) {
        expect(await sendLarge(path, 'multipart/form-data; boundary=xyz', 16 * 1024 * 1024, chunked), `${path} ${chunked}`).toBeOneOf([413, 415, CLOSED_UNREAD]);
      }
    }
    // Other content types have the JSON limit.
    for (const type of ['text/plain', 'application/octet-stream', 'application/json']) {
      expect(await sendLarge('rooms/types', type, 3 * 1024 * 1024, true), type).toBeOneOf([413, CLOSED_UNREAD]);
    }
    // Upload routes still take multipart.
    const type = (await api.post('rooms/types', { name: 'Upload' }, { token })).body.data;
    const image = new FormData();
    image.append('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'a.png');
    expect((await api.request('POST', `rooms/types/${type.id}/cover`, { token, raw: image })).status).toBe(200);
    expect((await api.get('rooms/types', { token })).status).toBe(200);
    noServerErrors();
  });
});
