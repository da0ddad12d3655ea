/**
 * information (information cards, spec section 7): the card list, create,
 * read, update, delete, the cover, and the content per language by
 * content_type: text (content-text), images (content-image, several per
 * language) or one PDF per language (content-pdf).
 */
import { CONTENT_TYPES, informationSchema, informationTextSchema, type Information } from '@atoll/contract';
import { bySortOrder, cleanRichTranslatable, cleanTranslatable, contentTypeLabel, requireContentType, ruleNotFound } from '@atoll/contract/domain';
import { coverRoutes, detachRelated, findOwn, nowIso, publicRow } from '../content';
import { ok, readValid } from '../http';
import { del, get, guarded, HOTEL_CONTENT, patch, post } from '../routes';
import { mockDb, nextId, type Stored } from '../store';
import { dropFile, readLanguageCode, receiveLanguageImage, receiveLanguagePdf } from '../uploads';

export { contentTypeLabel };

export const informationView = (row: Stored<Information>) => publicRow({ ...row, content_type_label: contentTypeLabel(row.content_type) });

const own = (companyId: number, id: number) => findOwn(mockDb.content.information, companyId, id);

function touched(row: Stored<Information>) {
  row.updated = nowIso();
  return ok(informationView(row));
}

export const informationHandlers = guarded(HOTEL_CONTENT, [
  get('information/selectors/content-types', () => ok(CONTENT_TYPES.map(({ value, label }) => ({ value, label })))),

  get('information', ({ companyId }) => ok(mockDb.content.information.filter((i) => i.company_id === companyId).sort(bySortOrder).map(informationView))),

  post('information', async ({ request, companyId }) => {
    const body = await readValid(request, informationSchema);
    const row: Stored<Information> = {
      id: nextId(),
      company_id: companyId,
      name: cleanTranslatable(body.name),
      description: cleanTranslatable(body.description),
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
  }),

  get('information/:id', ({ companyId, id }) => ok(informationView(own(companyId, id())))),

  patch('information/:id', async ({ request, companyId, id }) => {
    const row = own(companyId, id());
    const body = await readValid(request, informationSchema);
    // The content of every type is kept: switching back shows it again.
    Object.assign(row, {
      name: cleanTranslatable(body.name),
      description: cleanTranslatable(body.description),
      content_type: body.content_type,
      sort_order: body.sort_order,
    });
    return touched(row);
  }),

  del('information/:id', ({ companyId, id }) => {
    const row = own(companyId, id());
    dropFile(row.cover);
    [...row.content.images, ...row.content.pdf].forEach((f) => dropFile(f.url));
    mockDb.content.information = mockDb.content.information.filter((i) => i !== row);
    detachRelated(companyId, 'information', [row.id]);
    return ok(null);
  }),

  // The body is validated before the card's type is checked, as on the server.
  post('information/:id/content-text', async ({ request, companyId, id }) => {
    const row = own(companyId, id());
    const { text } = await readValid(request, informationTextSchema);
    requireContentType(row, 'text', 'text');
    row.content.text = cleanRichTranslatable(text);
    return touched(row);
  }),

  post('information/:id/content-image', async ({ request, companyId, id }) => {
    const row = own(companyId, id());
    requireContentType(row, 'image', 'file');
    row.content.images = [...row.content.images, await receiveLanguageImage(request)];
    return touched(row);
  }),

  del('information/:id/content-image/:imageId', ({ params, companyId, id }) => {
    const row = own(companyId, id());
    const image = row.content.images.find((i) => i.id === String(params.imageId));
    if (!image) throw ruleNotFound();
    dropFile(image.url);
    row.content.images = row.content.images.filter((i) => i !== image);
    return touched(row);
  }),

  // One PDF per language: a new upload replaces that language's file.
  post('information/:id/content-pdf', async ({ request, companyId, id }) => {
    const row = own(companyId, id());
    requireContentType(row, 'pdf', 'file');
    const pdf = await receiveLanguagePdf(request);
    row.content.pdf.filter((p) => p.language_code === pdf.language_code).forEach((p) => dropFile(p.url));
    row.content.pdf = [...row.content.pdf.filter((p) => p.language_code !== pdf.language_code), pdf];
    return touched(row);
  }),

  del('information/:id/content-pdf', async ({ request, companyId, id }) => {
    const row = own(companyId, id());
    const code = await readLanguageCode(request);
    const gone = row.content.pdf.filter((p) => p.language_code === code);
    if (gone.length === 0) return ok(informationView(row));
    gone.forEach((p) => dropFile(p.url));
    row.content.pdf = row.content.pdf.filter((p) => p.language_code !== code);
    return touched(row);
  }),

  ...coverRoutes('information', () => mockDb.content.information, informationView),
]);
