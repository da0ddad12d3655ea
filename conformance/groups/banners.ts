/** Banners (/promotions on the wire): CRUD, ordering, validation, rich text, per-language image, tenancy, permissions. */
import { expect, it } from 'vitest';
import { CONTENT_TEXT, MSG, en } from '@atoll/contract';
import { defineGroup, type RouteKey } from '../harness';
import { PNG, create, dataOf, errorsOf, expectGuarded, expectMissingTo, fileForm, only } from '../helpers';

const COVERS: RouteKey[] = [
  'GET promotions',
  'GET promotions/:id',
  'POST promotions',
  'PATCH promotions/:id',
  'DELETE promotions/:id',
  'POST promotions/:id/image',
  'DELETE promotions/:id/image',
];

export const banners = defineGroup(COVERS, (api, who) => {
  it('creates with defaults, reads it back, lists by sort_order then id', async () => {
    const token = who().ownerA;
    const summer = await create(api, 'promotions', token, { name: '  Summer  ', description: en('Two for one') });
    expect(summer).toEqual({
      id: expect.any(Number),
      name: 'Summer',
      sort_order: 0,
      show_on_tv: false,
      show_on_app: false,
      description: en('Two for one'),
      related_type: null,
      related_id: null,
      related_direct: false,
      related_text: null,
      image: [],
      updated: expect.any(String),
    });
    const b = await create(api, 'promotions', token, { name: 'B', sort_order: 5, show_on_tv: true });
    const c = await create(api, 'promotions', token, { name: 'C', sort_order: 1 });
    const d = await create(api, 'promotions', token, { name: 'D', sort_order: 1 });
    const list = only(dataOf(await api.call('GET', 'promotions', { token })), [summer.id, b.id, c.id, d.id]);
    expect(list.map((p) => p.name)).toEqual(['Summer', 'C', 'D', 'B']);
    expect(dataOf(await api.call('GET', `promotions/${b.id}`, { token }))).toMatchObject({ name: 'B', sort_order: 5, show_on_tv: true, show_on_app: false });
    expect(await api.call('DELETE', `promotions/${c.id}`, { token })).toEqual({ status: 200, body: { data: null } });
    expect((await api.call('GET', `promotions/${c.id}`, { token })).status).toBe(404);
  });

  it('validates create and update with the contract messages', async () => {
    const token = who().ownerA;
    expect(errorsOf(await api.call('POST', 'promotions', { token, body: {} }))).toEqual({ name: [MSG.enterName] });
    expect(errorsOf(await api.call('POST', 'promotions', { token, body: { name: '   ', sort_order: -1 } }))).toEqual({
      name: [MSG.enterName],
      sort_order: [CONTENT_TEXT.sortOrder],
    });
    const wrongTypes = await api.call('POST', 'promotions', { token, body: { name: 'X', description: 'not a list', related_type: 'planet', related_id: 1 } });
    expect(Object.keys(errorsOf(wrongTypes)).sort()).toEqual(['description', 'related_type']);
    expect(errorsOf(await api.call('POST', 'promotions', { token, body: { name: 'X', sort_order: 3_000_000_000 } }))).toEqual({ sort_order: [CONTENT_TEXT.sortOrder] });
    const valid = await create(api, 'promotions', token, { name: 'Valid' });
    expect(errorsOf(await api.call('PATCH', `promotions/${valid.id}`, { token, body: { name: '' } }))).toEqual({
      name: [MSG.fieldRequired],
      sort_order: [MSG.fieldRequired],
    });
    expect((await api.call('PATCH', `promotions/${valid.id}`, { token, raw: '{oops' })).status).toBe(400);
  });

  it('PATCH changes what was sent and keeps the rest; empty translations dropped; rich text cleaned', async () => {
    const token = who().ownerA;
    const spa = await create(api, 'promotions', token, { name: 'Spa', description: en('Massage'), show_on_app: true });
    const patched = dataOf(await api.call('PATCH', `promotions/${spa.id}`, { token, body: { name: 'Spa week', sort_order: 3, show_on_tv: true } }));
    expect(patched).toMatchObject({ name: 'Spa week', sort_order: 3, show_on_tv: true, show_on_app: true, description: en('Massage') });
    const description = [{ language_code: 'en', text: 'Massage' }, { language_code: 'dv', text: 'ދ' }, { language_code: 'ru', text: '' }];
    const translated = dataOf(await api.call('PATCH', `promotions/${spa.id}`, { token, body: { name: 'Spa week', sort_order: 3, description } }));
    expect(translated.description).toEqual(description.slice(0, 2));
    const rich = '<p style="x">Hot <b>stones</b><script>alert(1)</script><img src=x onerror=alert(1)></p>';
    const cleaned = dataOf(await api.call('PATCH', `promotions/${spa.id}`, { token, body: { name: 'Spa week', sort_order: 3, description: en(rich) } }));
    expect(cleaned.description).toEqual(en('<p>Hot <strong>stones</strong></p>'));
  });

  it('one image per language (shape only: URLs differ by design); DELETE by language_code', async () => {
    const token = who().ownerA;
    const banner = await create(api, 'promotions', token, { name: 'Images' });
    const path = `promotions/${banner.id}/image`;
    const first = dataOf(await api.call('POST', path, { token, form: fileForm(PNG, 'en.png', 'image/png', { language_code: 'en' }) }));
    expect(first.image).toEqual([{ id: expect.any(String), language_code: 'en', filename: 'en.png', url: expect.any(String), thumb_url: expect.any(String) }]);
    const dv = dataOf(await api.call('POST', path, { token, form: fileForm(PNG, 'dv.png', 'image/png', { language_code: 'dv' }) }));
    expect(dv.image.map((i: { language_code: string }) => i.language_code)).toEqual(['en', 'dv']);
    const replaced = dataOf(await api.call('POST', path, { token, form: fileForm(PNG, 'en2.png', 'image/png', { language_code: 'en' }) }));
    expect(replaced.image.map((i: { filename: string }) => i.filename).sort()).toEqual(['dv.png', 'en2.png']);
    const removed = dataOf(await api.call('DELETE', path, { token, body: { language_code: 'dv' } }));
    expect(removed.image.map((i: { language_code: string }) => i.language_code)).toEqual(['en']);
    expect(errorsOf(await api.call('DELETE', path, { token, body: {} }))).toEqual({ language_code: [MSG.fieldRequired] });
    expect(errorsOf(await api.call('POST', path, { token, form: fileForm(PNG, 'x.png', 'image/png') }))).toEqual({ language_code: [MSG.fieldRequired] });
  });

  it("another company's banner is 404 on every route; lists stay apart", async () => {
    const theirs = await create(api, 'promotions', who().ownerB, { name: 'Theirs' });
    await expectMissingTo(api, who().ownerA, [
      ['GET', `promotions/${theirs.id}`],
      ['PATCH', `promotions/${theirs.id}`, { name: 'x', sort_order: 1 }],
      ['DELETE', `promotions/${theirs.id}/image`, { language_code: 'en' }],
      ['DELETE', `promotions/${theirs.id}`],
    ]);
    expect(dataOf(await api.call('GET', 'promotions', { token: who().ownerA })).map((p: { id: number }) => p.id)).not.toContain(theirs.id);
    expect(dataOf(await api.call('GET', `promotions/${theirs.id}`, { token: who().ownerB })).name).toBe('Theirs');
  });

  it('every route needs manage-hotel-content (403) and a session (401)', async () => {
    const guarded = await create(api, 'promotions', who().ownerA, { name: 'Guarded' });
    await expectGuarded(api, who().staffA, [
      ['GET', 'promotions'],
      ['POST', 'promotions', { name: 'x' }],
      ['GET', `promotions/${guarded.id}`],
      ['PATCH', `promotions/${guarded.id}`, { name: 'x', sort_order: 1 }],
      ['DELETE', `promotions/${guarded.id}`],
      ['DELETE', `promotions/${guarded.id}/image`, { language_code: 'en' }],
    ]);
    expect(dataOf(await api.call('GET', 'promotions', { token: who().adminA }))).toEqual(expect.any(Array));
  });
});
