import { describe, expect, it } from 'vitest';
import { ValidationError, type AnyObjectSchema } from 'yup';
import {
  MSG,
  activityCreateSchema,
  describeWeekly,
  dropMistyped,
  en,
  eventSchema,
  facilityCreateSchema,
  facilityUpdateSchema,
  missingLanguages,
  quickActionSchema,
  roomsSaveSchema,
  toFieldErrors,
  toTranslationMap,
  toTranslations,
  translationText,
} from './index';

async function errorsOf(schema: AnyObjectSchema, value: unknown) {
  const typeErrors: Record<string, string[]> = {};
  const cleaned = dropMistyped(schema, value, '', typeErrors);
  try {
    await schema.validate(cleaned, { abortEarly: false, stripUnknown: true });
    return typeErrors;
  } catch (e) {
    return { ...toFieldErrors(e as ValidationError), ...typeErrors };
  }
}

describe('translations', () => {
  it('round-trips between list and map with en first and empties dropped', () => {
    const map = toTranslationMap([{ language_code: 'dv', text: 'ފެން' }, { language_code: 'en', text: 'Pool' }]);
    expect(map).toEqual({ en: 'Pool', dv: 'ފެން' });
    expect(toTranslations({ ru: '', dv: 'ފެން', en: 'Pool' })).toEqual([
      { language_code: 'en', text: 'Pool' },
      { language_code: 'dv', text: 'ފެން' },
    ]);
    expect(toTranslationMap(null)).toEqual({ en: '' });
  });
  it('falls back to en and reports missing languages', () => {
    expect(translationText(en('Pool'), 'ru')).toBe('Pool');
    expect(missingLanguages(en('Pool'), ['en', 'dv', 'ru'])).toEqual(['dv', 'ru']);
  });
});

describe('content schemas', () => {
  it('asks for a name on create and for the field on edit, on the field itself', async () => {
    expect(await errorsOf(facilityCreateSchema, { name: en('  ') })).toEqual({ name: [MSG.enterName] });
    expect(await errorsOf(facilityUpdateSchema, { name: [] })).toEqual({ name: [MSG.fieldRequired], sort_order: [MSG.fieldRequired] });
  });
  it('limits price text per language', async () => {
    const errors = await errorsOf(activityCreateSchema, { facility_id: 1, name: en('Dive'), price_text: en('x'.repeat(51)) });
    expect(Object.keys(errors)).toEqual(['price_text']);
  });
  it('turns a mistyped translatable into a 422, not a crash', async () => {
    expect(await errorsOf(facilityCreateSchema, { name: 'Pool' })).toHaveProperty('name');
    expect(await errorsOf(facilityCreateSchema, { name: [{ language_code: 'en', text: { x: 1 } }] })).toHaveProperty(['name[0].text']);
  });
  it('requires the payload that fits the quick action type', async () => {
    const base = { name: en('Call us'), sort_order: 1, icon: 'phone' };
    expect(await errorsOf(quickActionSchema, { ...base, type: 'call' })).toEqual({ payload: [MSG.fieldRequired] });
    expect(await errorsOf(quickActionSchema, { ...base, type: 'call', payload: '+960 123 4567' })).toEqual({});
    expect(await errorsOf(quickActionSchema, { ...base, type: 'related' })).toHaveProperty('related_type');
    expect(await errorsOf(quickActionSchema, { ...base, type: 'url', payload: 'example' })).toHaveProperty('payload');
    // One message per mistake: an empty choice or payload is only 'Field is required'.
    expect(await errorsOf(quickActionSchema, { ...base, type: 'url', payload: '', icon: '' })).toEqual({
      payload: [MSG.fieldRequired],
      icon: [MSG.fieldRequired],
    });
    expect(await errorsOf(quickActionSchema, { ...base, type: 'page', payload: 'nowhere' })).toEqual({ payload: ['Choose from the list'] });
    expect(await errorsOf(quickActionSchema, { ...base, icon: 'unicorn', type: 'teleport' })).toEqual({
      icon: ['Choose from the list'],
      type: ['Choose from the list'],
    });
  });
  it('needs weekly days and HH:mm times on events', async () => {
    const errors = await errorsOf(eventSchema, { name: en('BBQ'), start_time: '7pm', end_time: '21:00', weekly_recurring_day: [] });
    expect(Object.keys(errors).sort()).toEqual(['start_time', 'weekly_recurring_day']);
    expect(describeWeekly([6, 2], '18:00', '20:00')).toBe('Every Monday, Friday, 18:00–20:00');
  });
  it('refuses a room number listed twice', async () => {
    const errors = await errorsOf(roomsSaveSchema, { rooms: [{ number: '101' }, { number: '101 ' }] });
    expect(errors).toEqual({ rooms: ['Room 101 is listed twice'] });
  });
});

describe('dropMistyped: what the client sends never reaches yup unchecked', () => {
  it('keys named after built-in members are dropped at any depth; nothing is polluted', async () => {
    for (const key of ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty']) {
      const entry = JSON.parse(`{"language_code":"en","text":"Pool","${key}":{"polluted":1}}`);
      const body = JSON.parse(`{"name":[],"${key}":{"polluted":1}}`);
      body.name = [entry];
      const errors: Record<string, string[]> = {};
      expect(dropMistyped(facilityCreateSchema, body, '', errors)).toEqual({ name: [{ language_code: 'en', text: 'Pool' }] });
      expect(errors).toEqual({});
      expect(await errorsOf(facilityCreateSchema, body)).toEqual({});
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('entries of a list of objects that are not objects are reported on the list and left out', async () => {
    expect(await errorsOf(activityCreateSchema, { facility_id: 1, name: en('A'), price_text: [null] })).toEqual({
      price_text: ['Each entry of the list must be an object'],
    });
    const rooms = await errorsOf(roomsSaveSchema, { rooms: ['1', null, {}, { number: '2' }] });
    expect(rooms.rooms).toEqual(['Each entry of the list must be an object']);
    // Numbered without the entries left out, as yup sees the list.
    expect(rooms['rooms[0].number']).toEqual([MSG.fieldRequired]);
  });
});
