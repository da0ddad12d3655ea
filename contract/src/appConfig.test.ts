import { describe, expect, it } from 'vitest';
import {
  APP_CONFIG_SCHEMA_VERSION,
  APP_EDITOR_LIMITS,
  APP_EDITOR_TEXT,
  appChangesSummary,
  appConfigChanges,
  emptyAppConfig,
  validateAppConfig,
  type AppConfig,
} from './index';
import { appConfigReferenceErrors, appConfigReferences, buildGuestApp, mergeAppConfigs, planAppVersionSave, withoutMissingReferences } from './domain';

const en = (text: string) => [{ language_code: 'en', text }];
const image = { id: 'f7', language_code: 'en', url: 'https://cdn.example/a.png', type: 'image' };
const h1 = (id: string, text: string, sort_order?: number) => ({ id, type: 'h1', name: text, ...(sort_order ? { sort_order } : {}), config: { text: en(text) } });

function valid(raw: unknown): AppConfig {
  let n = 0;
  const result = validateAppConfig(raw, { newId: () => `gen${(n += 1)}` });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.config;
}
function errorsOf(raw: unknown) {
  const result = validateAppConfig(raw);
  if (result.ok) throw new Error('expected errors');
  return result.errors;
}

describe('validateAppConfig', () => {
  it('fills every section, generates missing ids and names, renumbers by sort_order from 1', () => {
    const config = valid({
      schema_version: 2,
      home: { components: [{ type: 'h1', sort_order: 20, config: { text: en('Second') } }, h1('keep', 'First', 10)] },
    });
    expect(config.schema_version).toBe(APP_CONFIG_SCHEMA_VERSION);
    expect(config.facilities.components).toEqual([]);
    expect(config.home.components.map((c) => [c.id, c.name, c.sort_order])).toEqual([
      ['keep', 'First', 1],
      ['gen1', 'Heading', 2],
    ]);
  });

  it('migrates a v1 configuration (sections as bare lists)', () => {
    const config = valid({ home: [h1('a', 'Welcome')] });
    expect(config.home.components[0]).toMatchObject({ id: 'a', type: 'h1', sort_order: 1 });
  });

  it('keeps a component of an unknown type as sent, flagged unsupported', () => {
    const odd = { id: 'x1', type: 'weather-widget', name: 'Weather', config: { city: 'Malé' }, extra: [1, 2] };
    const config = valid({ schema_version: 2, home: { components: [odd] } });
    expect(config.home.components[0]).toEqual({ ...odd, sort_order: 1, unsupported: true });
  });

  it('answers field errors by path, with the client’s indices', () => {
    const errors = errorsOf({
      schema_version: 2,
      home: { components: [h1('a', 'Ok'), { type: 'h1', config: { text: en('') } }, { type: 'full-width-image', config: {} }] },
      spa: { components: [] },
    });
    expect(errors['config.home.components[1].config.text']).toEqual(['Field is required']);
    expect(errors['config.home.components[2].config.image']).toContain(APP_EDITOR_TEXT.imageRequired);
    expect(errors['config.spa']).toEqual([APP_EDITOR_TEXT.unknownSection]);
  });

  it('checks actions by their type, and drops the fields of other types', () => {
    const slide = (action: unknown) => ({ type: 'image-slider', config: { items: [{ image: [image], action }] } });
    const errors = errorsOf({ home: [slide({ type: 'url', url: 'ftp://x' }), slide({ type: 'facility' }), slide({ type: 'teleport' })] });
    expect(errors['config.home.components[0].config.items[0].action.url']).toBeDefined();
    expect(errors['config.home.components[1].config.items[0].action.facility_id']).toEqual(['Field is required']);
    expect(errors['config.home.components[2].config.items[0].action.type']).toBeDefined();
    const config = valid({ home: [slide({ type: 'phone', number: '+960 123 4567', url: 'https://left.over' })] });
    const item = (config.home.components[0].config as { items: { id: string; action: unknown }[] }).items[0];
    expect(item.action).toEqual({ type: 'phone', number: '+960 123 4567' });
    expect(item.id).toBe('gen1');
  });

  it('enforces the limits with their messages', () => {
    const many = Array.from({ length: APP_EDITOR_LIMITS.componentsPerSection + 1 }, (_, i) => h1(`c${i}`, `H${i}`));
    expect(errorsOf({ home: many })['config.home.components']).toEqual([APP_EDITOR_TEXT.tooManyComponents(50)]);
    const slides = Array.from({ length: APP_EDITOR_LIMITS.sliderItems + 1 }, () => ({ image: [image] }));
    expect(errorsOf({ home: [{ type: 'image-slider', config: { items: slides } }] })['config.home.components[0].config.items']).toEqual([APP_EDITOR_TEXT.tooManySlides(25)]);
    expect(errorsOf({ home: [{ ...h1('a', 'x'), name: 'n'.repeat(81) }] })['config.home.components[0].name']).toEqual([APP_EDITOR_TEXT.nameTooLong(80)]);
  });

  it('refuses duplicate ids, unknown schema versions and mistyped values without throwing', () => {
    expect(errorsOf({ home: [h1('a', 'x'), h1('a', 'y')] })['config.home.components[1].id']).toEqual([APP_EDITOR_TEXT.duplicateId]);
    expect(errorsOf({ schema_version: 99 })['config.schema_version']).toEqual([APP_EDITOR_TEXT.schemaVersion]);
    expect(errorsOf({ home: { components: [{ type: 'h1', config: { text: 'plain' } }] } })).toHaveProperty(['config.home.components[0].config.text']);
    expect(errorsOf({ home: { components: [{ type: { no: 1 } }] } })).toHaveProperty(['config.home.components[0].type']);
    expect(errorsOf('text')).toEqual({ config: ['Must be an object'] });
  });
});

