/**
 * Multipart image uploads (field `file`): an image of at most 5 MB, kept in the
 * store as a data URL so the browser can show it with no server behind.
 */
import { MSG, UPLOAD_MAX_BYTES } from '@atoll/contract';
import { fail, MockHttpError, validationFailed } from './http';
import { mockDb, randomToken, type StoredFile } from './store';

/** Not a spec text: the file field of a 415. */
export const NOT_AN_IMAGE = 'The file must be an image';

async function dataUrl(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return `data:${file.type};base64,${btoa(binary)}`;
}

/** The uploaded image, stored; 422 without a file, 415 for a non-image, 413 over 5 MB. */
export async function receiveImage(request: Request): Promise<StoredFile> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new MockHttpError(fail(400));
  }
  const file = form.get('file');
  if (!(file instanceof Blob) || file.size === 0) throw new MockHttpError(validationFailed({ file: [MSG.fieldRequired] }));
  if (!file.type.startsWith('image/')) throw new MockHttpError(fail(415, { errors: { file: [NOT_AN_IMAGE] } }));
  if (file.size > UPLOAD_MAX_BYTES) throw new MockHttpError(fail(413, { errors: { file: [MSG.imageTooLarge] } }));
  const stored: StoredFile = { id: randomToken(16), content_type: file.type, data_url: await dataUrl(file) };
  mockDb.files.set(stored.id, stored);
  return stored;
}
