import { beforeEach, describe, expect, it } from 'vitest';
import {
  CONTENT_TEXT,
  MSG,
  describeWeekly,
  en,
  guestAppLink,
  iconUrl,
  roomLink,
  type ApiError,
  type Information,
  type Banner,
  type QuickAction,
  type RecurringEvent,
  type RoomOption,
  type RoomType,
} from '@atoll/contract';
import { BUSY_RESORT, mockDb, resetMockStore, scenarioTokens } from './index';
import { createSession } from './session';
import { BASE, call, setupMockServer } from './test/mockServer';

setupMockServer();
beforeEach(() => resetMockStore('busyResort', 'newCompany'));

const admin = scenarioTokens.busyResort.admin;
const fresh = scenarioTokens.newCompany.owner;
/** A busyResort colleague without manage-hotel-content. */
const noContentToken = () => createSession(105, 'mock-token-no-content');

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

function upload(path: string, bytes: Uint8Array, fields: Record<string, string> = {}, name = 'file.png') {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([bytes.slice().buffer]), name);
  return fetch(`${BASE}/${path}`, { method: 'POST', headers: { Authorization: `Bearer ${admin}` }, body: form });
}

const data = <T>(res: { body: unknown }) => (res.body as { data: T }).data;

describe('every slice-2 route', () => {
  const routes: Array<[string, string]> = [
    ['GET', 'promotions'],
    ['GET', 'information'],
    ['GET', 'information/selectors/content-types'],
    ['GET', 'events/recurring'],
    ['GET', 'quick-actions'],
    ['GET', 'quick-actions/pages'],
    ['GET', 'rooms/types'],
    ['GET', 'rooms/selector'],
  ];
  it('needs a session (401) and manage-hotel-content (403)', async () => {
    const token = noContentToken();
    for (const [method, path] of routes) {
      expect((await call(method, path)).status, path).toBe(401);
      expect((await call(method, path, { token })).status, path).toBe(403);
      expect((await call(method, path, { token: admin })).status, path).toBe(200);
    }
  });

  it("is scoped to the caller's company: another company's ids are not found, its lists are empty", async () => {
    const banner = mockDb.content.banners[0];
    const type = mockDb.content.roomTypes[0];
    expect((await call('GET', `promotions/${banner.id}`, { token: fresh })).status).toBe(404);
    expect((await call('DELETE', `rooms/types/${type.id}`, { token: fresh })).status).toBe(404);
    expect((await call('PATCH', `events/recurring/${mockDb.content.events[0].id}`, { token: fresh, body: {} })).status).toBe(404);
    for (const path of ['promotions', 'information', 'events/recurring', 'quick-actions', 'rooms/types']) {
      expect(data<unknown[]>(await call('GET', path, { token: fresh })), path).toEqual([]);
    }
    expect(mockDb.content.banners).toContain(banner);
  });
});

