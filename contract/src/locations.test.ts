import { describe, expect, it } from 'vitest';
import { LOCATION_ICON_BACKGROUND, LOCATION_ICON_COLOR } from './constants';
import { ICON_CONTRAST_MIN, contrastRatio } from './contrast';
import { LOCATION_TEXT, locationCreateSchema, locationIconSchema } from './locations';
import { MSG } from './messages';

const errors = async (schema: typeof locationIconSchema | typeof locationCreateSchema, value: unknown) => {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (e) {
    const out: Record<string, string[]> = {};
    for (const inner of (e as { inner: { path: string; message: string }[] }).inner) (out[inner.path] ??= []).push(inner.message);
    return out;
  }
};

describe('key places', () => {
  it('the spec default pair passes the icon contrast, which is WCAG 1.4.11 (3:1)', () => {
    expect(contrastRatio(LOCATION_ICON_COLOR, LOCATION_ICON_BACKGROUND)).toBeGreaterThanOrEqual(ICON_CONTRAST_MIN);
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21);
  });

  it("create: 'Please enter a name', lat and lng 'Field is required'", async () => {
    expect(await errors(locationCreateSchema, {})).toEqual({ name: [MSG.enterName], lat: [MSG.fieldRequired], lng: [MSG.fieldRequired] });
    expect(await errors(locationCreateSchema, { name: 'Jetty', lat: '', lng: null })).toEqual({ lat: [MSG.fieldRequired], lng: [MSG.fieldRequired] });
    expect(await errors(locationCreateSchema, { name: 'Jetty', lat: 91, lng: 4 })).toEqual({ lat: ['Latitude is between -90 and 90'] });
  });

  it('icon: the foreground is required, colours are upper-cased, the background defaults, a faint pair is refused', async () => {
    expect(await errors(locationIconSchema, { icon: 'boat' })).toEqual({ icon_color: [MSG.fieldRequired] });
    expect(await locationIconSchema.validate({ icon: null, icon_color: '#ffffff' })).toEqual({ icon: null, icon_color: '#FFFFFF', icon_background: LOCATION_ICON_BACKGROUND });
    expect(await errors(locationIconSchema, { icon_color: '#FFFFFF', icon_background: '#FFEEEE' })).toEqual({ icon_background: [LOCATION_TEXT.iconContrast] });
    expect(await errors(locationIconSchema, { icon: 'planet', icon_color: 'white' })).toEqual({ icon: ['Choose from the list'], icon_color: [LOCATION_TEXT.colourFormat] });
  });
});
