/**
 * The public guest API (issue 21; ADR 0051): GET guest-app/{domain} with no session — the property, the
 * latest layout and the active content in one language; and, as explicitly, what is NOT in it (an inactive
 * facility, activity, menu or event, a show_on_tv-only banner, another company's content, any staff field).
 * Language fallback, the ETag and 304, 404 for an unknown domain; the hotel's Information cards (in sort order, in the
 * asked language with 'en' fallback, only the content of the card's type); a facility's page; guest identification
 * (room and last name of an in-house guest → a guest token; anyone else → one message, 401 for a bad token). The per-address rate limit (429) is the
 * server's alone (no client addresses behind msw/node): server/test/guestApp.test.ts, with a small injected limit.
 */
import { expect, it } from 'vitest';
import { apiError, APP_CONFIG_SCHEMA_VERSION, en, GUEST_APP_MAX_AGE_SECONDS, GUEST_SESSION_TEXT, MSG } from '@atoll/contract';
import { defineGroup, type Json, type RouteKey } from '../harness';
import { create, dataOf, fileForm, PDF, PNG } from '../helpers';

const COVERS: RouteKey[] = ['GET guest-app/:domain', 'GET guest-app/:domain/facilities/:id', 'POST guest-app/:domain/session', 'GET guest-app/:domain/session'];

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];
const names = (list: Json[]) => list.map((row) => row.name);
/** Every key anywhere in a JSON value. */
const keysOf = (value: Json, into = new Set<string>()): Set<string> => {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, into));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) keysOf(v, into.add(k));
  return into;
};

