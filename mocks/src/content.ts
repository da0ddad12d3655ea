/**
 * What the hotel-content handlers (slice 2) share: the manage-hotel-content
 * check, company-scoped look-ups, related-object names, list order, and
 * per-language uploads (images and PDFs) kept as data URLs like uploads.ts.
 */
import { http } from 'msw';
import {
  CONTENT_TEXT,
  MSG,
  PERMISSION,
  UPLOAD_MAX_BYTES,
  languageCodeSchema,
  languageFileSchema,
  translationText,
  type LanguageFile,
  type LanguageImage,
  type RelatedLink,
  type RelatedType,
} from '@atoll/contract';
import { apiPath, fail, MockHttpError, notFound, numericId, ok, readValid, validate, validationFailed, withErrors } from './http';
import { authorize, type Caller } from './session';
import { mockDb, randomToken, type ContentTables, type MockDb, type StoredFile } from './store';
import { receiveImage } from './uploads';

/** Every slice-2 route: a session with manage-hotel-content (403 otherwise). */
export const authorizeContent = (request: Request): Caller => authorize(request, PERMISSION.manageHotelContent);

type Row = { id: number; company_id: number };

/** A row of the caller's company, or 404 (another company's id is simply not found). */
export function findOwn<T extends Row>(rows: T[], companyId: number, id: number): T {
  const row = rows.find((r) => r.id === id && r.company_id === companyId);
  if (!row) throw new MockHttpError(notFound());
  return row;
}

/** Card-grid order: sort_order, then id. */
export const bySortOrder = (a: { sort_order: number; id: number }, b: { sort_order: number; id: number }) =>
  a.sort_order - b.sort_order || a.id - b.id;

export const nowIso = () => new Date().toISOString();

/** The tables a related link can point into. */
const RELATED_TABLES: Record<RelatedType, keyof ContentTables> = {
  facility: 'facilities',
  activity: 'activities',
  menu: 'menus',
  information: 'information',
  event: 'events',
};

/** The 'en' name of a related object of the company, or undefined when it does not exist. */
export function relatedName(companyId: number, type: RelatedType, id: number, db: MockDb = mockDb): string | undefined {
  const rows = db.content[RELATED_TABLES[type]] as Array<Row & { name: unknown }>;
  const row = rows.find((r) => r.id === id && r.company_id === companyId);
  if (!row) return undefined;
  return typeof row.name === 'string' ? row.name : translationText(row.name as never);
}

interface RelatedInput {
  related_type?: RelatedType | null;
  related_id?: number | null;
  related_direct?: boolean;
}

/** The stored link of a validated body (both or neither); 422 on related_id when the object does not exist. */
export function relatedLinkOf(companyId: number, body: RelatedInput, previous?: RelatedLink): Omit<RelatedLink, 'related_text'> {
  const type = body.related_type === undefined ? (previous?.related_type ?? null) : body.related_type || null;
  const id = type ? (body.related_id === undefined ? (previous?.related_id ?? null) : body.related_id) : null;
  if (type && id == null) throw new MockHttpError(validationFailed({ related_id: [MSG.fieldRequired] }));
  if (type && id != null && relatedName(companyId, type, id) === undefined) {
    throw new MockHttpError(validationFailed({ related_id: [CONTENT_TEXT.relatedMissing] }));
  }
  return { related_type: type, related_id: id, related_direct: body.related_direct ?? previous?.related_direct ?? false };
}

/** related_text as the server derives it: the object's 'en' name, null when none or deleted. */
export function withRelatedText<T extends RelatedLink & { company_id: number }>(row: T): T {
  const text = row.related_type && row.related_id != null ? relatedName(row.company_id, row.related_type, row.related_id) : undefined;
  return { ...row, related_text: text ?? null };
}

/** The public view of a stored row: no company id. */
export function publicRow<T extends { company_id: number }>(row: T): Omit<T, 'company_id'> {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { company_id, ...rest } = structuredClone(row);
  return rest;
}

