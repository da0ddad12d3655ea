/**
 * App versions (issue 21, ADR 0050): what a configuration names, what a reader leaves out, the three-way merge of
 * two editors' saves, what a save becomes, and the mocks' list of versions. contract/src/appConfig.test.ts has the
 * common cases; these are the rest of the rules, each with its own rows.
 */
import { describe, expect, it } from 'vitest';
import { readAppConfig, validateAppConfig } from '../appConfig';
import { APP_EDITOR_TEXT, APP_SECTIONS, type AppConfig } from '../appEditor';
import { apiError, ERROR_CODES } from '../errors';
import { en } from '../translations';
import {
  appConfigReferenceErrors,
  appConfigReferences,
  appOverwriteConfirmation,
  mergeAppConfigs,
  pageAppVersions,
  planAppVersionSave,
  withoutMissingReferences,
  type AppConfigKnownIds,
} from './appVersions';

/** A configuration as validateAppConfig answers it (the way every save arrives). */
function valid(raw: unknown): AppConfig {
  const result = validateAppConfig(raw);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.config;
}
const h1 = (id: string, text: string, name = text) => ({ id, type: 'h1', name, config: { text: en(text) } });
const home = (...components: unknown[]) => valid({ schema_version: 2, home: { components } });
const file = (id: string, type: 'image' | 'pdf' = 'image') => ({ id, language_code: 'en', url: `/api/v1/files/${id}`, type });
const idsOf = (config: AppConfig, section: 'home' | 'map' = 'home') => config[section].components.map((c) => c.id);
/** `config` with the text of heading `id` changed, everything else (its place too) as it was. */
const edit = (config: AppConfig, id: string, text: string): AppConfig => ({
  ...config,
  home: { components: config.home.components.map((c) => (c.id === id ? { ...c, config: { text: en(text) } } : c)) } as AppConfig['home'],
});

// References -------------------------------------------------------------------------------------

describe('appConfigReferences and appConfigReferenceErrors', () => {
  const circles = (icon: unknown[]) => ({ id: 'circles', type: 'circle-actions', name: 'Circles', config: { items: [{ id: 'c1', label: en('Spa'), icon }] } });
  const card = (action: unknown) => ({ id: 'card', type: 'title-desc-image', name: 'Card', config: { title: en('Spa'), action } });
  const known = (uploads: [string, 'image' | 'pdf'][]): AppConfigKnownIds => ({ facilities: new Set([1]), activities: new Set([9]), uploads: new Map(uploads) });

  it("names a circle's icon as an image upload, by its path", () => {
    const config = home(circles([file('icon1')]));
    expect(appConfigReferences(config)).toEqual({ facilityIds: [], activityIds: [], fileIds: ['icon1'] });
    expect(appConfigReferenceErrors(config, known([['icon1', 'image']]))).toEqual({});
    expect(appConfigReferenceErrors(config, known([]))).toEqual({ 'config.home.components[0].config.items[0].icon[0]': [APP_EDITOR_TEXT.missingImage('Circles')] });
    expect(appConfigReferenceErrors(config, known([['icon1', 'pdf']]))).toEqual({ 'config.home.components[0].config.items[0].icon[0]': [APP_EDITOR_TEXT.notAnImageItem] });
  });

  it('answers a PDF that is an uploaded image with "Choose an uploaded PDF"', () => {
    const config = home(card({ type: 'pdf', files: [file('p1', 'pdf')] }));
    expect(appConfigReferenceErrors(config, known([['p1', 'image']]))).toEqual({ 'config.home.components[0].config.action.files[0]': [APP_EDITOR_TEXT.notAPdfItem] });
    expect(appConfigReferenceErrors(config, known([]))).toEqual({ 'config.home.components[0].config.action.files[0]': [APP_EDITOR_TEXT.missingPdf('Card')] });
  });

  it('names nothing for an action that opens nothing, text, a link or a phone number', () => {
    const actions = [{ type: 'none' }, { type: 'text', title: en('Hours') }, { type: 'url', url: 'https://hotel.example' }, { type: 'phone', number: '+960 123 4567' }];
    const config = home(...actions.map((action, i) => ({ ...card(action), id: `card${i}` })));
    expect(appConfigReferences(config)).toEqual({ facilityIds: [], activityIds: [], fileIds: [] });
  });

  it('reads a stored configuration that no longer validates without throwing, naming only what it really names', () => {
    // As readAppConfig answers a stored row that fails today's checks: the sections as stored, nothing cast.
    const stored = readAppConfig({
      schema_version: 2,
      home: {
        components: [
          { id: 'fac', type: 'home-facilities', name: 'Facilities', config: { facility_ids: [1, '2', null] } },
          {
            id: 'cards',
            type: 'small-card-actions',
            name: 'Cards',
            config: {
              items: [
                null,
                { id: 'i1', title: en('A'), image: [null, { id: 7 }, file('f1')], action: null },
                { id: 'i2', title: en('B'), action: { type: 'url', url: 'https://x.example', facility_id: 3, activity_id: 4, files: [file('p9', 'pdf')], images: [file('g9')] } },
                { id: 'i3', title: en('C'), action: { type: 'facility', facility_id: '5' } },
                { id: 'i4', title: en('D'), action: { type: 'activity' } },
                { id: 'i5', title: en('E'), action: { type: 'pdf', files: 'p8' } },
              ],
            },
          },
        ],
      },
      map: null,
    });
    expect(appConfigReferences(stored)).toEqual({ facilityIds: [1], activityIds: [], fileIds: ['f1'] });
    expect(appConfigReferenceErrors(stored, { facilities: new Set(), activities: new Set(), uploads: new Map() })).toEqual({
      'config.home.components[0].config.facility_ids[0]': [APP_EDITOR_TEXT.missingFacility('Facilities')],
      'config.home.components[1].config.items[1].image[2]': [APP_EDITOR_TEXT.missingImage('Cards')],
    });
  });
});

