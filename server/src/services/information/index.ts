/** Information cards: the company-scoped lookup, the content-type rule and the shape /api/v1 returns. */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ContentType, Information } from '@atoll/contract';
import { contentTypeLabel, requireContentType as contentTypeRule } from '@atoll/contract/domain';
import { information, informationFiles } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { groupBy, toLanguageFile, toLanguageImage } from '../contentRows';
import { fileUrl, thumbUrl } from '../files';

export type InformationRow = typeof information.$inferSelect;


export async function serialize(own: Tenant, rows: InformationRow[]): Promise<Information[]> {
  if (rows.length === 0) return [];
  const files = await own
    .select(informationFiles, inArray(informationFiles.informationId, rows.map((r) => r.id)))
    .orderBy(asc(informationFiles.seq));
  const byCard = groupBy(files, (f) => f.informationId);
  return rows.map((row) => {
    const cardFiles = byCard.get(row.id) ?? [];
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      content_type: row.contentType,
      content_type_label: contentTypeLabel(row.contentType),
      sort_order: row.sortOrder,
      cover: fileUrl(row.coverFileId),
      cover_thumb: thumbUrl(row.coverFileId),
      content: {
        text: row.contentText,
        images: cardFiles.filter((f) => f.kind === 'image').map(toLanguageImage),
        pdf: cardFiles.filter((f) => f.kind === 'pdf').map(toLanguageFile),
      },
      updated: row.updatedAt.toISOString(),
    };
  });
}

export async function findCard(own: Tenant, id: number): Promise<InformationRow> {
  return own.find(information, id);
}

export async function one(own: Tenant, id: number): Promise<Information> {
  const [card] = await serialize(own, [await findCard(own, id)]);
  return card;
}

/** 422 unless the card shows this kind of content (the domain's rule). */
export const requireContentType = (card: InformationRow, wanted: ContentType, field: 'text' | 'file') =>
  contentTypeRule({ content_type: card.contentType }, wanted, field);

/** Locks the card for the transaction; 404 (and the transaction undone) when it was deleted meanwhile. */
export async function lockCard(own: Tenant, id: number) {
  const [row] = await own.pick({ id: information.id }, information, eq(information.id, id)).for('update');
  if (!row) throw notFound();
}

export const touch = (own: Tenant, id: number) => own.update(information, id, { updatedAt: sql`now()` });

