/**
 * Multipart uploads (field `file`), checked like the server does: images (a
 * PNG, JPEG, GIF or WebP recognised by its first bytes) and PDFs, at most 5 MB,
 * per language where the call says so. Kept in the store as data URLs so the
 * browser shows them with no server behind.
 */
import {
  API_TEXT,
  CONTENT_TEXT,
  MSG,
  UPLOAD_MAX_BYTES,
  toFieldErrors,
  languageCodeSchema,
  editorUploadSchema,
  languageFileSchema,
  sniffImageType,
  type LanguageFile,
  type LanguageImage,
} from '@atoll/contract';
import { ValidationError } from 'yup';
import { fail, MockHttpError, readValid, validationFailed } from './http';
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

/** The file's name as the browser sent it, and the other multipart fields, read from a copy of the request. */
async function multipartInfo(request: Request): Promise<{ filename: string; fields: Record<string, string>; hasFile: boolean }> {
  const fields: Record<string, string> = {};
  let filename = 'file';
  let hasFile = false;
  try {
    const form = await request.clone().formData();
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') fields[key] = value;
      else if (key === 'file') {
        hasFile = value.size > 0;
        if (value.name) filename = value.name;
      }
    }
  } catch {
    // receiveImage / receiveLanguagePdf answer for an unreadable body.
  }
  return { filename, fields, hasFile };
}

/** `language_code` of a per-language upload, validated like the server (422 on language_code, and on file too when there is none). */
async function languageOf(fields: Record<string, string>, fileMissing = false): Promise<string> {
  try {
    return (await languageFileSchema.validate({ language_code: fields.language_code }, { abortEarly: false })).language_code;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new MockHttpError(validationFailed({ ...toFieldErrors(error), ...(fileMissing ? { file: [MSG.fieldRequired] } : {}) }));
  }
}

/** An uploaded image (checked like receiveImage) with its file name. */
export async function receiveNamedImage(request: Request): Promise<{ file: StoredFile; filename: string }> {
  const { filename } = await multipartInfo(request);
  return { file: await receiveImage(request), filename };
}

/** A per-language image upload: `file` + `language_code`. */
export async function receiveLanguageImage(request: Request): Promise<LanguageImage> {
  const { filename, fields, hasFile } = await multipartInfo(request);
  const language_code = await languageOf(fields, !hasFile);
  const file = await receiveImage(request);
  return { id: file.id, language_code, filename, url: file.data_url, thumb_url: file.data_url };
}

/** POST editor/images: an image (checked like receiveImage), then its optional `language_code` ('en' when not sent). */
export async function receiveEditorImage(request: Request): Promise<{ file: StoredFile; language_code: string }> {
  const { fields } = await multipartInfo(request);
  const file = await receiveImage(request);
  try {
    return { file, language_code: (await editorUploadSchema.validate({ language_code: fields.language_code }, { abortEarly: false })).language_code };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new MockHttpError(validationFailed(toFieldErrors(error)));
  }
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** A per-language PDF upload: 422 without file or language, 413 over 5 MB, 415 for anything but a PDF. */
export async function receiveLanguagePdf(request: Request): Promise<LanguageFile> {
  const { filename, fields, hasFile } = await multipartInfo(request);
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    throw new MockHttpError(validationFailed({ file: [MSG.fieldRequired] }));
  }
  const language_code = await languageOf(fields, !hasFile);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new MockHttpError(fail(400, { message: 'The multipart body could not be read' }));
  }
  const file = form.get('file');
  if (!(file instanceof Blob) || file.size === 0) throw new MockHttpError(validationFailed({ file: [MSG.fieldRequired] }));
  if (file.size > UPLOAD_MAX_BYTES) throw new MockHttpError(fail(413, { message: MSG.fileTooLarge, errors: { file: [MSG.fileTooLarge] } }));
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!PDF_MAGIC.every((b, i) => bytes[i] === b)) {
    throw new MockHttpError(fail(415, { message: CONTENT_TEXT.notAPdf, errors: { file: [CONTENT_TEXT.notAPdf] } }));
  }
  const stored: StoredFile = { id: randomToken(16), content_type: 'application/pdf', data_url: toDataUrl(bytes, 'application/pdf') };
  mockDb.files.set(stored.id, stored);
  return { id: stored.id, language_code, filename, url: stored.data_url };
}

/** DELETE …/image and …/pdf body: `{language_code}`. */
export async function readLanguageCode(request: Request): Promise<string> {
  return (await readValid(request, languageCodeSchema)).language_code;
}

/** Forgets a stored upload (a replaced or removed image or PDF). */
export function dropFile(url: string | null | undefined): void {
  if (!url) return;
  for (const [id, file] of mockDb.files) if (file.data_url === url) mockDb.files.delete(id);
}
