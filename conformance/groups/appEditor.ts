/**
 * Admin › App Editor (issue 21): app versions — the empty configuration before the first save, saving
 * (ids generated, sort_order from 1, unknown types kept and flagged), the history with summaries, field
 * errors by path and the limits, two saves on one base (merged when they touch different components or
 * different fields of one, 428 CONFIRMATION_REQUIRED listing the components and fields on a real conflict, then overwrite), restore, that what
 * a configuration names is the company's (facilities, activities, its own editor uploads) — and the editor's
 * uploads, permissions and tenancy. The race of two concurrent saves is the server's alone
 * (server/test/appVersionsRace.test.ts).
 */
import { expect, it } from 'vitest';
import {
  APP_CONFIG_SCHEMA_VERSION,
  APP_EDITOR_LIMITS,
  APP_EDITOR_TEXT,
  API_TEXT,
  CONTENT_TEXT,
  MSG,
  emptyAppConfig,
} from '@atoll/contract';
import { defineGroup, type Json, type RouteKey } from '../harness';
import { create, dataOf, errorsOf, expectGuarded, expectMissingTo, fileForm, PDF, PNG } from '../helpers';

const COVERS: RouteKey[] = [
  'GET editor/app/versions/latest',
  'GET editor/app/versions',
  'GET editor/app/versions/:id',
  'POST editor/app/versions',
  'POST editor/app/versions/:id/restore',
  'POST editor/images',
  'POST editor/pdfs',
];

const en = (text: string) => [{ language_code: 'en', text }];
const heading = (id: string | undefined, text: string) => ({ ...(id ? { id } : {}), type: 'h1', name: text, config: { text: en(text) } });
type Api = Parameters<Parameters<typeof defineGroup>[1]>[0];
/** An image uploaded through editor/images: the only images a configuration may name. */
const upload = async (api: Api, token: string): Promise<Json> => dataOf(await api.call('POST', 'editor/images', { token, form: fileForm(PNG, 'hero.png', 'image/png') }), 201);
const save = (api: Api, token: string, body: Json) => api.call('POST', 'editor/app/versions', { token, body });
const ids = (config: Json, section = 'home') => (config[section].components as Json[]).map((c) => c.id);
/** The config with one heading's text replaced. */
const withText = (config: Json, id: string, text: string): Json => ({
  ...config,
  home: { components: (config.home.components as Json[]).map((c) => (c.id === id ? { ...c, config: { text: en(text) } } : c)) },
});