describe('withoutMissingReferences', () => {
  it('leaves a stored configuration that no longer validates as it is where it names nothing', () => {
    const stored = readAppConfig({
      schema_version: 2,
      home: {
        components: [
          { id: 'cards', type: 'small-card-actions', name: 'Cards', config: { items: [null, 'text', { id: 'i1', action: null }, { id: 'i2', action: { type: 'facility', facility_id: 2 } }] } },
          { id: 'hero', type: 'full-width-image', name: 'Hero', config: { action: 'none' } },
        ],
      },
      map: null,
    });
    const read = withoutMissingReferences(stored, { facilities: new Set([1]), activities: new Set() });
    expect(read).toEqual({
      ...stored,
      home: {
        components: [
          { ...stored.home.components[0], config: { items: [null, 'text', { id: 'i1', action: null }, { id: 'i2', action: { type: 'none' } }] } },
          stored.home.components[1],
        ],
      },
      map: null,
    });
  });
});

// Merge --------------------------------------------------------------------------------------------

describe('mergeAppConfigs', () => {
  const base = home(h1('a', 'A'), h1('b', 'B'), h1('c', 'C'));
  const edited = (id: string, text: string) => edit(base, id, text);
  const merged = (ours: AppConfig, theirs: AppConfig, from = base) => mergeAppConfigs(from, ours, theirs);

  describe('a component only one side removed', () => {
    it('is gone when they removed it and we left it alone', () => {
      const { config, conflicts } = merged(edited('a', 'A ours'), home(h1('a', 'A'), h1('c', 'C')));
      expect(conflicts).toEqual([]);
      expect(config.home.components.map((c) => [c.id, c.sort_order])).toEqual([['a', 1], ['c', 2]]);
    });

    it('is gone when both removed it', () => {
      const { config, conflicts } = merged(home(h1('a', 'A'), h1('c', 'C')), home(h1('a', 'A'), h1('c', 'C')));
      expect(conflicts).toEqual([]);
      expect(idsOf(config)).toEqual(['a', 'c']);
    });

    it('is gone when we removed it and they left it alone', () => {
      const { config, conflicts } = merged(home(h1('a', 'A'), h1('c', 'C')), edited('a', 'A theirs'));
      expect(conflicts).toEqual([]);
      expect(idsOf(config)).toEqual(['a', 'c']);
    });

    it('asks when we removed what they changed, and removes it if overwritten', () => {
      const { config, conflicts } = merged(home(h1('a', 'A'), h1('c', 'C')), edited('b', 'B theirs'));
      expect(conflicts).toEqual([{ section: 'home', component_id: 'b', name: 'B', reason: 'removed-here-changed-there' }]);
      expect(idsOf(config)).toEqual(['a', 'c']);
    });
  });

  describe('a component both sides added under one id', () => {
    it('is kept once when the same', () => {
      const { config, conflicts } = merged(home(...base.home.components, h1('n', 'New')), home(...base.home.components, h1('n', 'New')));
      expect(conflicts).toEqual([]);
      expect(idsOf(config)).toEqual(['a', 'b', 'c', 'n']);
    });

    it('asks when they differ, keeping ours', () => {
      const { config, conflicts } = merged(home(...base.home.components, h1('n', 'Ours')), home(...base.home.components, h1('n', 'Theirs')));
      expect(conflicts).toEqual([{ section: 'home', component_id: 'n', name: 'Ours', reason: 'added-by-both' }]);
      expect(config.home.components[3].config).toEqual({ text: en('Ours') });
    });
  });

  describe('order', () => {
    it('is ours when only we moved components', () => {
      const { config, conflicts } = merged(home(h1('c', 'C'), h1('a', 'A'), h1('b', 'B')), edited('a', 'A theirs'));
      expect(conflicts).toEqual([]);
      expect(idsOf(config)).toEqual(['c', 'a', 'b']);
      expect(config.home.components[1].config).toEqual({ text: en('A theirs') });
    });

    it('puts our additions before theirs when neither moved anything', () => {
      const { config } = merged(home(...base.home.components, h1('n', 'Ours')), home(...base.home.components, h1('t', 'Theirs')));
      expect(idsOf(config)).toEqual(['a', 'b', 'c', 'n', 't']);
    });

    it('is no conflict when both moved components the same way', () => {
      const { config, conflicts } = merged(home(h1('c', 'C'), h1('a', 'A'), h1('b', 'B'), h1('n', 'N')), home(h1('c', 'C'), h1('a', 'A'), h1('b', 'B')));
      expect(conflicts).toEqual([]);
      expect(idsOf(config)).toEqual(['c', 'a', 'b', 'n']);
    });

    it("asks when both moved them differently, naming the section by its label; ours is kept", () => {
      const { config, conflicts } = merged(home(h1('c', 'C'), h1('a', 'A'), h1('b', 'B')), home(h1('b', 'B'), h1('a', 'A'), h1('c', 'C')));
      expect(conflicts).toEqual([{ section: 'home', component_id: null, name: 'Home', reason: 'moved-by-both' }]);
      expect(idsOf(config)).toEqual(['c', 'a', 'b']);
      const map = (...components: unknown[]) => valid({ schema_version: 2, map: { components } });
      const mapBase = map(h1('a', 'A'), h1('b', 'B'));
      const label = APP_SECTIONS.find((s) => s.id === 'map')?.label;
      expect(mergeAppConfigs(mapBase, map(h1('b', 'B'), h1('a', 'A'), h1('n', 'N')), map(h1('b', 'B'), h1('t', 'T'), h1('a', 'A'))).conflicts).toEqual([]);
      expect(mergeAppConfigs(map(h1('a', 'A'), h1('b', 'B'), h1('c', 'C')), map(h1('c', 'C'), h1('a', 'A'), h1('b', 'B')), map(h1('b', 'B'), h1('c', 'C'), h1('a', 'A'))).conflicts).toEqual([
        { section: 'map', component_id: null, name: label, reason: 'moved-by-both' },
      ]);
    });
  });

  describe('a type change or an unsupported component', () => {
    const card = (title: string) => ({ id: 'b', type: 'title-desc-image', name: 'B', config: { title: en(title) } });
    const odd = (config: unknown) => ({ id: 'b', type: 'weather', name: 'B', config });

    it('is taken whole from the one side that changed it', () => {
      const theirs = home(h1('a', 'A'), card('B'), h1('c', 'C'));
      expect(merged(base, theirs)).toEqual({ config: theirs, conflicts: [] });
      expect(merged(theirs, base)).toEqual({ config: theirs, conflicts: [] });
      const oddBase = home(h1('a', 'A'), odd({ city: 'Malé' }), h1('c', 'C'));
      const oddTheirs = home(h1('a', 'A'), odd({ city: 'Addu' }), h1('c', 'C'));
      expect(merged(oddBase, oddTheirs, oddBase)).toEqual({ config: oddTheirs, conflicts: [] });
    });

    it('is no conflict when both made the same change', () => {
      const both = home(h1('a', 'A'), card('B'), h1('c', 'C'));
      expect(merged(both, both)).toEqual({ config: both, conflicts: [] });
    });

    it("asks when they changed its type and we changed its fields", () => {
      const { conflicts } = merged(edited('b', 'B ours'), home(h1('a', 'A'), card('B'), h1('c', 'C')));
      expect(conflicts).toEqual([{ section: 'home', component_id: 'b', name: 'B', reason: 'changed-by-both', fields: ['type'] }]);
    });
  });

  // A stored version that fails today's checks (here: a heading since emptied) is read as it is (readAppConfig).
  const emptied = { id: 'x', type: 'h1', name: 'X', config: { text: [] } };

  it('keeps a field out that one side dropped while the other changed another field', () => {
    // The stored versions still hold a field today's editor no longer writes; ours (checked) has none.
    const stored = readAppConfig({ schema_version: 2, home: { components: [{ ...h1('a', 'A'), config: { text: en('A'), legacy: true } }, emptied] } });
    const theirs = readAppConfig({ schema_version: 2, home: { components: [{ ...h1('a', 'A', 'Heading A'), config: { text: en('A'), legacy: true } }, emptied] } });
    const ours = home(h1('a', 'A ours', 'A'), h1('x', 'X'));
    const { config, conflicts } = mergeAppConfigs(stored, ours, theirs);
    expect(conflicts).toEqual([]);
    expect(config.home.components[0]).toStrictEqual({ id: 'a', type: 'h1', name: 'Heading A', sort_order: 1, config: { text: en('A ours') } });
  });

  it('merges a section a stored version lacks as one without components', () => {
    const stored = readAppConfig({ schema_version: 2, home: { components: [emptied] }, map: null });
    const ours = valid({ schema_version: 2, home: { components: [h1('x', 'X')] }, map: { components: [h1('m', 'M')] } });
    const { config, conflicts } = mergeAppConfigs(stored, ours, stored);
    expect(conflicts).toEqual([]);
    expect(idsOf(config, 'map')).toEqual(['m']);
    expect(idsOf(mergeAppConfigs(stored, stored, ours).config, 'map')).toEqual(['m']);
    expect(idsOf(mergeAppConfigs(ours, stored, stored).config, 'map')).toEqual([]);
  });

  it('keeps a component both added at different places where ours has it, without a reorder conflict', () => {
    const { config, conflicts } = merged(home(h1('n', 'New'), h1('a', 'A'), h1('b', 'B'), h1('c', 'C')), home(h1('a', 'A'), h1('b', 'B'), h1('c', 'C'), h1('n', 'New')));
    expect(conflicts).toEqual([]);
    expect(idsOf(config)).toEqual(['n', 'a', 'b', 'c']);
  });
});

