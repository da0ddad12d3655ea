/**
 * Multipart image uploads (field `file`), checked like the server does: a
 * PNG, JPEG, GIF or WebP recognised by its first bytes, at most 5 MB. Kept in
 * the store as a data URL so the browser shows it with no server behind.
 */
import { API_TEXT, MSG, UPLOAD_MAX_BYTES, sniffImageType } from '@atoll/contract';
import { fail, MockHttpError, validationFailed } from './http';
import { mockDb, randomToken, type StoredFile } from './store';

/** Not a spec text: the server's 415 message. */
export const NOT_AN_IMAGE = API_TEXT.notAnImage;

function toDataUrl(bytes: Uint8Array, contentType: string): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return `data:${contentType};base64,${btoa(binary)}`;
}

const tooLarge = () => new MockHttpError(fail(413, { message: MSG.imageTooLarge, errors: { file: [MSG.imageTooLarge] } }));

/** The uploaded image, stored; 422 without a file, 413 over 5 MB, 415 for anything but an image. */
export async function receiveImage(request: Request): Promise<StoredFile> {
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    throw new MockHttpError(validationFailed({ file: [MSG.fieldRequired] }));
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new MockHttpError(fail(400, { message: 'The multipart body could not be read' }));
  }
  const file = form.get('file');
  if (!(file instanceof Blob) || file.size === 0) throw new MockHttpError(validationFailed({ file: [MSG.fieldRequired] }));
  if (file.size > UPLOAD_MAX_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new MockHttpError(fail(415, { message: NOT_AN_IMAGE, errors: { file: [NOT_AN_IMAGE] } }));
  const stored: StoredFile = { id: randomToken(16), content_type: contentType, data_url: toDataUrl(bytes, contentType) };
  mockDb.files.set(stored.id, stored);
  return stored;
}
