/**
 * Uploaded files, stored in the database (one backup holds everything; several server
 * processes share them). Images are re-encoded with sharp: metadata (EXIF, GPS, ICC
 * beyond sRGB) is dropped, the EXIF orientation applied, PNG/JPEG/WebP keep their format
 * and GIF becomes PNG (first frame). A resized variant (THUMB_WIDTH wide at most) is kept
 * on the same row for cards and lists. See docs/adr/0021-image-processing-with-sharp.md.
 */
import { randomUUID } from 'node:crypto';
import type { Sharp } from 'sharp';
import { inArray } from 'drizzle-orm';
import { API_BASE, API_TEXT } from '@atoll/contract';
import { files } from '../db/schema';
import type { Tenant } from '../db/tenant';
import { HttpError } from '../http/errors';
import { sharpModule } from '../onFirstUse';
import type { UploadedImageFile, UploadedPdfFile } from '../http/upload';

/** Width of the card/list variant (`?variant=thumb`). */
export const THUMB_WIDTH = 480;
/** Decoding bigger images is refused (a small PNG can claim billions of pixels). */
const MAX_INPUT_PIXELS = 50_000_000;

type OutputFormat = 'png' | 'jpeg' | 'webp';
const OUTPUT: Record<string, OutputFormat> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/gif': 'png',
};
const CONTENT_TYPE: Record<OutputFormat, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };
const EXTENSION: Record<OutputFormat, string> = { png: '.png', jpeg: '.jpg', webp: '.webp' };

function encode(image: Sharp, format: OutputFormat): Sharp {
  if (format === 'jpeg') return image.jpeg({ quality: 85 });
  if (format === 'webp') return image.webp({ quality: 85 });
  return image.png({ compressionLevel: 9 });
}

export interface ProcessedImage {
  contentType: string;
  data: Uint8Array;
  thumbData: Uint8Array | null;
  width: number;
  height: number;
}

/** Re-encodes an upload (never stored as sent) and makes the thumb; 415 if the bytes do not decode. */
export async function processImage(bytes: Uint8Array, contentType: string): Promise<ProcessedImage> {
  const format = OUTPUT[contentType];
  if (!format) throw notDecodable();
  // Outside the try: a sharp that fails to load is a server fault, not an upload that is not an image.
  const sharp = await sharpModule();
  try {
    const base = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const main = await encode(base(), format).toBuffer({ resolveWithObject: true });
    const thumb =
      main.info.width > THUMB_WIDTH
        ? new Uint8Array(await encode(base().resize({ width: THUMB_WIDTH, withoutEnlargement: true }), format).toBuffer())
        : null;
    return { contentType: CONTENT_TYPE[format], data: new Uint8Array(main.data), thumbData: thumb, width: main.info.width, height: main.info.height };
  } catch {
    throw notDecodable();
  }
}

const notDecodable = () => new HttpError(415, { message: API_TEXT.notAnImage, errors: { file: [API_TEXT.notAnImage] } });

/** 'photo.gif' stored as PNG is called 'photo.png'. */
function renamed(filename: string, contentType: string): string {
  const format = OUTPUT[contentType];
  if (!format) return filename;
  const ext = EXTENSION[format];
  const stem = filename.replace(/\.(png|jpe?g|gif|webp)$/i, '');
  return `${stem}${ext}`;
}

/** An upload already re-encoded (see prepareImage): what saveImage stores. */
export interface PreparedImage extends ProcessedImage {
  prepared: true;
  filename: string;
}

/**
 * Re-encodes an upload before a transaction opens: the CPU work (up to about a second for a
 * big photo) then does not hold the database connection (PGlite has one).
 */
export async function prepareImage(upload: UploadedImageFile, filename: string = upload.filename): Promise<PreparedImage> {
  const image = await processImage(upload.bytes, upload.contentType);
  return { ...image, prepared: true, filename: renamed(filename, upload.contentType) };
}

/** Stores an image upload (re-encoded, with its thumb; or prepared by prepareImage) → the new file id. */
export async function saveImage(
  own: Tenant,
  upload: UploadedImageFile | PreparedImage,
  filename?: string,
  marks: FileMarks = {},
): Promise<{ id: string }> {
  const image = 'prepared' in upload ? upload : await prepareImage(upload, filename);
  const id = randomUUID();
  await own.insert(files, {
    id,
    contentType: image.contentType,
    size: image.data.byteLength,
    data: image.data,
    filename: image.filename,
    thumbData: image.thumbData,
    ...marks,
  });
  return { id };
}

/** What a file is kept for, beside its bytes: the App Editor's uploads are marked (files.editor_use). */
export type FileMarks = Pick<typeof files.$inferInsert, 'editorUse'>;

/** Stores a PDF as sent (checked for `%PDF-` by readPdfUpload) → the new file id. */
export async function savePdf(own: Tenant, upload: UploadedPdfFile, filename: string = upload.filename, marks: FileMarks = {}): Promise<{ id: string }> {
  const id = randomUUID();
  await own.insert(files, {
    id,
    contentType: 'application/pdf',
    size: upload.bytes.byteLength,
    data: upload.bytes,
    filename,
    ...marks,
  });
  return { id };
}

/** Deletes files of this company (ids of another company or nulls are ignored). */
export async function deleteFiles(own: Tenant, ids: readonly (string | null | undefined)[]): Promise<void> {
  const list = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if (list.length === 0) return;
  await own.delete(files, inArray(files.id, list));
}

export { fileUrl } from '@atoll/contract';

/** The card/list variant; the server answers with the original when the image is small already. */
export function thumbUrl(id: string): string;
export function thumbUrl(id: string | null): string | null;
export function thumbUrl(id: string | null): string | null {
  return id ? `${API_BASE}/files/${id}?variant=thumb` : null;
}