/** The file's name as the browser sent it, and the other multipart fields, read from a copy of the request. */
async function multipartInfo(request: Request): Promise<{ filename: string; fields: Record<string, string> }> {
  const fields: Record<string, string> = {};
  let filename = 'file';
  try {
    const form = await request.clone().formData();
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') fields[key] = value;
      else if (key === 'file' && value.name) filename = value.name;
    }
  } catch {
    // receiveImage / receivePdf answer for an unreadable body.
  }
  return { filename, fields };
}

/** `language_code` of a per-language upload, validated like the server (422 on language_code). */
async function languageOf(fields: Record<string, string>): Promise<string> {
  return (await validate(languageFileSchema, { language_code: fields.language_code })).language_code;
}

/** An uploaded image (checked like uploads.ts) with its file name. */
export async function receiveNamedImage(request: Request): Promise<{ file: StoredFile; filename: string }> {
  const { filename } = await multipartInfo(request);
  return { file: await receiveImage(request), filename };
}

/** A per-language image upload: `file` + `language_code`. */
export async function receiveLanguageImage(request: Request): Promise<LanguageImage> {
  const { filename, fields } = await multipartInfo(request);
  const language_code = await languageOf(fields);
  const file = await receiveImage(request);
  return { id: file.id, language_code, filename, url: file.data_url, thumb_url: file.data_url };
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** A per-language PDF upload: 422 without file or language, 413 over 5 MB, 415 for anything but a PDF. */
export async function receiveLanguagePdf(request: Request): Promise<LanguageFile> {
  const { filename, fields } = await multipartInfo(request);
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    throw new MockHttpError(validationFailed({ file: [MSG.fieldRequired] }));
  }
  const language_code = await languageOf(fields);
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
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const stored: StoredFile = { id: randomToken(16), content_type: 'application/pdf', data_url: `data:application/pdf;base64,${btoa(binary)}` };
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

/** A data URL seed image for scenarios: an SVG with a coloured background and a label. */
export function seedImage(label: string, colour: string): string {
  const markup =
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">` +
    `<rect width="800" height="450" fill="${colour}"/>` +
    // Centred: cards crop covers to a band across the middle.
    `<text x="400" y="242" text-anchor="middle" font-family="sans-serif" font-size="48" fill="#ffffff">${label}</text></svg>`;
  return `data:image/svg+xml;base64,${btoa(markup)}`;
}

/** Fresh ids for seed files so `dropFile` and tests can tell them apart. */
export const seedFileId = () => randomToken(8);

/**
 * A deleted object's links let go: banners, events and quick actions that
 * pointed at it get related_type/id null (nothing is left pointing nowhere).
 */
export function detachRelated(companyId: number, type: RelatedType, id: number, db: MockDb = mockDb): void {
  const linked: Array<Row & RelatedLink> = [...db.content.banners, ...db.content.events, ...db.content.quickActions];
  for (const row of linked) {
    if (row.company_id === companyId && row.related_type === type && row.related_id === id) {
      row.related_type = null;
      row.related_id = null;
      row.related_direct = false;
      row.related_text = null;
    }
  }
}

interface WithCover extends Row {
  cover: string | null;
  cover_thumb: string | null;
  updated: string;
}

/**
 * POST and DELETE `{path}/:id/cover` (e.g. 'events/recurring'): set or remove
 * the row's cover; both answer the whole updated object through `view`.
 */
export function coverHandlers<T extends WithCover>(path: string, rows: () => T[], view: (row: T) => unknown) {
  const own = (request: Request, id: string | readonly string[] | undefined) => {
    const { company } = authorizeContent(request);
    return findOwn(rows(), company.id, numericId(id));
  };
  const set = (row: T, url: string | null) => {
    if (row.cover !== url) dropFile(row.cover);
    Object.assign(row, { cover: url, cover_thumb: url, updated: nowIso() });
    return ok(view(row));
  };
  return [
    http.post(apiPath(`${path}/:id/cover`), withErrors(async ({ request, params }) => {
      const row = own(request, params.id);
      return set(row, (await receiveImage(request)).data_url);
    })),
    http.delete(apiPath(`${path}/:id/cover`), withErrors(({ request, params }) => set(own(request, params.id), null))),
  ];
}
