/**
 * information (information cards, spec section 7): the card list, create,
 * read, update, delete, the cover, and the content per language by
 * content_type: text (content-text), images (content-image, several per
 * language) or one PDF per language (content-pdf).
 */
import { http } from 'msw';
import {
  CONTENT_TEXT,
  CONTENT_TYPES,
  informationSchema,
  informationTextSchema,
  type ContentType,
  type Information,
} from '@atoll/contract';
import {
  authorizeContent,
  bySortOrder,
  coverHandlers,
  detachRelated,
  dropFile,
  findOwn,
  nowIso,
  publicRow,
  readLanguageCode,
  receiveLanguageImage,
  receiveLanguagePdf,
} from '../content';
import { apiPath, MockHttpError, notFound, numericId, ok, readValid, validationFailed, withErrors } from '../http';
import { mockDb, nextId, type Stored } from '../store';

export const contentTypeLabel = (type: ContentType) => CONTENT_TYPES.find((t) => t.value === type)?.label ?? type;

export const informationView = (row: Stored<Information>) => publicRow({ ...row, content_type_label: contentTypeLabel(row.content_type) });

const own = (companyId: number, id: string | readonly string[] | undefined) => findOwn(mockDb.content.information, companyId, numericId(id));

/** Content calls for another content_type answer 422 on the content's field. */
function requireType(row: Stored<Information>, type: ContentType, field: string): void {
  if (row.content_type !== type) {
    throw new MockHttpError(validationFailed({ [field]: [CONTENT_TEXT.contentTypeMismatch(contentTypeLabel(row.content_type))] }));
  }
}

function touch(row: Stored<Information>) {
  row.updated = nowIso();
  return ok(informationView(row));
}

export const informationHandlers = [
  http.get(apiPath('information/selectors/content-types'), withErrors(({ request }) => {
    authorizeContent(request);
    return ok(CONTENT_TYPES.map(({ value, label }) => ({ value, label })));
  })),

  http.get(apiPath('information'), withErrors(({ request }) => {
    const { company } = authorizeContent(request);
    return ok(mockDb.content.information.filter((i) => i.company_id === company.id).sort(bySortOrder).map(informationView));
  })),

  http.post(apiPath('information'), withErrors(async ({ request }) => {
    const { company } = authorizeContent(request);
    const body = await readValid(request, informationSchema);
    const row: Stored<Information> = {
      id: nextId(),
      company_id: company.id,
      name: body.name,
      description: body.description,
      content_type: body.content_type,
      content_type_label: contentTypeLabel(body.content_type),
      sort_order: body.sort_order,
      cover: null,
      cover_thumb: null,
      content: { text: [], images: [], pdf: [] },
      updated: nowIso(),
    };
    mockDb.content.information.push(row);
    return ok(informationView(row), 201);
  })),

  http.get(apiPath('information/:id'), withErrors(({ request, params }) => {
    const { company } = authorizeContent(request);
    return ok(informationView(own(company.id, params.id)));
  })),

  http.patch(apiPath('information/:id'), withErrors(async ({ request, params }) => {
    const { company } = authorizeContent(request);
    const row = own(company.id, params.id);
    const body = await readValid(request, informationSchema);
    // The content of every type is kept: switching back shows it again.
    Object.assign(row, { name: body.name, description: body.description, content_type: body.content_type, sort_order: body.sort_order });
    return touch(row);
  })),

  http.delete(apiPath('information/:id'), withErrors(({ request, params }) => {
    const { company } = authorizeContent(request);
    const row = own(company.id, params.id);
    dropFile(row.cover);
    [...row.content.images, ...row.content.pdf].forEach((f) => dropFile(f.url));
    mockDb.content.information = mockDb.content.information.filter((i) => i !== row);
    detachRelated(company.id, 'information', row.id);
    return ok(null);
  })),

  http.post(apiPath('information/:id/content-text'), withErrors(async ({ request, params }) => {
    const { company } = authorizeContent(request);
    const row = own(company.id, params.id);
    requireType(row, 'text', 'text');
    row.content.text = (await readValid(request, informationTextSchema)).text;
    return touch(row);
  })),

  http.post(apiPath('information/:id/content-image'), withErrors(async ({ request, params }) => {
    const { company } = authorizeContent(request);
    const row = own(company.id, params.id);
    requireType(row, 'image', 'file');
    row.content.images = [...row.content.images, await receiveLanguageImage(request)];
    return touch(row);
  })),

  http.delete(apiPath('information/:id/content-image/:imageId'), withErrors(({ request, params }) => {
    const { company } = authorizeContent(request);
    const row = own(company.id, params.id);
    const image = row.content.images.find((i) => i.id === String(params.imageId));
    if (!image) return notFound();
    dropFile(image.url);
    row.content.images = row.content.images.filter((i) => i !== image);
    return touch(row);
  })),

  // One PDF per language: a new upload replaces that language's file.
  http.post(apiPath('information/:id/content-pdf'), withErrors(async ({ request, params }) => {
    const { company } = authorizeContent(request);
    const row = own(company.id, params.id);
    requireType(row, 'pdf', 'file');
    const pdf = await receiveLanguagePdf(request);
    row.content.pdf.filter((p) => p.language_code === pdf.language_code).forEach((p) => dropFile(p.url));
    row.content.pdf = [...row.content.pdf.filter((p) => p.language_code !== pdf.language_code), pdf];
    return touch(row);
  })),

  http.delete(apiPath('information/:id/content-pdf'), withErrors(async ({ request, params }) => {
    const { company } = authorizeContent(request);
    const row = own(company.id, params.id);
    const code = await readLanguageCode(request);
    row.content.pdf.filter((p) => p.language_code === code).forEach((p) => dropFile(p.url));
    row.content.pdf = row.content.pdf.filter((p) => p.language_code !== code);
    return touch(row);
  })),

  ...coverHandlers('information', () => mockDb.content.information, informationView),
];