describe('appConfigChanges', () => {
  it('labels adds, field changes, renames, moves and removals', () => {
    const before = valid({ home: [h1('a', 'Hero'), h1('b', 'Spa hours'), h1('c', 'Old'), h1('d', 'Dining')] });
    const after = valid({
      home: [h1('b', 'Spa hours'), { ...h1('a', 'Hero'), config: { text: en('Hero!') } }, { ...h1('d', 'Dining'), name: 'Restaurants' }, h1('e', 'Pool')],
    });
    expect(appConfigChanges(before, after).map((c) => c.label)).toEqual(['Moved Spa hours', 'Changed Hero text', 'Renamed Dining to Restaurants', 'Added Pool', 'Removed Old']);
    expect(appChangesSummary(appConfigChanges(before, after))).toBe('Moved Spa hours, Changed Hero text, Renamed Dining to Restaurants and 2 more');
    expect(appChangesSummary([])).toBe(APP_EDITOR_TEXT.nothingChanged);
  });
});

describe('mergeAppConfigs', () => {
  const base = valid({ home: [h1('a', 'A'), h1('b', 'B'), h1('c', 'C')] });
  const edit = (config: AppConfig, id: string, text: string): AppConfig => ({
    ...config,
    home: { components: config.home.components.map((c) => (c.id === id ? { ...c, config: { text: en(text) } } : c)) } as AppConfig['home'],
  });

  it('merges changes of different components from both sides: edits, adds, moves', () => {
    const ours = edit(valid({ home: [h1('a', 'A'), h1('b', 'B'), h1('c', 'C'), h1('n', 'New ours')] }), 'b', 'B ours');
    const theirs = valid({ home: [h1('c', 'C'), h1('a', 'A'), h1('b', 'B'), h1('t', 'New theirs')] });
    const { config, conflicts } = mergeAppConfigs(base, ours, theirs);
    expect(conflicts).toEqual([]);
    // Their order (only they moved); our addition at the end stays at the end.
    expect(config.home.components.map((c) => c.id)).toEqual(['c', 'a', 'b', 't', 'n']);
    expect(config.home.components.map((c) => c.sort_order)).toEqual([1, 2, 3, 4, 5]);
    expect(config.home.components[2].config).toEqual({ text: en('B ours') });
    const top = mergeAppConfigs(base, valid({ home: [h1('z', 'Top'), h1('a', 'A'), h1('b', 'B'), h1('c', 'C')] }), theirs).config;
    expect(top.home.components.map((c) => c.id)).toEqual(['c', 'z', 'a', 'b', 't']);
  });

  it('merges a one-sided move with the other side’s edit and addition', () => {
    const ours = edit(valid({ home: [h1('a', 'A'), h1('b', 'B'), h1('c', 'C'), h1('n', 'N')] }), 'a', 'A ours');
    const theirs = valid({ home: [h1('c', 'C'), h1('a', 'A'), h1('b', 'B')] });
    const { config, conflicts } = mergeAppConfigs(base, ours, theirs);
    expect(conflicts).toEqual([]);
    expect(config.home.components.map((c) => [c.id, c.sort_order])).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 3],
      ['n', 4],
    ]);
    expect(config.home.components[1].config).toEqual({ text: en('A ours') });
  });

  it('removes what one side removed and the other left alone', () => {
    const ours = valid({ home: [h1('a', 'A'), h1('c', 'C')] });
    const theirs = edit(base, 'c', 'C theirs');
    const { config, conflicts } = mergeAppConfigs(base, ours, theirs);
    expect(conflicts).toEqual([]);
    expect(config.home.components.map((c) => c.id)).toEqual(['a', 'c']);
    expect(config.home.components[1].config).toEqual({ text: en('C theirs') });
  });

  it('reports real conflicts: both changed one component, or one changed what the other removed', () => {
    const ours = edit(edit(base, 'a', 'A ours'), 'b', 'B ours');
    const theirs = { ...edit(base, 'a', 'A theirs'), home: { components: edit(base, 'a', 'A theirs').home.components.filter((c) => c.id !== 'b') } } as AppConfig;
    const { conflicts } = mergeAppConfigs(base, ours, theirs);
    expect(conflicts).toEqual([
      { section: 'home', component_id: 'a', name: 'A', reason: 'changed-by-both', fields: ['config.text'] },
      { section: 'home', component_id: 'b', name: 'B', reason: 'changed-here-removed-there' },
    ]);
    expect(mergeAppConfigs(base, edit(base, 'a', 'same'), edit(base, 'a', 'same')).conflicts).toEqual([]);
  });

  describe('one component changed by both', () => {
    const card = (over: Record<string, unknown> = {}, name = 'Spa hours') => ({
      id: 's',
      type: 'title-desc-image',
      name,
      config: { title: en('Spa'), description: en('Open daily'), image: [image], alt: en('The spa'), image_position: 'right', action: { type: 'none' }, ...over },
    });
    const start = valid({ home: [card(), h1('h', 'Hello')] });
    const spa = (config: AppConfig) => config.home.components.find((c) => c.id === 's')!;
    const other = { ...image, id: 'f9' };

    it('merges different fields: one its title, the other its image, name and position', () => {
      const ours = valid({ home: [card({ title: en('Coral Spa') }), h1('h', 'Hello')] });
      const theirs = valid({ home: [card({ image: [other], image_position: 'left' }, 'Spa'), h1('h', 'Hello')] });
      const { config, conflicts } = mergeAppConfigs(start, ours, theirs);
      expect(conflicts).toEqual([]);
      expect(spa(config)).toMatchObject({ name: 'Spa', config: { title: en('Coral Spa'), image: [other], image_position: 'left', description: en('Open daily') } });
      expect(planAppVersionSave({ ours, baseId: 1, base: start, latest: { id: 2, config: theirs }, overwrite: false })).toMatchObject({ kind: 'save', merged: true, summary: 'Changed Spa title' });
    });

    it('the same field changed differently is a conflict naming the field; the same change on both sides is none', () => {
      const ours = valid({ home: [card({ title: en('Ours'), alt: en('Alt ours') }, 'Spa ours'), h1('h', 'Hello')] });
      const theirs = valid({ home: [card({ title: en('Theirs'), alt: en('Alt ours') }, 'Spa theirs'), h1('h', 'Hello')] });
      expect(mergeAppConfigs(start, ours, theirs).conflicts).toEqual([{ section: 'home', component_id: 's', name: 'Spa ours', reason: 'changed-by-both', fields: ['name', 'config.title'] }]);
      // The merged configuration holds ours for it.
      expect(spa(mergeAppConfigs(start, ours, theirs).config)).toEqual(spa(ours));
    });

    it('an action is one field: its type and its fields are never blended', () => {
      const ours = valid({ home: [card({ action: { type: 'url', url: 'https://a.example' } }), h1('h', 'Hello')] });
      const theirs = valid({ home: [card({ action: { type: 'phone', number: '+960 123 4567' } }), h1('h', 'Hello')] });
      expect(mergeAppConfigs(start, ours, theirs).conflicts.map((c) => c.fields)).toEqual([['config.action']]);
    });

    it('a changed type or an unsupported component is never blended', () => {
      const ours = valid({ home: [{ id: 's', type: 'h1', name: 'Spa hours', config: { text: en('Spa') } }, h1('h', 'Hello')] });
      const theirs = valid({ home: [card({ title: en('Theirs') }), h1('h', 'Hello')] });
      expect(mergeAppConfigs(start, ours, theirs).conflicts.map((c) => c.fields)).toEqual([['type']]);
      const odd = (config: unknown) => valid({ home: [{ id: 'w', type: 'weather', name: 'Weather', config }] });
      expect(mergeAppConfigs(odd({ a: 1, b: 1 }), odd({ a: 2, b: 1 }), odd({ a: 1, b: 2 })).conflicts.map((c) => c.fields)).toEqual([['type']]);
    });
  });

  it('plans a save: as sent, merged, or a 428 that overwrite answers', () => {
    const theirs = edit(base, 'a', 'A theirs');
    const ours = edit(base, 'a', 'A ours');
    const latest = { id: 2, config: theirs };
    expect(planAppVersionSave({ ours, baseId: 2, base: theirs, latest, overwrite: false })).toMatchObject({ kind: 'save', merged: false, summary: 'Changed A text' });
    expect(planAppVersionSave({ ours: edit(base, 'b', 'B'), baseId: 1, base, latest, overwrite: false })).toMatchObject({ kind: 'save', merged: true });
    const ask = planAppVersionSave({ ours, baseId: 1, base, latest, overwrite: false });
    expect(ask).toMatchObject({ kind: 'confirm', error: { status: 428, code: 'CONFIRMATION_REQUIRED', data: { id: 'overwrite:2' } } });
    expect(planAppVersionSave({ ours, baseId: 1, base, latest, overwrite: false, confirmation: 'overwrite:2' })).toMatchObject({ kind: 'save', merged: false });
    expect(planAppVersionSave({ ours, baseId: null, base: null, latest: null, overwrite: false })).toMatchObject({ summary: APP_EDITOR_TEXT.firstVersion });
    expect(emptyAppConfig().home.components).toEqual([]);
  });
});

