/** Room types with their rooms, and manual rooms: company-scoped lookups and the shapes /api/v1 returns. */
import { asc, inArray } from 'drizzle-orm';
import { roomLink, type ManualRoom, type RoomType } from '@atoll/contract';
import { manualRooms, rooms, roomTypes } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { groupBy } from '../contentRows';
import { fileUrl, thumbUrl } from '../files';
import { toCompany, type CompanyRow } from '../serialize';

export async function listManualRooms(own: Tenant): Promise<ManualRoom[]> {
  const rows = await own
    .pick({ number: manualRooms.number }, manualRooms)
    .orderBy(asc(manualRooms.position));
  return rows;
}

export type RoomTypeRow = typeof roomTypes.$inferSelect;

/** Longer than any real room number (at most 20 characters), so a parked number never collides. */
export const SWAP_PREFIX = '~renumbering-a-room~:';


export async function serializeTypes(own: Tenant, company: CompanyRow, guestAppUrl: string, rows: RoomTypeRow[]): Promise<RoomType[]> {
  if (rows.length === 0) return [];
  const qrLink = toCompany(company, guestAppUrl).qr_link;
  const roomRows = await own
    .select(rooms, inArray(rooms.roomTypeId, rows.map((r) => r.id)))
    .orderBy(asc(rooms.position), asc(rooms.id));
  const byType = groupBy(roomRows, (r) => r.roomTypeId);
  return rows.map((row) => {
    const list = (byType.get(row.id) ?? []).map((r) => ({ id: r.id, number: r.number, lat: r.lat, lng: r.lng, qr_link: roomLink(qrLink, r.number) }));
    return {
      id: row.id,
      name: row.name,
      cover: fileUrl(row.coverFileId),
      cover_thumb: thumbUrl(row.coverFileId),
      rooms: list,
      rooms_count: list.length,
      updated: row.updatedAt.toISOString(),
    };
  });
}

export async function findType(own: Tenant, id: number): Promise<RoomTypeRow> {
  return own.find(roomTypes, id);
}

