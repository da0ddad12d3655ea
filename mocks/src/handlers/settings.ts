/** user/settings: property name and colour, property logo and default image. */
import { PRIMARY_COLOR, settingsSchema, type UserSettings, type UserSettingsResponse } from '@atoll/contract';
import { ok, readValid } from '../http';
import { ADMIN, del, get, guarded, post, SIGNED_IN, type Route } from '../routes';
import { mockDb } from '../store';
import { receiveImage } from '../uploads';

function settingsOf(companyId: number, fallbackName: string): UserSettings {
  let settings = mockDb.settings.get(companyId);
  if (!settings) {
    settings = { property_name: fallbackName, primary_color: PRIMARY_COLOR, property_logo: null, default_image: null };
    mockDb.settings.set(companyId, settings);
  }
  return settings;
}

/** The mocks' translator (POST languages/translate) always answers, so Auto Translate is offered. */
export const MOCK_AUTO_TRANSLATE = true;

/** The answer of every user/settings route, as the server gives it. */
const answer = (settings: UserSettings): UserSettingsResponse => ({ ...settings, auto_translate: MOCK_AUTO_TRANSLATE });

type ImageField = 'property_logo' | 'default_image';

function imageRoutes(path: string, field: ImageField): Route[] {
  return [
    post(path, async ({ request, caller: { company } }) => {
      const image = await receiveImage(request);
      const settings = settingsOf(company.id, company.name);
      settings[field] = image.data_url;
      return ok(answer(settings));
    }),
    del(path, ({ caller: { company } }) => {
      const settings = settingsOf(company.id, company.name);
      settings[field] = null;
      return ok(answer(settings));
    }),
  ];
}

export const settingsHandlers = [
  ...guarded(SIGNED_IN, [get('user/settings', ({ caller: { company } }) => ok(answer(settingsOf(company.id, company.name))))]),

  ...guarded(ADMIN, [
    post('user/settings', async ({ request, caller: { company } }) => {
      const body = await readValid(request, settingsSchema);
      const settings = settingsOf(company.id, company.name);
      settings.property_name = body.property_name;
      settings.primary_color = body.primary_color.toUpperCase();
      return ok(answer(settings));
    }),
    ...imageRoutes('user/settings/property-image', 'property_logo'),
    ...imageRoutes('user/settings/default-image', 'default_image'),
  ]),
];