describe('references', () => {
  const pdf = { id: 'p1', language_code: 'en', url: 'https://cdn.example/m.pdf', type: 'pdf' };
  const raw = {
    home: [
      { id: 'fac', type: 'home-facilities', name: 'Our facilities', sort_order: 3, config: { facility_ids: [1, 2, 3] } },
      {
        id: 'cards',
        type: 'small-card-actions',
        name: 'Cards',
        sort_order: 1,
        config: {
          items: [
            { id: 'i1', title: en('Spa'), image: [image], action: { type: 'facility', facility_id: 2 } },
            { id: 'i2', title: en('Dive'), action: { type: 'activity', activity_id: 9 } },
            { id: 'i3', title: en('Menu'), action: { type: 'pdf', files: [pdf] } },
          ],
        },
      },
      { id: 'hero', type: 'full-width-image', name: 'Hero', sort_order: 2, config: { image: [{ ...image, id: 'f8' }], action: { type: 'gallery', images: [image, { ...image, id: 'gone' }] } } },
      { id: 'odd', type: 'weather', name: 'Weather', config: { facility_ids: [99] } },
    ],
  };
  const checked = validateAppConfig(raw);
  if (!checked.ok) throw new Error('expected a configuration');
  const all = { facilities: new Set([1, 2, 3]), activities: new Set([9]), uploads: new Map([['f7', 'image'], ['f8', 'image'], ['p1', 'pdf'], ['gone', 'image']] as const) };

  it('lists what a configuration names, each once; an unsupported component is not looked into', () => {
    expect(appConfigReferences(checked.config)).toEqual({ facilityIds: [2, 1, 3], activityIds: [9], fileIds: ['f7', 'p1', 'f8', 'gone'] });
  });

  it('answers nothing when every reference is the company’s', () => {
    expect(appConfigReferenceErrors(checked.config, all, checked.paths)).toEqual({});
  });

  it('names each missing reference by its path as sent, with the component in the message', () => {
    const known = { facilities: new Set([1, 3]), activities: new Set<number>(), uploads: new Map([['f7', 'image'], ['f8', 'pdf']] as const) };
    expect(appConfigReferenceErrors(checked.config, known, checked.paths)).toEqual({
      'config.home.components[0].config.facility_ids[1]': [APP_EDITOR_TEXT.missingFacility('Our facilities')],
      'config.home.components[1].config.items[0].action.facility_id': [APP_EDITOR_TEXT.missingFacility('Cards')],
      'config.home.components[1].config.items[1].action.activity_id': [APP_EDITOR_TEXT.missingActivity('Cards')],
      'config.home.components[1].config.items[2].action.files[0]': [APP_EDITOR_TEXT.missingPdf('Cards')],
      'config.home.components[2].config.image[0]': [APP_EDITOR_TEXT.notAnImageItem],
      'config.home.components[2].config.action.images[1]': [APP_EDITOR_TEXT.missingImage('Hero')],
    });
    // Without the paths as sent: the components' places in the normalised configuration.
    expect(Object.keys(appConfigReferenceErrors(checked.config, { ...all, facilities: new Set([1, 2]) }))).toEqual(['config.home.components[2].config.facility_ids[2]']);
  });

  it('leaves out for readers what went since: facilities skipped, actions opening nothing', () => {
    const read = withoutMissingReferences(checked.config, { facilities: new Set([3]), activities: new Set<number>() });
    const byId = Object.fromEntries(read.home.components.map((c) => [c.id, c.config as Record<string, unknown>]));
    expect(byId.fac.facility_ids).toEqual([3]);
    expect((byId.cards.items as { action: unknown }[]).map((i) => i.action)).toEqual([{ type: 'none' }, { type: 'none' }, { type: 'pdf', files: [pdf] }]);
    expect(read.home.components.find((c) => c.id === 'odd')).toEqual(checked.config.home.components.find((c) => c.id === 'odd'));
    expect(checked.config.home.components.find((c) => c.id === 'fac')?.config).toEqual({ title: [], facility_ids: [1, 2, 3] });
  });

  it('the guest payload skips a facility deleted or hidden since the layout was saved', () => {
    const facility = (id: number, active = true) => ({ id, sort_order: id, active, parent_id: null, name: en(`F${id}`), description: [], show_app_home: true, cover: null });
    const app = buildGuestApp({
      now: new Date('2026-06-01T08:00:00Z'),
      lang: 'en',
      languages: ['en'],
      property: { name: 'Hotel', primary_color: '#123456', logo: null, default_image: null, time_zone: 'UTC' },
      config: checked.config,
      facilities: [facility(1), facility(2, false)],
      activities: [],
      menus: [],
      events: [],
      banners: [],
      quick_actions: [],
      information: [],
    });
    const fac = app.config.home.components.find((c) => c.id === 'fac')!.config as { facility_ids: number[] };
    expect(fac.facility_ids).toEqual([1]);
  });
});

describe('validateAppConfig on any JSON', () => {
  it('answers a configuration or field errors, never throws', async () => {
    const fc = await import('fast-check');
    const type = fc.constantFrom('h1', 'image-slider', 'circle-actions', 'small-card-actions', 'title-desc-image', 'full-width-image', 'home-facilities', 'today-event-cards', 'odd');
    const component = fc.record({ id: fc.oneof(fc.string(), fc.jsonValue()), type, name: fc.jsonValue(), sort_order: fc.jsonValue(), config: fc.dictionary(fc.constantFrom('text', 'title', 'items', 'image', 'action', 'facility_ids', '__proto__', 'constructor'), fc.jsonValue()) }, { requiredKeys: ['type'] });
    const config = fc.oneof(fc.jsonValue(), fc.record({ schema_version: fc.jsonValue(), home: fc.oneof(fc.array(component), fc.record({ components: fc.array(component) }), fc.jsonValue()) }, { requiredKeys: [] }));
    fc.assert(
      fc.property(config, (raw) => {
        const result = validateAppConfig(raw);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 400, seed: 20261129 },
    );
  });
});
