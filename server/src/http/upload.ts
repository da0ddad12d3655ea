/**
 * Uploads: multipart field `file`, at most UPLOAD_MAX_BYTES, recognised by its first
 * bytes — never by its name or declared MIME type. Images: PNG, JPEG, GIF, WebP.
 * PDFs: `%PDF-`. Per-language uploads carry a `language_code` field (languageFileSchema).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_TEXT, CONTENT_TEXT, MSG, UPLOAD_MAX_BYTES, languageFileSchema, sniffImageType } from '@atoll/contract';
import { HttpError, validationError } from './errors';
import { validate } from './validate';

/** Room for the multipart boundaries and headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The rest of the body is not read, so the connection cannot be reused: close it. */
export const tooLarge = (message: string = MSG.imageTooLarge, field: string | null = 'file') =>
  new HttpError(413, { message, ...(field ? { errors: { [field]: [message] } } : {}) }, { Connection: 'close' });

/** Rejects by Content-Length before reading, and stops a stream that grows past it. */
export const uploadLimitFor =
  (message: string): MiddlewareHandler =>
  async (c, next) => {
    const declared = Number(c.req.header('Content-Length'));
    if (Number.isFinite(declared) && declared > UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD) throw tooLarge(message);
    return bodyLimit({
      maxSize: UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD,
      onError: () => {
        throw tooLarge(message);
      },
    })(c, next);
  };

/** Image routes: 'Image must smaller than 5MB'. */
export const uploadLimit: MiddlewareHandler = uploadLimitFor(MSG.imageTooLarge);
/** PDF routes: 'File must smaller than 5MB'. */
export const pdfUploadLimit: MiddlewareHandler = uploadLimitFor(MSG.fileTooLarge);

export interface UploadedImageFile {
  bytes: Uint8Array;
  contentType: string;
  /** The name the browser sent (may be ''); kept for display and downloads only. */
  filename: string;
}

export interface UploadedPdfFile extends UploadedImageFile {
  contentType: 'application/pdf';
}

/** A name safe to store and to put in a header: no path, no control characters, at most 200 characters. */
export function cleanFilename(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(-200);
  return cleaned === '' ? fallback : cleaned;
}

async function readForm(c: Context): Promise<Record<string, unknown>> {
  // A media type's name is case-insensitive (RFC 9110): hono's parseBody reads Multipart/Form-Data too.
  if (!/^multipart\/form-data/i.test(c.req.header('Content-Type') ?? '')) {
    throw validationError({ file: [MSG.fieldRequired] });
  }
  try {
    return await c.req.parseBody();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, { message: API_TEXT.multipartUnreadable });
  }
}

async function readFileField(form: Record<string, unknown>, tooLargeMessage: string): Promise<{ bytes: Uint8Array; name: string } | undefined> {
  const file = form.file;
  if (!(file instanceof File) || file.size === 0) return undefined;
  if (file.size > UPLOAD_MAX_BYTES) throw tooLarge(tooLargeMessage);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > UPLOAD_MAX_BYTES) throw tooLarge(tooLargeMessage);
  return { bytes, name: file.name };
}

/** The `language_code` field of a per-language upload; a missing file is reported in the same 422. */
async function languageCodeOf(form: Record<string, unknown>, fileMissing: boolean): Promise<string> {
  const value = typeof form.language_code === 'string' ? form.language_code : undefined;
  try {
    return (await validate(languageFileSchema, { language_code: value })).language_code;
  } catch (error) {
    if (error instanceof HttpError && error.status === 422) {
      throw validationError({ ...error.body.errors, ...(fileMissing ? { file: [MSG.fieldRequired] } : {}) });
    }
    throw error;
  }
}

const notAnImage = () => new HttpError(415, { message: API_TEXT.notAnImage, errors: { file: [API_TEXT.notAnImage] } });

export async function readImageUpload(c: Context): Promise<UploadedImageFile>;
export async function readImageUpload(c: Context, options: { languageCode: true }): Promise<UploadedImageFile & { languageCode: string }>;
export async function readImageUpload(c: Context, options: { languageCode?: boolean } = {}) {
  const form = await readForm(c);
  const file = await readFileField(form, MSG.imageTooLarge);
  const languageCode = options.languageCode ? await languageCodeOf(form, !file) : undefined;
  if (!file) throw validationError({ file: [MSG.fieldRequired] });
  const contentType = sniffImageType(file.bytes);
  if (!contentType) throw notAnImage();
  return { bytes: file.bytes, contentType, filename: cleanFilename(file.name, 'image'), ...(options.languageCode ? { languageCode } : {}) };
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
export const isPdf = (bytes: Uint8Array) => PDF_MAGIC.every((b, i) => bytes[i] === b);

/** A PDF (`%PDF-`) with its `language_code`: 422 for a bad code or no file, 413 over 5 MB, 415 for anything else. */
export async function readPdfUpload(c: Context): Promise<UploadedPdfFile & { languageCode: string }> {
  const form = await readForm(c);
  const file = await readFileField(form, MSG.fileTooLarge);
  const languageCode = await languageCodeOf(form, !file);
  if (!file) throw validationError({ file: [MSG.fieldRequired] });
  if (!isPdf(file.bytes)) {
    throw new HttpError(415, { message: CONTENT_TEXT.notAPdf, errors: { file: [CONTENT_TEXT.notAPdf] } });
  }
  return { bytes: file.bytes, contentType: 'application/pdf', filename: cleanFilename(file.name, 'document.pdf'), languageCode };
}

export { notAnImage };
