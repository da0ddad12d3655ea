/** user/settings: property name and colour, property logo and default image. */
import { http } from 'msw';
import { PRIMARY_COLOR, settingsSchema, type UserSettings } from '@atoll/contract';
import { apiPath, ok, readValid, withErrors } from '../http';
import { authenticate, authorizeAdmin } from '../session';
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

type ImageField = 'property_logo' | 'default_image';

function imageHandlers(path: string, field: ImageField) {
  return [
    http.post(apiPath(path), withErrors(async ({ request }) => {
      const { company } = authorizeAdmin(request);
      const image = await receiveImage(request);
      const settings = settingsOf(company.id, company.name);
      settings[field] = image.data_url;
      return ok({ ...settings });
    })),
    http.delete(apiPath(path), withErrors(({ request }) => {
      const { company } = authorizeAdmin(request);
      const settings = settingsOf(company.id, company.name);
      settings[field] = null;
      return ok({ ...settings });
    })),
  ];
}

export const settingsHandlers = [
  http.get(apiPath('user/settings'), withErrors(({ request }) => {
    const { company } = authenticate(request);
    return ok({ ...settingsOf(company.id, company.name) });
  })),

  http.post(apiPath('user/settings'), withErrors(async ({ request }) => {
    const { company } = authorizeAdmin(request);
    const body = await readValid(request, settingsSchema);
    const settings = settingsOf(company.id, company.name);
    settings.property_name = body.property_name;
    settings.primary_color = body.primary_color.toUpperCase();
    return ok({ ...settings });
  })),

  ...imageHandlers('user/settings/property-image', 'property_logo'),
  ...imageHandlers('user/settings/default-image', 'default_image'),
];