export const guestApp = defineGroup(COVERS, (api, who) => {
  const read = (domain: string, query = '', headers?: Record<string, string>) => api.call('GET', `guest-app/${domain}${query}`, { headers });

  it('answers 404 with the catalogue’s body for a domain no property has, and needs no session', async () => {
    const res = await read('no-such-hotel-xyz');
    expect(res).toEqual({ status: 404, body: apiError(404) });
    expect((await read(who().domainA)).status).toBe(200);
  });

  it("the payload: the property, the latest layout, active facilities with their active activities and menus, today's events, app banners, quick actions", async () => {
    const token = who().ownerA;
    const pool = await create(api, 'facilities', token, { name: en('Guest Pool'), description: en('<p>Warm</p>'), show_app_home: true });
    const closed = await create(api, 'facilities', token, { name: en('Guest Closed Spa') });
    await api.call('POST', `facilities/${closed.id}/active`, { token, body: { active: false } });
    const swim = await create(api, 'facilities/activities', token, { facility_id: pool.id, name: en('Guest Swim'), price_text: en('Free') });
    const hidden = await create(api, 'facilities/activities', token, { facility_id: pool.id, name: en('Guest Hidden swim') });
    await api.call('POST', `facilities/activities/${hidden.id}/active`, { token, body: { active: false } });
    await create(api, 'facilities/activities', token, { facility_id: closed.id, name: en('Guest Massage') });
    const drinks = await create(api, 'facilities/menus', token, { facility_id: pool.id, name: en('Guest Drinks'), type: 'pdf' });
    const old = await create(api, 'facilities/menus', token, { facility_id: pool.id, name: en('Guest Old menu'), type: 'menu' });
    await api.call('POST', `facilities/menus/${old.id}/active`, { token, body: { active: false } });
    const party = await create(api, 'events/recurring', token, { name: en('Guest Party'), start_time: '21:00', end_time: '23:00', weekly_recurring_day: ALL_DAYS });
    const yoga = await create(api, 'events/recurring', token, { name: en('Guest Yoga'), start_time: '07:00', end_time: '08:00', weekly_recurring_day: ALL_DAYS });
    const off = await create(api, 'events/recurring', token, { name: en('Guest Cancelled'), start_time: '10:00', end_time: '11:00', weekly_recurring_day: ALL_DAYS });
    await api.call('POST', `events/recurring/${off.id}/active`, { token, body: { active: false } });
    const appBanner = await create(api, 'promotions', token, { name: 'Guest app banner', description: en('Happy hour'), show_on_app: true, related_type: 'facility', related_id: closed.id });
    await create(api, 'promotions', token, { name: 'Guest TV-only banner', show_on_tv: true });
    await create(api, 'promotions', who().ownerB, { name: 'Guest their banner', show_on_app: true });
    await create(api, 'facilities', who().ownerB, { name: en('Guest Their pool') });
    const call = await create(api, 'quick-actions', token, { name: en('Guest Call'), sort_order: 0, type: 'call', payload: '+960 777 1234', icon: 'phone' });
    const saved = dataOf(await api.call('POST', 'editor/app/versions', { token, body: { config: { home: { components: [{ type: 'h1', name: 'Hello', config: { text: en('Welcome') } }] } } } }), 201);

    const app = dataOf(await read(who().domainA));
    expect(app).toMatchObject({
      language: 'en',
      languages: expect.arrayContaining(['en']),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      property: { name: expect.any(String), primary_color: expect.stringMatching(/^#/), time_zone: expect.any(String) },
    });
    expect(app.languages[0]).toBe('en');
    expect(app.config).toEqual(saved.config);
    expect(app.config.schema_version).toBe(APP_CONFIG_SCHEMA_VERSION);

    const ours = (app.facilities as Json[]).filter((f) => f.name.startsWith('Guest '));
    expect(ours).toEqual([
      {
        id: pool.id,
        parent_id: null,
        name: 'Guest Pool',
        description: '<p>Warm</p>',
        show_app_home: true,
        cover: null,
        activities: [{ id: swim.id, name: 'Guest Swim', price_text: 'Free', description: '', cover: null }],
        menus: [{ id: drinks.id, name: 'Guest Drinks', type: 'pdf', short_description: '', pdf: null }],
      },
    ]);
    const events = (app.events as Json[]).filter((e) => e.name.startsWith('Guest '));
    expect(events).toEqual([
      { id: yoga.id, name: 'Guest Yoga', description: '', start_time: '07:00', end_time: '08:00', cover: null },
      { id: party.id, name: 'Guest Party', description: '', start_time: '21:00', end_time: '23:00', cover: null },
    ]);
    // The banner's link pointed at the inactive facility: it opens nothing.
    const banners = (app.banners as Json[]).filter((b) => b.description === 'Happy hour');
    expect(banners).toEqual([{ id: appBanner.id, description: 'Happy hour', image: null, link: null }]);
    expect((app.banners as Json[]).map((b) => b.id)).not.toContain(undefined);
    const action = (app.quick_actions as Json[]).find((q) => q.id === call.id);
    expect(action).toEqual({ id: call.id, name: 'Guest Call', type: 'call', payload: '+960 777 1234', icon_url: expect.stringContaining('phone'), link: null });

    // What is not there: inactive items, the TV-only banner, the other company's rows, any staff field.
    const text = JSON.stringify(app);
    for (const absent of ['Guest Closed Spa', 'Guest Hidden swim', 'Guest Massage', 'Guest Old menu', 'Guest Cancelled', 'Guest TV-only banner', 'Guest their banner', 'Guest Their pool']) {
      expect(text, absent).not.toContain(absent);
    }
    // The layout is staff-composed and keeps its own sort_order; everything else is checked for staff fields.
    const keys = keysOf({ ...app, config: null });
    for (const staff of ['active', 'sort_order', 'updated', 'created_by', 'related_text', 'related_direct', 'show_on_tv', 'show_on_app', 'username', 'email', 'password', 'permissions', 'company_id', 'payload_text', 'gallery', 'request_types_count']) {
      expect(keys.has(staff), staff).toBe(false);
    }
    expect(names(app.facilities)).not.toContain(undefined);
  });

  it("answers in ?lang when the property has it enabled, each text falling back to 'en'; any other lang is 'en'", async () => {
    const token = who().ownerA;
    const all = dataOf(await api.call('GET', 'languages', { token })) as Json[];
    const italian = all.find((l) => l.code === 'it');
    await api.call('POST', `languages/${italian.id}/enable`, { token });
    const cafe = await create(api, 'facilities', token, { name: [...en('Guest Cafe'), { language_code: 'it', text: 'Guest Caffè' }], description: en('Coffee') });
    const italianApp = dataOf(await read(who().domainA, '?lang=IT'));
    expect(italianApp.language).toBe('it');
    expect(italianApp.languages).toContain('it');
    expect((italianApp.facilities as Json[]).find((f) => f.id === cafe.id)).toMatchObject({ name: 'Guest Caffè', description: 'Coffee' });
    const disabled = all.find((l) => l.code !== 'it' && l.code !== 'en' && !l.enabled).code as string;
    for (const lang of ['xx', disabled, '']) {
      const app = dataOf(await read(who().domainA, `?lang=${lang}`));
      expect(app.language, lang).toBe('en');
      expect((app.facilities as Json[]).find((f) => f.id === cafe.id).name).toBe('Guest Cafe');
    }
  });

  it('is cacheable: a strong ETag over the body, If-None-Match → 304 with no body, a change → a new ETag', async () => {
    const token = who().ownerA;
    const first = await read(who().domainA);
    const etag = first.headers?.get('ETag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers?.get('Cache-Control')).toBe(`public, max-age=${GUEST_APP_MAX_AGE_SECONDS}`);
    const again = await read(who().domainA, '', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(again.headers?.get('ETag')).toBe(etag);
    expect((await read(who().domainA, '', { 'If-None-Match': `"other", W/${etag}` })).status).toBe(304);
    expect((await read(who().domainA, '', { 'If-None-Match': '"other"' })).status).toBe(200);
    await create(api, 'facilities', token, { name: en('Guest New bar') });
    const changed = await read(who().domainA, '', { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers?.get('ETag')).not.toBe(etag);
  });

  it("the hotel's Information cards in sort order, texts in ?lang else 'en', only the content of each card's type, nothing of another company's; a change → a new ETag", async () => {
    const token = who().ownerA;
    const all = dataOf(await api.call('GET', 'languages', { token })) as Json[];
    await api.call('POST', `languages/${all.find((l) => l.code === 'it').id}/enable`, { token });
    const card = (name: Json, content_type: string, sort_order: number) =>
      create(api, 'information', token, { name, description: en(`Guest Info about ${content_type}`), content_type, sort_order });
    const wifi = await card([...en('Guest Info Wi-Fi'), { language_code: 'it', text: 'Guest Info Rete' }], 'text', 2);
    await api.call('POST', `information/${wifi.id}/content-text`, {
      token,
      body: { text: [...en('<p>Network <b>Atoll</b><script>x</script></p>'), { language_code: 'it', text: '<p>Rete <em>Atoll</em></p>' }] },
    });
    const map = await card(en('Guest Info Map'), 'image', 1);
    await api.call('POST', `information/${map.id}/content-image`, { token, form: fileForm(PNG, 'a.png', 'image/png', { language_code: 'en' }) });
    await api.call('POST', `information/${map.id}/content-image`, { token, form: fileForm(PNG, 'b.png', 'image/png', { language_code: 'en' }) });
    await api.call('POST', `information/${map.id}/content-image`, { token, form: fileForm(PNG, 'c.png', 'image/png', { language_code: 'fr' }) });
    const guide = await card(en('Guest Info Guide'), 'pdf', 3);
    await api.call('POST', `information/${guide.id}/content-pdf`, { token, form: fileForm(PDF, 'guide.pdf', 'application/pdf', { language_code: 'en' }) });
    await create(api, 'information', who().ownerB, { name: en('Guest Info Theirs'), description: en('x'), content_type: 'text', sort_order: 0 });

    const ours = (app: Json) => (app.information as Json[]).filter((i) => i.name.startsWith('Guest Info'));
    const image = { url: expect.any(String), thumb_url: expect.any(String) };
    const english = dataOf(await read(who().domainA, '?lang=en'));
    expect(ours(english)).toEqual([
      { id: map.id, name: 'Guest Info Map', description: 'Guest Info about image', content_type: 'image', cover: null, text: '', images: [image, image], pdf: null },
      { id: wifi.id, name: 'Guest Info Wi-Fi', description: 'Guest Info about text', content_type: 'text', cover: null, text: '<p>Network <strong>Atoll</strong></p>', images: [], pdf: null },
      { id: guide.id, name: 'Guest Info Guide', description: 'Guest Info about pdf', content_type: 'pdf', cover: null, text: '', images: [], pdf: { url: expect.any(String), language_code: 'en' } },
    ]);
    const italian = dataOf(await read(who().domainA, '?lang=it'));
    expect(ours(italian).map((i) => [i.name, i.description, i.text, i.images.length, i.pdf?.language_code ?? null])).toEqual([
      ['Guest Info Map', 'Guest Info about image', '', 2, null],
      ['Guest Info Rete', 'Guest Info about text', '<p>Rete <em>Atoll</em></p>', 0, null],
      ['Guest Info Guide', 'Guest Info about pdf', '', 0, 'en'],
    ]);
    expect(JSON.stringify(english)).not.toContain('Guest Info Theirs');
    for (const staff of ['filename', 'content_type_label', 'sort_order', 'updated', 'content', 'cover_thumb']) {
      expect(keysOf(english.information).has(staff), staff).toBe(false);
    }

    // The text card turned into a PDF card: its text is kept for staff, not shown; the ETag follows the change.
    const etag = (await read(who().domainA, '?lang=en')).headers?.get('ETag') ?? '';
    await api.call('PATCH', `information/${wifi.id}`, {
      token,
      body: { name: en('Guest Info Wi-Fi'), description: en('Guest Info about text'), content_type: 'pdf', sort_order: 2 },
    });
    const changed = await read(who().domainA, '?lang=en', { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers?.get('ETag')).not.toBe(etag);
    expect(ours(dataOf(changed)).find((i) => i.id === wifi.id)).toMatchObject({ content_type: 'pdf', text: '', pdf: null });
  });

  it("a facility's page: the facility as the app shows it and its active ordering menus' categories and items; 404 for what the app does not show", async () => {
    const token = who().ownerA;
    const bar = await create(api, 'facilities', token, { name: en('Guest Bar') });
    const drinks = await create(api, 'facilities/menus', token, { facility_id: bar.id, name: en('Guest Cocktails'), type: 'menu' });
    const list = await create(api, 'facilities/menus', token, { facility_id: bar.id, name: en('Guest Wine list'), type: 'pdf' });
    const off = await create(api, 'facilities/menus', token, { facility_id: bar.id, name: en('Guest Winter menu'), type: 'menu' });
    await api.call('POST', `facilities/menus/${off.id}/active`, { token, body: { active: false } });
    const later = await create(api, 'facilities/menus/categories', token, { menu_id: drinks.id, name: en('Guest Digestifs'), sort_order: 2 });
    const first = await create(api, 'facilities/menus/categories', token, { menu_id: drinks.id, name: en('Guest Aperitifs'), sort_order: 1 });
    await create(api, 'facilities/menus/categories', token, { menu_id: off.id, name: en('Guest Mulled wine') });
    const spritz = await create(api, 'facilities/menus/items', token, { menu_id: drinks.id, category_id: first.id, name: en('Guest Spritz'), price_text: en('$9') });

    const app = dataOf(await read(who().domainA));
    const page = dataOf(await read(who().domainA, `/facilities/${bar.id}`));
    expect(page).toEqual({
      language: 'en',
      facility: (app.facilities as Json[]).find((f) => f.id === bar.id),
      menus: [
        {
          id: drinks.id,
          categories: [
            { id: first.id, name: 'Guest Aperitifs', cover: null, items: [{ id: spritz.id, name: 'Guest Spritz', price_text: '$9', description: '', cover: null }] },
            { id: later.id, name: 'Guest Digestifs', cover: null, items: [] },
          ],
        },
      ],
    });
    expect(page.facility.menus.map((m: Json) => m.id)).toEqual([drinks.id, list.id]);
    expect(JSON.stringify(page)).not.toContain('Mulled');
    const etag = (await read(who().domainA, `/facilities/${bar.id}`)).headers?.get('ETag') ?? '';
    expect((await read(who().domainA, `/facilities/${bar.id}`, { 'If-None-Match': etag })).status).toBe(304);

    await api.call('POST', `facilities/${bar.id}/active`, { token, body: { active: false } });
    const theirs = await create(api, 'facilities', who().ownerB, { name: en('Guest Their bar') });
    for (const path of [`/facilities/${bar.id}`, `/facilities/${theirs.id}`, '/facilities/999999999', '/facilities/abc']) {
      expect(await read(who().domainA, path), path).toEqual({ status: 404, body: apiError(404) });
    }
    expect((await read('no-such-hotel-xyz', `/facilities/${theirs.id}`)).status).toBe(404);
  });

  it('identifies an in-house guest by room and last name (any case, accents, spaces) and answers a guest token; anyone else gets one message', async () => {
    const token = who().ownerA;
    const type = await create(api, 'rooms/types', token, { name: 'Guest App Villa' });
    const set = dataOf(await api.call('POST', `rooms/types/${type.id}/rooms`, { token, body: { rooms: [{ number: 'GA1' }, { number: 'GA2' }] } }));
    const [ga1, ga2] = (set.rooms as Json[]).filter((r) => r.number.startsWith('GA')).map((r) => r.id as number);
    const guest = (over: Json) => ({ first_name: 'Zoë', last_name: 'Müller', confirmation_number: 'GA-1', nationality: 'NOR', arrival_date: day(-2), departure_date: day(3), ...over });
    await create(api, 'guests', token, guest({ room_id: ga1 }));
    await create(api, 'guests', token, guest({ room_id: ga2, last_name: 'Left', arrival_date: day(-5), departure_date: day(-1) }));
    await create(api, 'guests', token, guest({ room_id: ga2, last_name: 'Soon', arrival_date: day(5), departure_date: day(8) }));
    const domain = who().domainA;
    const session = (body: Json) => api.call('POST', `guest-app/${domain}/session`, { body });

    const started = dataOf(await session({ room: ' ga1 ', last_name: 'MULLER ' }), 201);
    expect(started).toEqual({ token: expect.any(String), expires_at: expect.any(String), guest: { first_name: 'Zoë', room: 'GA1' } });
    expect(Date.parse(started.expires_at)).toBeGreaterThan(Date.now());
    const me = await api.call('GET', `guest-app/${domain}/session`, { headers: { Authorization: `Bearer ${started.token}` } });
    expect(dataOf(me)).toEqual({ expires_at: started.expires_at, guest: { first_name: 'Zoë', room: 'GA1' } });
    // A guest token is no staff session.
    expect((await api.call('GET', 'auth/me', { token: started.token })).status).toBe(401);

    const miss = { status: 422, message: GUEST_SESSION_TEXT.notFound, errors: { last_name: [GUEST_SESSION_TEXT.notFound] } };
    for (const body of [
      { room: 'GA1', last_name: 'Other' },
      { room: 'GA2', last_name: 'Müller' },
      { room: 'GA2', last_name: 'Left' },
      { room: 'GA2', last_name: 'Soon' },
      { room: 'NOPE', last_name: 'Müller' },
    ]) {
      expect((await session(body)).body, JSON.stringify(body)).toMatchObject(miss);
    }
    expect((await session({ room: '', last_name: ' ' })).body.errors).toEqual({ room: [MSG.fieldRequired], last_name: [MSG.fieldRequired] });
    // Another company's guest is not found under this domain, nor this one's under an unknown domain.
    expect((await api.call('POST', 'guest-app/no-such-hotel-xyz/session', { body: { room: 'GA1', last_name: 'Müller' } })).status).toBe(404);

    for (const bad of ['', 'Bearer nope', `Bearer ${started.token}x`, `Bearer ${token}`]) {
      expect((await api.call('GET', `guest-app/${domain}/session`, { headers: bad ? { Authorization: bad } : {} })).status, bad).toBe(401);
    }
  });
});