describe('promotions', () => {
  it('lists by sort order with related_text; creates (201) with the spec message; edits; deletes', async () => {
    const list = data<Banner[]>(await call('GET', 'promotions', { token: admin }));
    expect(list.map((p) => p.sort_order)).toEqual([...list.map((p) => p.sort_order)].sort((a, b) => a - b));
    expect(list.find((p) => p.name === 'Spa Week')?.related_text).toBe('Wi-Fi');
    expect(list[0]).not.toHaveProperty('company_id');

    const missing = await call<ApiError>('POST', 'promotions', { token: admin, body: { name: '  ' } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ name: [MSG.enterName] });

    const created = await call<{ data: Banner }>('POST', 'promotions', {
      token: admin,
      body: { name: 'Dive Deal', sort_order: 4, show_on_app: true, description: en('<p>Dive</p>'), related_type: 'event', related_id: mockDb.content.events[0].id },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Dive Deal', show_on_app: true, show_on_tv: false, related_text: 'Beach BBQ', image: [] });

    const id = created.body.data.id;
    const cleared = await call<ApiError>('PATCH', `promotions/${id}`, { token: admin, body: { name: '', sort_order: 1 } });
    expect(cleared.body.errors).toEqual({ name: [MSG.fieldRequired] });
    const edited = data<Banner>(await call('PATCH', `promotions/${id}`, { token: admin, body: { name: 'Dive Deal 2', sort_order: 1, show_on_tv: true } }));
    expect(edited).toMatchObject({ name: 'Dive Deal 2', show_on_tv: true, show_on_app: true, description: en('<p>Dive</p>') });

    const unknown = await call<ApiError>('PATCH', `promotions/${id}`, { token: admin, body: { name: 'x', sort_order: 1, related_type: 'menu', related_id: 99999 } });
    expect(unknown.body.errors).toEqual({ related_id: [CONTENT_TEXT.relatedMissing] });

    expect((await call('DELETE', `promotions/${id}`, { token: admin })).body).toEqual({ data: null });
    expect((await call('GET', `promotions/${id}`, { token: admin })).status).toBe(404);
  });

  it('keeps one image per language; DELETE …/image takes {language_code}', async () => {
    const id = mockDb.content.banners.find((p) => p.name === 'Lobby screen welcome')?.id;
    const noLanguage = await upload(`promotions/${id}/image`, PNG);
    expect(noLanguage.status).toBe(422);
    const first = (await (await upload(`promotions/${id}/image`, PNG, { language_code: 'en' }, 'a.png')).json()) as { data: Banner };
    expect(first.data.image).toMatchObject([{ language_code: 'en', filename: 'a.png' }]);
    expect(first.data.image[0].url).toMatch(/^data:image\/png;base64,/);
    const second = (await (await upload(`promotions/${id}/image`, PNG, { language_code: 'en' }, 'b.png')).json()) as { data: Banner };
    expect(second.data.image.map((i) => i.filename)).toEqual(['b.png']);
    const notImage = await upload(`promotions/${id}/image`, PDF, { language_code: 'de' });
    expect(notImage.status).toBe(415);
    const removed = data<Banner>(await call('DELETE', `promotions/${id}/image`, { token: admin, body: { language_code: 'en' } }));
    expect(removed.image).toEqual([]);
  });
});

describe('information', () => {
  it('validates every field with Field is required and fills content_type_label', async () => {
    const bad = await call<ApiError>('POST', 'information', { token: admin, body: {} });
    expect(bad.body.errors).toMatchObject({ name: [MSG.fieldRequired], description: [MSG.fieldRequired], content_type: [MSG.fieldRequired], sort_order: [MSG.fieldRequired] });
    const created = await call<{ data: Information }>('POST', 'information', {
      token: admin,
      body: { name: en('Checkout'), description: en('When to leave'), content_type: 'pdf', sort_order: 0 },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ content_type: 'pdf', content_type_label: 'PDF', content: { text: [], images: [], pdf: [] } });
    expect(data(await call('GET', 'information/selectors/content-types', { token: admin }))).toEqual([
      { value: 'text', label: 'Text' },
      { value: 'image', label: 'Image' },
      { value: 'pdf', label: 'PDF' },
    ]);
  });

  it('takes content of its own type only: text, several images per language, one PDF per language', async () => {
    const card = (type: string) => mockDb.content.information.find((i) => i.content_type === type) as Information;
    const text = data<Information>(await call('POST', `information/${card('text').id}/content-text`, { token: admin, body: { text: en('<p>New</p>') } }));
    expect(text.content.text).toEqual(en('<p>New</p>'));
    const wrong = await call<ApiError>('POST', `information/${card('image').id}/content-text`, { token: admin, body: { text: en('x') } });
    expect(wrong.body.errors).toEqual({ text: [CONTENT_TEXT.contentTypeMismatch('Image')] });

    const imageId = card('image').id;
    await upload(`information/${imageId}/content-image`, PNG, { language_code: 'en' });
    const two = (await (await upload(`information/${imageId}/content-image`, PNG, { language_code: 'en' })).json()) as { data: Information };
    expect(two.data.content.images.filter((i) => i.language_code === 'en')).toHaveLength(3);
    const gone = data<Information>(await call('DELETE', `information/${imageId}/content-image/${two.data.content.images[0].id}`, { token: admin }));
    expect(gone.content.images).toHaveLength(2);

    const pdfId = card('pdf').id;
    const notPdf = await upload(`information/${pdfId}/content-pdf`, PNG, { language_code: 'de' });
    expect(notPdf.status).toBe(415);
    const pdf = (await (await upload(`information/${pdfId}/content-pdf`, PDF, { language_code: 'en' }, 'new.pdf')).json()) as { data: Information };
    expect(pdf.data.content.pdf).toMatchObject([{ language_code: 'en', filename: 'new.pdf' }]);
    const none = data<Information>(await call('DELETE', `information/${pdfId}/content-pdf`, { token: admin, body: { language_code: 'en' } }));
    expect(none.content.pdf).toEqual([]);
  });

  it('deleting a card detaches the banners that pointed at it', async () => {
    const spa = mockDb.content.banners.find((p) => p.name === 'Spa Week') as Banner;
    await call('DELETE', `information/${spa.related_id}`, { token: admin });
    const after = data<Banner>(await call('GET', `promotions/${spa.id}`, { token: admin }));
    expect(after).toMatchObject({ related_type: null, related_id: null, related_text: null });
  });
});

describe('events/recurring', () => {
  it('derives type_text and type_description; activates and deactivates; covers', async () => {
    const bad = await call<ApiError>('POST', 'events/recurring', { token: admin, body: { start_time: '7pm', weekly_recurring_day: [] } });
    expect(bad.body.errors).toMatchObject({ name: [MSG.fieldRequired], start_time: [CONTENT_TEXT.timeFormat], end_time: [MSG.fieldRequired], weekly_recurring_day: [MSG.fieldRequired] });
    const created = data<RecurringEvent>(
      await call('POST', 'events/recurring', { token: admin, body: { name: en('Quiz'), start_time: '20:00', end_time: '21:00', weekly_recurring_day: [6, 2, 2] } }),
    );
    expect(created).toMatchObject({ active: true, type: 'weekly-recurring', type_text: 'Weekly Recurring', weekly_recurring_day: [2, 6] });
    expect(created.type_description).toBe(describeWeekly([2, 6], '20:00', '21:00'));
    const off = data<RecurringEvent>(await call('POST', `events/recurring/${created.id}/active`, { token: admin, body: { active: false } }));
    expect(off.active).toBe(false);
    const res = await upload(`events/recurring/${created.id}/cover`, PNG);
    const covered = ((await res.json()) as { data: RecurringEvent }).data;
    expect(covered.cover).toMatch(/^data:image\/png/);
    expect(data<RecurringEvent>(await call('DELETE', `events/recurring/${created.id}/cover`, { token: admin })).cover).toBeNull();
  });
});

describe('quick-actions', () => {
  it('answers payload_text and icon_url per type, and checks the payload by type', async () => {
    const list = data<QuickAction[]>(await call('GET', 'quick-actions', { token: admin }));
    expect(list.map((q) => [q.type, q.payload_text])).toEqual([
      ['call', '+960 664 0000'],
      ['url', 'https://coralatoll.example'],
      ['page', 'My Requests'],
      ['related', 'Beach BBQ'],
    ]);
    expect(list[0].icon_url).toBe(iconUrl('phone'));
    const base = { name: en('Go'), sort_order: 1, icon: 'star' };
    const url = await call<ApiError>('POST', 'quick-actions', { token: admin, body: { ...base, type: 'url', payload: 'coral' } });
    expect(url.body.errors).toEqual({ payload: [CONTENT_TEXT.validUrl] });
    const page = await call<ApiError>('POST', 'quick-actions', { token: admin, body: { ...base, type: 'page' } });
    expect(page.body.errors).toEqual({ payload: [MSG.fieldRequired] });
    const related = await call<ApiError>('POST', 'quick-actions', { token: admin, body: { ...base, type: 'related' } });
    expect(related.body.errors).toEqual({ related_type: [MSG.fieldRequired] });
    const ok = await call<{ data: QuickAction }>('POST', 'quick-actions', { token: admin, body: { ...base, type: 'page', payload: 'map', related_type: 'event', related_id: 1 } });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ payload: 'map', payload_text: 'Map', related_type: null, icon_url: iconUrl('star') });
  });
});

