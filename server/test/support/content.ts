/** Helpers for the hotel-content tests: real images and PDFs, multipart uploads, file counts. */
import sharp from 'sharp';
import { and, count, eq } from 'drizzle-orm';
import { files } from '../../src/db/schema';
import type { ApiClient, ApiResponse, Json } from './client';
import type { TestServer } from './server';

/** A real PNG of this size (so the server's re-encoding has something to decode). */
export async function png(width = 8, height = 8): Promise<Uint8Array> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .png()
    .toBuffer();
  return new Uint8Array(buffer);
}

/** A minimal PDF: what readPdfUpload recognises is the `%PDF-` start. */
export const pdf = (): Uint8Array => new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export interface UploadPart {
  bytes?: Uint8Array;
  name?: string;
  type?: string;
  language_code?: string;
}

/** POST multipart `file` (+ `language_code`) as the console does. */
export function upload(api: ApiClient, token: string, path: string, part: UploadPart): Promise<ApiResponse<Json>> {
  const form = new FormData();
  if (part.bytes) form.append('file', new Blob([new Uint8Array(part.bytes)], { type: part.type ?? 'application/octet-stream' }), part.name ?? 'upload.bin');
  if (part.language_code !== undefined) form.append('language_code', part.language_code);
  return api.request('POST', path, { token, raw: form });
}

/** Files the company has in the database (to prove nothing is left behind). */
export async function fileCount(server: TestServer, companyId: number): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(files).where(eq(files.companyId, companyId));
  return Number(row.n);
}

export async function fileExists(server: TestServer, companyId: number, id: string): Promise<boolean> {
  const rows = await server.database.db.select({ id: files.id }).from(files).where(and(eq(files.companyId, companyId), eq(files.id, id)));
  return rows.length === 1;
}

/** The file id in a `/api/v1/files/{id}` (or `…?variant=thumb`) URL. */
export const fileIdOf = (url: string) => /\/files\/([0-9a-f-]{36})/.exec(url)?.[1] ?? '';
