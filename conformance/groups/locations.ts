/** Key places (/locations): CRUD, ordering, validation ('Please enter a name', lat/lng 'Field is required'), related link, cover, icon with its contrast, tenancy, manage-map. */
import { expect, it } from 'vitest';
import { CONTENT_TEXT, LOCATION_ICON_BACKGROUND, LOCATION_ICON_COLOR, LOCATION_TEXT, MSG, en, iconUrl } from '@atoll/contract';
import { defineGroup, type RouteKey } from '../harness';
import { PNG, create, dataOf, errorsOf, expectGuarded, expectMissingTo, fileForm, only } from '../helpers';

const COVERS: RouteKey[] = [
  'GET locations',
  'GET locations/:id',
  'POST locations',
  'PATCH locations/:id',
  'DELETE locations/:id',
  'POST locations/:id/cover',
  'DELETE locations/:id/cover',
  'PATCH locations/:id/icon',
];

const place = (name: string, extra: Record<string, unknown> = {}) => ({ name, lat: 4.1755, lng: 73.5093, ...extra });

export const locations = defineGroup(COVERS, (api, who) => {
  it('creates with the icon defaults, reads it back, lists by sort_order then id, deletes', async () => {
    const token = who().ownerA;
    const jetty = await create(api, 'locations', token, place('  Jetty  ', { description: en('<p>Boats <b>leave</b> here</p>') }));
    expect(jetty).toEqual({
      id: expect.any(Number),
      name: 'Jetty',
      description: en('<p>Boats <strong>leave</strong> here</p>'),
      lat: 4.1755,
      lng: 73.5093,
      sort_order: 0,
      related_type: null,
      related_id: null,
      related_direct: false,
      related_text: null,
      cover: null,
      cover_thumb: null,
      icon: null,
      icon_url: null,
      icon_color: LOCATION_ICON_COLOR,
      icon_background: LOCATION_ICON_BACKGROUND,
      updated: expect.any(String),
    });
    const spa = await create(api, 'locations', token, place('Spa', { sort_order: 5 }));
    const bar = await create(api, 'locations', token, place('Bar', { sort_order: 1, lat: -4.5, lng: -73.25 }));
    const list = only(dataOf(await api.call('GET', 'locations', { token })), [jetty.id, spa.id, bar.id]);
    expect(list.map((l) => l.name)).toEqual(['Jetty', 'Bar', 'Spa']);
    expect(dataOf(await api.call('GET', `locations/${bar.id}`, { token }))).toMatchObject({ name: 'Bar', lat: -4.5, lng: -73.25, sort_order: 1 });
    expect(await api.call('DELETE', `locations/${spa.id}`, { token })).toEqual({ status: 200, body: { data: null } });
    expect((await api.call('GET', `locations/${spa.id}`, { token })).status).toBe(404);
  });

  it('validates create and update with the contract messages', async () => {
    const token = who().ownerA;
    expect(errorsOf(await api.call('POST', 'locations', { token, body: {} }))).toEqual({
      name: [MSG.enterName],
      lat: [MSG.fieldRequired],
      lng: [MSG.fieldRequired],
    });
    expect(errorsOf(await api.call('POST', 'locations', { token, body: place(' ', { lat: 95, lng: -181, sort_order: -1 }) }))).toEqual({
      name: [MSG.enterName],
      lat: [CONTENT_TEXT.latitude],
      lng: [CONTENT_TEXT.longitude],
      sort_order: [CONTENT_TEXT.sortOrder],
    });
    const wrong = await api.call('POST', 'locations', { token, body: place('X', { lat: 'north', description: 'text', related_type: 'planet', related_id: 1 }) });
    expect(Object.keys(errorsOf(wrong)).sort()).toEqual(['description', 'lat', 'related_type']);
    const valid = await create(api, 'locations', token, place('Valid'));
    expect(errorsOf(await api.call('PATCH', `locations/${valid.id}`, { token, body: { name: '' } }))).toEqual({
      name: [MSG.fieldRequired],
      sort_order: [MSG.fieldRequired],
      lat: [MSG.fieldRequired],
      lng: [MSG.fieldRequired],
    });
    expect((await api.call('PATCH', `locations/${valid.id}`, { token, raw: '{oops' })).status).toBe(400);
  });

  it('PATCH moves the place and keeps an unsent description; a related object is checked and named', async () => {
    const token = who().ownerA;
    const info = await create(api, 'information', token, { name: en('Diving rules'), description: en('d'), content_type: 'text', sort_order: 0 });
    const centre = await create(api, 'locations', token, place('Dive centre', { description: en('Reef trips') }));
    const moved = dataOf(
      await api.call('PATCH', `locations/${centre.id}`, {
        token,
        body: { name: 'Dive Centre', sort_order: 2, lat: 4.2, lng: 73.55, related_type: 'information', related_id: info.id, related_direct: true },
      }),
    );
    expect(moved).toMatchObject({ name: 'Dive Centre', sort_order: 2, lat: 4.2, lng: 73.55, description: en('Reef trips') });
    expect(moved).toMatchObject({ related_type: 'information', related_id: info.id, related_direct: true, related_text: 'Diving rules' });
    const missing = await api.call('PATCH', `locations/${centre.id}`, { token, body: place('Dive Centre', { sort_order: 2, related_type: 'event', related_id: 2_000_000_000 }) });
    expect(errorsOf(missing)).toEqual({ related_id: [CONTENT_TEXT.relatedMissing] });
    await api.call('DELETE', `information/${info.id}`, { token });
    expect(dataOf(await api.call('GET', `locations/${centre.id}`, { token }))).toMatchObject({ related_type: null, related_id: null, related_text: null });
  });

  it('icon: an icon of the picker, the foreground required, the background defaulted, a faint pair refused', async () => {
    const token = who().ownerA;
    const spa = await create(api, 'locations', token, place('Spa pavilion'));
    const path = `locations/${spa.id}/icon`;
    const set = dataOf(await api.call('PATCH', path, { token, body: { icon: 'spa', icon_color: '#1a202c', icon_background: '#fbd38d' } }));
    expect(set).toMatchObject({ icon: 'spa', icon_url: iconUrl('spa'), icon_color: '#1A202C', icon_background: '#FBD38D' });
    expect(errorsOf(await api.call('PATCH', path, { token, body: { icon: 'spa' } }))).toEqual({ icon_color: [MSG.fieldRequired] });
    expect(errorsOf(await api.call('PATCH', path, { token, body: { icon: 'planet', icon_color: 'white' } }))).toEqual({
      icon: [CONTENT_TEXT.chooseFromList],
      icon_color: [LOCATION_TEXT.colourFormat],
    });
    expect(errorsOf(await api.call('PATCH', path, { token, body: { icon: 'spa', icon_color: '#FFFFFF', icon_background: '#FED7D7' } }))).toEqual({
      icon_background: [LOCATION_TEXT.iconContrast],
    });
    const defaults = dataOf(await api.call('PATCH', path, { token, body: { icon: null, icon_color: LOCATION_ICON_COLOR } }));
    expect(defaults).toMatchObject({ icon: null, icon_url: null, icon_color: LOCATION_ICON_COLOR, icon_background: LOCATION_ICON_BACKGROUND });
  });

  it('cover upload and removal (shape only: URLs differ by design); not an image is refused', async () => {
    const token = who().ownerA;
    const jetty = await create(api, 'locations', token, place('Cover jetty'));
    const covered = dataOf(await api.call('POST', `locations/${jetty.id}/cover`, { token, form: fileForm(PNG, 'j.png', 'image/png') }));
    expect(covered).toMatchObject({ cover: expect.any(String), cover_thumb: expect.any(String) });
    expect((await api.call('POST', `locations/${jetty.id}/cover`, { token, form: fileForm(new TextEncoder().encode('no'), 'x.png', 'image/png') })).status).toBe(415);
    expect(dataOf(await api.call('DELETE', `locations/${jetty.id}/cover`, { token }))).toMatchObject({ cover: null, cover_thumb: null });
  });

  it("another company's place is 404 on every route; lists stay apart", async () => {
    const theirs = await create(api, 'locations', who().ownerB, place('Theirs'));
    await expectMissingTo(api, who().ownerA, [
      ['GET', `locations/${theirs.id}`],
      ['PATCH', `locations/${theirs.id}`, place('x', { sort_order: 1 })],
      ['PATCH', `locations/${theirs.id}/icon`, { icon_color: '#FFFFFF' }],
      ['DELETE', `locations/${theirs.id}/cover`],
      ['DELETE', `locations/${theirs.id}`],
    ]);
    expect(dataOf(await api.call('GET', 'locations', { token: who().ownerA })).map((l: { id: number }) => l.id)).not.toContain(theirs.id);
    expect(dataOf(await api.call('GET', `locations/${theirs.id}`, { token: who().ownerB })).name).toBe('Theirs');
  });

  it('every route needs manage-map (403, even for an administrator without it) and a session (401)', async () => {
    const guarded = await create(api, 'locations', who().ownerA, place('Guarded'));
    const routes: [string, string, unknown?][] = [
      ['GET', 'locations'],
      ['POST', 'locations', place('x')],
      ['GET', `locations/${guarded.id}`],
      ['PATCH', `locations/${guarded.id}`, place('x', { sort_order: 1 })],
      ['PATCH', `locations/${guarded.id}/icon`, { icon_color: '#FFFFFF' }],
      ['DELETE', `locations/${guarded.id}/cover`],
      ['DELETE', `locations/${guarded.id}`],
    ];
    await expectGuarded(api, who().staffA, routes);
    for (const [method, path, body] of routes) expect((await api.call(method, path, { token: who().adminA, body })).status, `${method} ${path}`).toBe(403);
  });
});