// What a save becomes --------------------------------------------------------------------------------------

describe('planAppVersionSave', () => {
  const base = home(h1('a', 'A'), h1('b', 'B'), h1('c', 'C'));
  const latest = { id: 2, config: edit(base, 'c', 'C theirs') };

  it('saves as sent, summarised against the latest, without a base id or a base of the company', () => {
    const ours = edit(base, 'a', 'A ours');
    const asSent = { kind: 'save', config: ours, merged: false, summary: 'Changed A text, Changed C text' };
    expect(planAppVersionSave({ ours, baseId: null, base, latest, overwrite: false })).toEqual(asSent);
    expect(planAppVersionSave({ ours, baseId: undefined, base, latest, overwrite: false })).toEqual(asSent);
    expect(planAppVersionSave({ ours, baseId: 1, base: null, latest, overwrite: false })).toEqual(asSent);
  });

  it('saves the first version as sent, whatever base it names', () => {
    const ours = edit(base, 'a', 'A ours');
    expect(planAppVersionSave({ ours, baseId: 1, base, latest: null, overwrite: false })).toEqual({ kind: 'save', config: ours, merged: false, summary: APP_EDITOR_TEXT.firstVersion });
  });

  it("asks with a 428 naming every conflict and the confirmation that overwrites; the count is of components (or sections)", () => {
    const ours = edit(edit(base, 'a', 'A ours'), 'c', 'C ours');
    const theirs = { id: 5, config: edit(edit(base, 'a', 'A theirs'), 'c', 'C theirs') };
    const conflicts = [
      { section: 'home', component_id: 'a', name: 'A', reason: 'changed-by-both', fields: ['config.text'] },
      { section: 'home', component_id: 'c', name: 'C', reason: 'changed-by-both', fields: ['config.text'] },
    ];
    expect(planAppVersionSave({ ours, baseId: 1, base, latest: theirs, overwrite: false })).toEqual({
      kind: 'confirm',
      error: apiError(428, {
        code: ERROR_CODES.CONFIRMATION_REQUIRED,
        message: APP_EDITOR_TEXT.conflict(2),
        data: { id: appOverwriteConfirmation(5), confirm_text: APP_EDITOR_TEXT.overwrite, latest_version_id: 5, conflicts },
      }),
    });
    expect(appOverwriteConfirmation(5)).toBe('overwrite:5');
    const moved = planAppVersionSave({ ours: home(h1('c', 'C'), h1('a', 'A ours', 'A'), h1('b', 'B')), baseId: 1, base, latest: { id: 5, config: home(h1('b', 'B'), h1('a', 'A theirs', 'A'), h1('c', 'C')) }, overwrite: false });
    expect(moved.kind === 'confirm' && moved.error.message).toBe(APP_EDITOR_TEXT.conflict(2));
    expect(planAppVersionSave({ ours, baseId: 1, base, latest: theirs, overwrite: true })).toEqual({ kind: 'save', config: ours, merged: false, summary: 'Changed A text, Changed C text' });
  });
});

// The mocks' list of versions ------------------------------------------------------------------------

describe('pageAppVersions', () => {
  const rows = [{ id: 3 }, { id: null }, { id: 5 }, { id: 1 }, { id: 4 }];

  it('lists the newest first (a version not saved yet last), one page with the total', () => {
    expect(pageAppVersions(rows, { page: 1, limit: 10 })).toEqual({ data: [{ id: 5 }, { id: 4 }, { id: 3 }, { id: 1 }, { id: null }], meta: { total: 5, page: 1, limit: 10 } });
    expect(pageAppVersions(rows, { page: 2, limit: 2 })).toEqual({ data: [{ id: 3 }, { id: 1 }], meta: { total: 5, page: 2, limit: 2 } });
    expect(pageAppVersions(rows, { page: 3, limit: 2 })).toEqual({ data: [{ id: null }], meta: { total: 5, page: 3, limit: 2 } });
    expect(rows.map((r) => r.id)).toEqual([3, null, 5, 1, 4]);
  });
});