export const appEditor = defineGroup(COVERS, (api, who) => {
  it('answers a company that never saved the empty configuration of the current schema', async () => {
    const latest = dataOf(await api.call('GET', 'editor/app/versions/latest', { token: who().ownerB }));
    expect(latest).toEqual({ id: null, based_on: null, summary: '', created_by: null, created_at: null, schema_version: APP_CONFIG_SCHEMA_VERSION, config: emptyAppConfig() });
  });

  it('saves a version: ids generated, names filled, sort_order from 1, an unknown type kept and flagged', async () => {
    const token = who().ownerA;
    const image = [await upload(api, token)];
    const odd = { id: 'weather', type: 'weather-widget', name: 'Weather', sort_order: 1, config: { city: 'Malé' } };
    const saved = dataOf(
      await save(api, token, {
        config: {
          schema_version: APP_CONFIG_SCHEMA_VERSION,
          home: {
            components: [
              { type: 'full-width-image', sort_order: 30, config: { image, action: { type: 'url', url: 'https://atoll.example', number: '1' } } },
              { ...heading('hero', 'Welcome'), sort_order: 10 },
              odd,
            ],
          },
        },
      }),
      201,
    );
    expect(saved).toMatchObject({ id: expect.any(Number), based_on: null, merged: false, summary: APP_EDITOR_TEXT.firstVersion, schema_version: APP_CONFIG_SCHEMA_VERSION });
    expect(saved.created_by).toEqual({ id: expect.any(Number), name: expect.any(String) });
    const home = saved.config.home.components as Json[];
    expect(home.map((c) => [c.id, c.name, c.sort_order])).toEqual([
      ['weather', 'Weather', 1],
      ['hero', 'Welcome', 2],
      [expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), 'Full-width image', 3],
    ]);
    expect(home[0]).toEqual({ ...odd, unsupported: true });
    expect(home[2].config).toEqual({ image, alt: [], action: { type: 'url', url: 'https://atoll.example' } });
    expect(saved.config.facilities).toEqual({ components: [] });
    const { merged: _merged, ...version } = saved;
    expect(dataOf(await api.call('GET', 'editor/app/versions/latest', { token }))).toEqual(version);
    expect(dataOf(await api.call('GET', `editor/app/versions/${saved.id}`, { token }))).toEqual(version);
  });

  it('migrates a schema v1 configuration (sections as bare lists)', async () => {
    const saved = dataOf(await save(api, who().ownerA, { config: { home: [heading('v1', 'Old shape')] } }), 201);
    expect(saved.config.home.components).toEqual([{ ...heading('v1', 'Old shape'), sort_order: 1 }]);
  });

  it('lists the history newest first, paged, with who and a summary of each save', async () => {
    const token = who().ownerA;
    const first = dataOf(await save(api, token, { config: { home: { components: [heading('a', 'Hero'), heading('b', 'Spa hours')] } } }), 201);
    const second = dataOf(await save(api, token, { config: withText(first.config, 'a', 'Hero!'), base_version_id: first.id }), 201);
    expect(second.summary).toBe('Changed Hero text');
    const third = dataOf(await save(api, token, { config: { home: { components: [second.config.home.components[1], heading('c', 'Pool')] } }, base_version_id: second.id }), 201);
    // Spa hours keeps its place among what stayed: not a move.
    expect(third.summary).toBe('Added Pool, Removed Hero');
    const page = await api.call('GET', 'editor/app/versions?limit=2', { token });
    expect(page.status).toBe(200);
    expect(page.body.data.map((v: Json) => v.id)).toEqual([third.id, second.id]);
    expect(page.body.meta).toMatchObject({ page: 1, limit: 2, total: expect.any(Number) });
    expect(page.body.data[1]).toEqual({ id: second.id, based_on: first.id, summary: 'Changed Hero text', created_by: second.created_by, created_at: expect.any(String) });
    expect((await api.call('GET', 'editor/app/versions?limit=2&page=2', { token })).body.data[0].id).toBe(first.id);
    expect(Object.keys(errorsOf(await api.call('GET', 'editor/app/versions?limit=500&page=0', { token }))).sort()).toEqual(['limit', 'page']);
  });

  it('answers field errors by path into the configuration, never a 500', async () => {
    const token = who().ownerA;
    const errors = errorsOf(
      await save(api, token, {
        config: {
          home: {
            components: [
              heading('ok', 'Fine'),
              { type: 'h1', config: { text: en(' ') } },
              { type: 'title-desc-image', config: { title: en('T'), image_position: 'top', action: { type: 'phone' } } },
              { type: 'circle-actions', config: { items: [{ label: en('x'.repeat(36)), icon: [] }] } },
            ],
          },
          spa: { components: [] },
        },
      }),
    );
    expect(errors).toEqual({
      'config.home.components[1].config.text': [MSG.fieldRequired],
      'config.home.components[2].config.image_position': [CONTENT_TEXT.chooseFromList],
      'config.home.components[2].config.action.number': [MSG.fieldRequired],
      'config.home.components[3].config.items[0].label': [CONTENT_TEXT.perLanguageMax(APP_EDITOR_LIMITS.labelMax)],
      'config.home.components[3].config.items[0].icon': [APP_EDITOR_TEXT.imageRequired],
      'config.spa': [APP_EDITOR_TEXT.unknownSection],
    });
    expect(errorsOf(await save(api, token, { config: 'home' }))).toEqual({ config: [API_TEXT.mustBeObject] });
    expect(errorsOf(await save(api, token, {}))).toEqual({ config: [MSG.fieldRequired] });
    expect(errorsOf(await save(api, token, { config: { schema_version: 7 } }))).toEqual({ 'config.schema_version': [APP_EDITOR_TEXT.schemaVersion] });
    expect(errorsOf(await save(api, token, { config: { home: { components: 'x' } } }))).toEqual({ 'config.home.components': [API_TEXT.mustBeList] });
    expect(errorsOf(await save(api, token, { config: { home: [{ type: ['h1'], name: { a: 1 } }, 'x', heading('d', 'x'), heading('d', 'y')] } }))).toEqual({
      'config.home.components[0].type': [API_TEXT.mustBeText],
      'config.home.components[0].name': [API_TEXT.mustBeText],
      'config.home.components[1]': [API_TEXT.mustBeObject],
      'config.home.components[3].id': [APP_EDITOR_TEXT.duplicateId],
    });
  });

  it('enforces the limits: components per section, images per slider, name length', async () => {
    const token = who().ownerA;
    const many = Array.from({ length: APP_EDITOR_LIMITS.componentsPerSection + 1 }, (_, i) => heading(`m${i}`, `H${i}`));
    expect(errorsOf(await save(api, token, { config: { home: many } }))).toEqual({ 'config.home.components': [APP_EDITOR_TEXT.tooManyComponents(APP_EDITOR_LIMITS.componentsPerSection)] });
    dataOf(await save(api, token, { config: { home: many.slice(1) } }), 201);
    const image = [await upload(api, token)];
    const slides = (n: number) => Array.from({ length: n }, () => ({ image }));
    expect(errorsOf(await save(api, token, { config: { home: [{ type: 'image-slider', config: { items: slides(APP_EDITOR_LIMITS.sliderItems + 1) } }] } }))).toEqual({
      'config.home.components[0].config.items': [APP_EDITOR_TEXT.tooManySlides(APP_EDITOR_LIMITS.sliderItems)],
    });
    const slider = dataOf(await save(api, token, { config: { home: [{ type: 'image-slider', config: { items: slides(2) } }] } }), 201);
    expect(slider.config.home.components[0].config.items.map((item: Json) => typeof item.id)).toEqual(['string', 'string']);
    expect(errorsOf(await save(api, token, { config: { home: [{ ...heading('n', 'x'), name: 'n'.repeat(APP_EDITOR_LIMITS.nameMax + 1) }] } }))).toEqual({
      'config.home.components[0].name': [APP_EDITOR_TEXT.nameTooLong(APP_EDITOR_LIMITS.nameMax)],
    });
  });

  it('merges a save with the versions saved since its base when they changed different components', async () => {
    const token = who().ownerA;
    const base = dataOf(await save(api, token, { config: { home: [heading('m1', 'One'), heading('m2', 'Two'), heading('m3', 'Three')] } }), 201);
    const theirs = dataOf(await save(api, token, { config: withText(base.config, 'm1', 'One (theirs)'), base_version_id: base.id }), 201);
    const ours = { ...withText(base.config, 'm2', 'Two (ours)'), home: { components: [...withText(base.config, 'm2', 'Two (ours)').home.components, heading('m4', 'Four')] } };
    const merged = dataOf(await save(api, token, { config: ours, base_version_id: base.id }), 201);
    expect(merged).toMatchObject({ merged: true, based_on: base.id });
    expect(ids(merged.config)).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(merged.config.home.components.map((c: Json) => c.config.text[0].text)).toEqual(['One (theirs)', 'Two (ours)', 'Three', 'Four']);
    expect(merged.id).toBeGreaterThan(theirs.id);
  });

  it('merges two saves that changed different fields of one component: one its title, the other its image and name', async () => {
    const token = who().ownerA;
    const [first, second] = [await upload(api, token), await upload(api, token)];
    const card = (over: Json = {}, name = 'Spa hours') => ({ id: 'fm', type: 'title-desc-image', name, config: { title: en('Spa'), image: [first], ...over } });
    const base = dataOf(await save(api, token, { config: { home: [card(), heading('fm2', 'Hello')] } }), 201);
    dataOf(await save(api, token, { config: { home: [card({ image: [second] }, 'Spa'), heading('fm2', 'Hello')] }, base_version_id: base.id }), 201);
    const merged = dataOf(await save(api, token, { config: { home: [card({ title: en('Coral Spa') }), heading('fm2', 'Hello')] }, base_version_id: base.id }), 201);
    expect(merged.merged).toBe(true);
    expect(merged.config.home.components[0]).toMatchObject({ id: 'fm', name: 'Spa', config: { title: en('Coral Spa'), image: [second] } });
    // The same field changed differently on both sides still asks, naming the field.
    const asked = await save(api, token, { config: { home: [card({ title: en('Spa & wellness') }), heading('fm2', 'Hello')] }, base_version_id: base.id });
    expect(asked.status).toBe(428);
    expect(asked.body.data.conflicts).toEqual([{ section: 'home', component_id: 'fm', name: 'Spa hours', reason: 'changed-by-both', fields: ['config.title'] }]);
  });

  it('asks CONFIRMATION_REQUIRED on a real conflict, listing the components; overwrite saves as sent', async () => {
    const token = who().ownerA;
    const base = dataOf(await save(api, token, { config: { home: [heading('k1', 'Hero'), heading('k2', 'Spa')] } }), 201);
    const theirs = dataOf(await save(api, token, { config: { home: [{ ...heading('k1', 'Hero'), config: { text: en('Hero theirs') } }] }, base_version_id: base.id }), 201);
    const ours = withText(withText(base.config, 'k1', 'Hero ours'), 'k2', 'Spa ours');
    const asked = await save(api, token, { config: ours, base_version_id: base.id });
    expect(asked.status).toBe(428);
    expect(asked.body).toMatchObject({
      code: 'CONFIRMATION_REQUIRED',
      message: APP_EDITOR_TEXT.conflict(2),
      data: {
        id: `overwrite:${theirs.id}`,
        confirm_text: APP_EDITOR_TEXT.overwrite,
        latest_version_id: theirs.id,
        conflicts: [
          { section: 'home', component_id: 'k1', name: 'Hero', reason: 'changed-by-both', fields: ['config.text'] },
          { section: 'home', component_id: 'k2', name: 'Spa', reason: 'changed-here-removed-there' },
        ],
      },
    });
    // Nothing was saved by the question.
    expect(dataOf(await api.call('GET', 'editor/app/versions/latest', { token })).id).toBe(theirs.id);
    const overwritten = dataOf(await save(api, token, { config: ours, base_version_id: base.id, overwrite: true }), 201);
    expect(overwritten.merged).toBe(false);
    expect(overwritten.config.home.components.map((c: Json) => c.config.text[0].text)).toEqual(['Hero ours', 'Spa ours']);
    // The console's confirmation sends the question's id back instead.
    const again = await save(api, token, { config: withText(base.config, 'k1', 'Hero again'), base_version_id: base.id });
    expect(again.status).toBe(428);
    const confirmed = dataOf(await save(api, token, { config: withText(base.config, 'k1', 'Hero again'), base_version_id: base.id, _confirmation: again.body.data.id }), 201);
    expect(confirmed.config.home.components[0].config.text).toEqual(en('Hero again'));
  });

  it('restores a version as a new version', async () => {
    const token = who().ownerA;
    const old = dataOf(await save(api, token, { config: { home: [heading('r1', 'Old home')] } }), 201);
    dataOf(await save(api, token, { config: { home: [heading('r2', 'New home')] }, base_version_id: old.id }), 201);
    const restored = dataOf(await api.call('POST', `editor/app/versions/${old.id}/restore`, { token }), 201);
    expect(restored).toMatchObject({ summary: APP_EDITOR_TEXT.restored(old.id), merged: false });
    expect(restored.id).toBeGreaterThan(old.id);
    expect(restored.config).toEqual(old.config);
    expect(dataOf(await api.call('GET', 'editor/app/versions/latest', { token })).id).toBe(restored.id);
    expect((await api.call('POST', 'editor/app/versions/999999999/restore', { token })).status).toBe(404);
    expect((await api.call('GET', 'editor/app/versions/abc', { token })).status).toBe(404);
  });

  it('uploads images and PDFs as editor items; other files are refused', async () => {
    const token = who().ownerA;
    const picture = dataOf(await api.call('POST', 'editor/images', { token, form: fileForm(PNG, 'hero.png', 'image/png') }), 201);
    expect(picture).toEqual({ id: expect.any(String), language_code: 'en', url: expect.any(String), type: 'image' });
    const dv = dataOf(await api.call('POST', 'editor/images', { token, form: fileForm(PNG, 'hero.png', 'image/png', { language_code: 'dv' }) }), 201);
    expect(dv.language_code).toBe('dv');
    const wrong = await api.call('POST', 'editor/images', { token, form: fileForm(PDF, 'menu.pdf', 'application/pdf') });
    expect(wrong.status).toBe(415);
    expect(wrong.body.errors).toEqual({ file: [API_TEXT.notAnImage] });
    const pdf = dataOf(await api.call('POST', 'editor/pdfs', { token, form: fileForm(PDF, 'menu.pdf', 'application/pdf', { language_code: 'en' }) }), 201);
    expect(pdf).toEqual({ id: expect.any(String), language_code: 'en', url: expect.any(String), type: 'pdf' });
    const notPdf = await api.call('POST', 'editor/pdfs', { token, form: fileForm(PNG, 'x.pdf', 'application/pdf', { language_code: 'en' }) });
    expect(notPdf.status).toBe(415);
    expect(notPdf.body.errors).toEqual({ file: [CONTENT_TEXT.notAPdf] });
    expect(errorsOf(await api.call('POST', 'editor/images', { token, body: {} }))).toEqual({ file: [MSG.fieldRequired] });
    // An uploaded item is what a configuration holds.
    const saved = dataOf(await save(api, token, { config: { home: [{ type: 'full-width-image', config: { image: [picture, dv], action: { type: 'pdf', files: [pdf] } } }] } }), 201);
    expect(saved.config.home.components[0].config.action).toEqual({ type: 'pdf', files: [pdf] });
  });

  it('checks what a configuration names is the company’s: facilities, activities and its own editor uploads (422 by path)', async () => {
    const token = who().ownerA;
    const facility = await create(api, 'facilities', token, { name: en('Lagoon bar') });
    const activity = await create(api, 'facilities/activities', token, { facility_id: facility.id, name: en('Snorkelling') });
    const foreign = await create(api, 'facilities', who().ownerB, { name: en('Not yours') });
    const picture = await upload(api, token);
    const theirs = await upload(api, who().ownerB);
    const pdf = dataOf(await api.call('POST', 'editor/pdfs', { token, form: fileForm(PDF, 'menu.pdf', 'application/pdf', { language_code: 'en' }) }), 201);
    const layout = (facilityIds: unknown[], action: Json, images: Json[]) => ({
      home: [
        heading('ref-h', 'Hello'),
        { id: 'ref-f', type: 'home-facilities', name: 'Our places', config: { facility_ids: facilityIds } },
        { id: 'ref-c', type: 'small-card-actions', name: 'Cards', config: { items: [{ id: 'go', title: en('Go'), image: images, action }] } },
      ],
    });
    const saved = dataOf(await save(api, token, { config: layout([facility.id], { type: 'activity', activity_id: activity.id }, [picture]) }), 201);
    expect(saved.config.home.components[2].config.items[0].action).toEqual({ type: 'activity', activity_id: activity.id });
    expect(dataOf(await save(api, token, { config: layout([facility.id], { type: 'pdf', files: [pdf] }, []), base_version_id: saved.id }), 201).merged).toBe(false);

    expect(
      errorsOf(await save(api, token, { config: layout([facility.id, foreign.id], { type: 'pdf', files: [{ ...picture, type: 'pdf' }] }, [theirs, { ...picture, id: 'file-1', language_code: 'fr' }]) })),
    ).toEqual({
      'config.home.components[1].config.facility_ids[1]': [APP_EDITOR_TEXT.missingFacility('Our places')],
      'config.home.components[2].config.items[0].image[0]': [APP_EDITOR_TEXT.missingImage('Cards')],
      'config.home.components[2].config.items[0].image[1]': [APP_EDITOR_TEXT.missingImage('Cards')],
      'config.home.components[2].config.items[0].action.files[0]': [APP_EDITOR_TEXT.notAPdfItem],
    });
    expect(errorsOf(await save(api, token, { config: layout([], { type: 'gallery', images: [{ ...pdf, type: 'image' }] }, []) }))).toEqual({
      'config.home.components[2].config.items[0].action.images[0]': [APP_EDITOR_TEXT.notAnImageItem],
    });
    // The paths are the client's: components sent out of their sort_order are named where they were sent.
    const shuffled = { home: [{ ...layout([999999], { type: 'none' }, []).home[1], sort_order: 2 }, { ...heading('ref-h', 'Hello'), sort_order: 1 }] };
    expect(errorsOf(await save(api, token, { config: shuffled }))).toEqual({ 'config.home.components[0].config.facility_ids[0]': [APP_EDITOR_TEXT.missingFacility('Our places')] });

    // Deleted since: reading still answers the version as saved; saving it again names what went; restoring it leaves that out.
    expect((await api.call('DELETE', `facilities/${facility.id}`, { token })).status).toBe(200);
    const latest = dataOf(await api.call('GET', 'editor/app/versions/latest', { token }));
    expect(latest.config.home.components[1].config.facility_ids).toEqual([facility.id]);
    expect(errorsOf(await save(api, token, { config: latest.config, base_version_id: latest.id }))).toEqual({
      'config.home.components[1].config.facility_ids[0]': [APP_EDITOR_TEXT.missingFacility('Our places')],
    });
    const restored = dataOf(await api.call('POST', `editor/app/versions/${saved.id}/restore`, { token }), 201);
    expect(restored.summary).toBe(APP_EDITOR_TEXT.restoredWithout(saved.id));
    expect(restored.config.home.components[1].config.facility_ids).toEqual([]);
    expect(restored.config.home.components[2].config.items[0].action).toEqual({ type: 'none' });
    expect(restored.config.home.components[0]).toEqual(saved.config.home.components[0]);
  });

  it('needs app-editor (403) and keeps each company to its own versions (404)', async () => {
    const mine = await create(api, 'editor/app/versions', who().ownerA, { config: { home: [heading('t1', 'Mine')] } });
    await expectGuarded(api, who().staffA, [
      ['GET', 'editor/app/versions/latest'],
      ['GET', 'editor/app/versions'],
      ['GET', `editor/app/versions/${mine.id}`],
      ['POST', 'editor/app/versions', { config: {} }],
      ['POST', `editor/app/versions/${mine.id}/restore`],
      ['POST', 'editor/images'],
      ['POST', 'editor/pdfs'],
    ]);
    await expectMissingTo(api, who().ownerB, [
      ['GET', `editor/app/versions/${mine.id}`],
      ['POST', `editor/app/versions/${mine.id}/restore`],
    ]);
    // B's save based on A's version is B's first version, not a merge with A's.
    const theirs = dataOf(await save(api, who().ownerB, { config: { home: [heading('t2', 'Theirs')] }, base_version_id: mine.id }), 201);
    expect(theirs).toMatchObject({ based_on: null, merged: false, summary: APP_EDITOR_TEXT.firstVersion });
    const list = await api.call('GET', 'editor/app/versions', { token: who().ownerB });
    expect(list.body.data.map((v: Json) => v.id)).toEqual([theirs.id]);
    expect(dataOf(await api.call('GET', 'editor/app/versions/latest', { token: who().ownerA })).id).toBe(mine.id);
  });
});
