/**
 * Image uploads: multipart field `file`, at most UPLOAD_MAX_BYTES, recognised by its
 * first bytes (PNG, JPEG, GIF, WebP) — never by its name or declared MIME type.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_TEXT, MSG, UPLOAD_MAX_BYTES, sniffImageType } from '@atoll/contract';
import { HttpError, validationError } from './errors';

/** Room for the multipart boundaries and headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The rest of the body is not read, so the connection cannot be reused: close it. */
export const tooLarge = (message: string = MSG.imageTooLarge, field: string | null = 'file') =>
  new HttpError(413, { message, ...(field ? { errors: { [field]: [message] } } : {}) }, { Connection: 'close' });

/** Rejects by Content-Length before reading, and stops a stream that grows past it. */
export const uploadLimit: MiddlewareHandler = async (c, next) => {
  const declared = Number(c.req.header('Content-Length'));
  if (Number.isFinite(declared) && declared > UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD) throw tooLarge();
  return bodyLimit({
    maxSize: UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD,
    onError: () => {
      throw tooLarge();
    },
  })(c, next);
};

export interface UploadedImageFile {
  bytes: Uint8Array;
  contentType: string;
}

export async function readImageUpload(c: Context): Promise<UploadedImageFile> {
  if (!(c.req.header('Content-Type') ?? '').startsWith('multipart/form-data')) {
    throw validationError({ file: [MSG.fieldRequired] });
  }
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, { message: API_TEXT.multipartUnreadable });
  }
  const file = form.file;
  if (!(file instanceof File) || file.size === 0) throw validationError({ file: [MSG.fieldRequired] });
  if (file.size > UPLOAD_MAX_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > UPLOAD_MAX_BYTES) throw tooLarge();
  const contentType = sniffImageType(bytes);
  if (!contentType) {
    throw new HttpError(415, { message: API_TEXT.notAnImage, errors: { file: [API_TEXT.notAnImage] } });
  }
  return { bytes, contentType };
}
