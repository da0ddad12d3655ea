/** Rows → the entities /api/v1 returns (contract/src/entities.ts). */
import {
  fileUrl,
  guestAppLink,
  type Company,
  type PmsIntegration,
  type PropertyType,
  type RoomCountBand,
  type UiStatus,
  type User,
  type UserSettingsResponse,
  USER_STATUS_TEXT,
} from '@atoll/contract';
import type { companies, pmsIntegrations, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
type PmsRow = typeof pmsIntegrations.$inferSelect;

const PMS_STATUS: Record<PmsRow['status'], UiStatus> = {
  connected: { text: 'Connected', color: 'green' },
  error: { text: 'Error', color: 'red' },
  disabled: { text: 'Disabled', color: 'grey' },
};

export { fileUrl };

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    designation: row.designation,
    email: row.email,
    mobile: row.mobile,
    status: row.status,
    status_text: USER_STATUS_TEXT[row.status],
    is_owner: row.isOwner,
    permissions: row.permissions,
    updated: row.updatedAt.toISOString(),
    created: row.createdAt.toISOString(),
  };
}

export function toCompany(row: CompanyRow, guestAppUrl: string): Company {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    type: row.type as PropertyType,
    size: row.size as RoomCountBand,
    country3: row.country3,
    qr_link: guestAppLink(row.username, guestAppUrl),
    settings: { currency_symbol: row.currencySymbol, timezone: row.timezone },
  };
}

export function toSettings(row: CompanyRow, autoTranslate: boolean): UserSettingsResponse {
  return {
    property_name: row.propertyName,
    primary_color: row.primaryColor,
    property_logo: fileUrl(row.propertyLogoFileId),
    default_image: fileUrl(row.defaultImageFileId),
    auto_translate: autoTranslate,
  };
}

export function toPms(row: PmsRow): PmsIntegration {
  return {
    id: row.id,
    integration: row.integration,
    ui_status: PMS_STATUS[row.status],
    last_synced_at: row.lastSyncedAt ? row.lastSyncedAt.toISOString() : null,
  };
}
