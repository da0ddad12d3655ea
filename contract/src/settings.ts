/** The settings group (spec sections 2, 3, 5, 7: /user/settings, pms, manual rooms): the company's settings and the bodies the Settings screen sends. */
import * as yup from 'yup';
import { PALETTE, TEXT_MAX } from './constants';
import type { UiStatus } from './entities';
import { REQUIRED, requiredText, upTo } from './schemas';

export interface CompanySettings {
  currency_symbol: string;
  timezone: string;
}

export interface UserSettings {
  property_name: string;
  primary_color: string;
  property_logo: string | null;
  default_image: string | null;
}

/** What GET/POST user/settings answer: the company's settings and what this server offers the console. */
export interface UserSettingsResponse extends UserSettings {
  /**
   * Whether Auto Translate works here (the server has a translation provider). Without one the console
   * hides the button; how to set one up is for the operator (server log, docs/server.md), not for staff.
   */
  auto_translate: boolean;
}

export interface PmsIntegration {
  id: number;
  integration: string;
  ui_status: UiStatus;
  last_synced_at: string | null;
}

export interface ManualRoom {
  number: string;
}

export const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;
export const settingsSchema = yup.object({
  property_name: upTo(requiredText(), TEXT_MAX.name),
  primary_color: yup
    .string()
    .required(REQUIRED)
    .matches(HEX_COLOR, 'Choose a colour from the palette')
    .test('palette', 'Choose a colour from the palette', (v) => !v || (PALETTE as readonly string[]).includes(v.toUpperCase())),
});
export type SettingsPayload = yup.InferType<typeof settingsSchema>;

/** Manual rooms: entered one per line, sent as a list of numbers. */
export const manualRoomsSchema = yup.object({
  numbers: yup.array(yup.string().trim().required().max(20, 'Room numbers have at most 20 characters')).required(REQUIRED),
});
export function parseRoomNumbers(text: string): string[] {
  return [...new Set(text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean))];
}