describe('rooms/types', () => {
  it('lists by name with rooms, counts and QR links; new type needs a name', async () => {
    const types = data<RoomType[]>(await call('GET', 'rooms/types', { token: admin }));
    expect(types.map((t) => t.name)).toEqual(['Beach Villa', 'Deluxe Room', 'Water Villa']);
    const villa = types[2];
    expect(villa.rooms_count).toBe(2);
    expect(villa.rooms[0].qr_link).toBe(roomLink(guestAppLink(BUSY_RESORT.domain), 'Water Villa 1'));
    const bad = await call<ApiError>('POST', 'rooms/types', { token: admin, body: { name: '' } });
    expect(bad.body.errors).toEqual({ name: [MSG.enterName] });
  });

  it('replaces the room list: keeps ids, adds, removes, refuses duplicates and numbers of other types', async () => {
    const deluxe = mockDb.content.roomTypes.find((t) => t.name === 'Deluxe Room') as RoomType;
    const [first] = deluxe.rooms;
    const saved = data<RoomType>(
      await call('POST', `rooms/types/${deluxe.id}/rooms`, { token: admin, body: { rooms: [{ id: first.id, number: '101A', lat: 4.1, lng: 73.5 }, { number: '301' }] } }),
    );
    expect(saved.rooms.map((r) => [r.number, r.lat])).toEqual([['101A', 4.1], ['301', null]]);
    expect(saved.rooms[0].id).toBe(first.id);
    expect(saved.rooms_count).toBe(2);

    const twice = await call<ApiError>('POST', `rooms/types/${deluxe.id}/rooms`, { token: admin, body: { rooms: [{ number: '5' }, { number: '5' }] } });
    expect(twice.body.errors).toEqual({ rooms: [CONTENT_TEXT.roomNumberTwice('5')] });
    const taken = await call<ApiError>('POST', `rooms/types/${deluxe.id}/rooms`, { token: admin, body: { rooms: [{ number: 'beach villa 7' }] } });
    expect(taken.body.errors).toEqual({ rooms: [CONTENT_TEXT.roomNumberTaken('beach villa 7')] });
    const lat = await call<ApiError>('POST', `rooms/types/${deluxe.id}/rooms`, { token: admin, body: { rooms: [{ number: '9', lat: 100 }] } });
    expect(lat.body.errors).toEqual({ 'rooms[0].lat': [CONTENT_TEXT.latitude] });

    const options = data<RoomOption[]>(await call('GET', 'rooms/selector', { token: admin }));
    expect(options.find((o) => o.number === '301')).toMatchObject({ room_type_id: deluxe.id, room_type_name: 'Deluxe Room' });
  });
});
