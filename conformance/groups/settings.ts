/** Company settings (user/settings) and languages: read, save, validation, images (shape only), administrators only. */
import { expect, it } from 'vitest';
import { MSG, PRIMARY_COLOR, settingsSchema } from '@atoll/contract';
import { defineGroup, type RouteKey, type Json } from '../harness';
import { PNG, dataOf, errorsOf, expectGuarded, fileForm } from '../helpers';

/** The palette message, read from the contract's schema (it has no constant of its own). */
function paletteMessage(): string {
  try {
    settingsSchema.validateSyncAt('primary_color', { primary_color: '#123456' });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('#123456 passed the palette check');
}

const COVERS: RouteKey[] = [
  'GET user/settings',
  'POST user/settings',
  'POST user/settings/default-image',
  'DELETE user/settings/default-image',
  'POST user/settings/property-image',
  'DELETE user/settings/property-image',
  'GET languages',
  'GET languages/available',
  'POST languages/:id/enable',
  'POST languages/:id/disable',
];

export const settings = defineGroup(COVERS, (api, who) => {
  it('saves the property name and a palette colour (normalised to upper case)', async () => {
    const token = who().adminA;
    const saved = dataOf(await api.call('POST', 'user/settings', { token, body: { property_name: 'Sunset Resort', primary_color: '#e53e3e' } }));
    expect(saved).toMatchObject({ property_name: 'Sunset Resort', primary_color: '#E53E3E' });
    expect(Object.keys(saved).sort()).toEqual(['auto_translate', 'default_image', 'primary_color', 'property_logo', 'property_name']);
    expect(dataOf(await api.call('GET', 'user/settings', { token: who().staffA }))).toEqual(saved);
  });

  it('rejects a colour outside the palette and an empty name', async () => {
    const token = who().adminA;
    const bad = await api.call('POST', 'user/settings', { token, body: { property_name: '   ', primary_color: '#123456' } });
    expect(errorsOf(bad)).toEqual({ property_name: [MSG.fieldRequired], primary_color: [paletteMessage()] });
    expect((await api.call('POST', 'user/settings', { token, body: { property_name: { a: 1 }, primary_color: 42 } })).status).toBe(422);
    expect((await api.call('POST', 'user/settings', { token, body: { property_name: 'Reset', primary_color: PRIMARY_COLOR } })).status).toBe(200);
  });

  it('property logo and default image: upload answers the settings with a URL, DELETE clears it; text is not an image', async () => {
    const token = who().adminA;
    for (const [path, field] of [['user/settings/property-image', 'property_logo'], ['user/settings/default-image', 'default_image']] as const) {
      expect(dataOf(await api.call('POST', path, { token, form: fileForm(PNG, 'logo.png', 'image/png') }))[field]).toEqual(expect.any(String));
      expect(dataOf(await api.call('DELETE', path, { token }))[field]).toBeNull();
    }
    const text = await api.call('POST', 'user/settings/property-image', { token, form: fileForm(new TextEncoder().encode('hello, I am text'), 'evil.png', 'image/png') });
    expect(text.status).toBe(415);
    expect(text.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const none = await api.call('POST', 'user/settings/property-image', { token, form: new FormData() });
    expect(errorsOf(none)).toEqual({ file: [MSG.fieldRequired] });
  });

  it('languages: the available list; enable and disable for the company; English stays enabled; unknown ids 404', async () => {
    const token = who().adminA;
    const available = dataOf(await api.call('GET', 'languages/available', { token }));
    expect(available.map((l: Json) => l.code)).toEqual(['en', 'ar', 'zh', 'ru', 'de', 'fr', 'it', 'es', 'ja', 'ko', 'hi', 'dv']);
    expect(available[0]).toEqual({ id: expect.any(Number), code: 'en', name: 'English', name_english: 'English', sort_order: 1 });
    const all = dataOf(await api.call('GET', 'languages', { token })) as Json[];
    const italian = all.find((l) => l.code === 'it');
    const english = all.find((l) => l.code === 'en');
    expect([italian.enabled, english.enabled]).toEqual([false, true]);
    expect(dataOf(await api.call('POST', `languages/${italian.id}/enable`, { token }))).toMatchObject({ code: 'it', enabled: true, name_english: 'Italian' });
    expect(dataOf(await api.call('GET', 'languages', { token })).find((l: Json) => l.code === 'it').enabled).toBe(true);
    expect(dataOf(await api.call('POST', `languages/${italian.id}/disable`, { token }))).toMatchObject({ code: 'it', enabled: false });
    errorsOf(await api.call('POST', `languages/${english.id}/disable`, { token }));
    for (const id of ['9999', 'abc', '0']) expect((await api.call('POST', `languages/${id}/enable`, { token })).status, id).toBe(404);
    expect((await api.call('GET', 'languages/available')).status).toBe(401);
  });

  it('saving settings, images and languages needs company-administrator', async () => {
    const italian = dataOf(await api.call('GET', 'languages', { token: who().ownerA })).find((l: Json) => l.code === 'it');
    await expectGuarded(api, who().staffA, [
      ['POST', 'user/settings', { property_name: 'x', primary_color: PRIMARY_COLOR }],
      ['DELETE', 'user/settings/property-image'],
      ['DELETE', 'user/settings/default-image'],
      ['POST', `languages/${italian.id}/enable`],
      ['POST', `languages/${italian.id}/disable`],
      ['GET', 'pms'],
    ]);
  });
});
