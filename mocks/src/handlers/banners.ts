/** banners (/promotions in the API, spec section 7): the card list, create, read, update, delete, one image per language. */
import { bannerCreateSchema, bannerUpdateSchema, type Banner } from '@atoll/contract';
import { bySortOrder, cleanRichTranslatable, sortOrderOrDefault } from '@atoll/contract/domain';
import { findOwn, newLink, nowIso, patchedLink, publicRow, withRelatedText } from '../content';
import { ok, readValid, readValidSent } from '../http';
import { del, get, guarded, HOTEL_CONTENT, patch, post } from '../routes';
import { mockDb, nextId, type Stored } from '../store';
import { dropFile, readLanguageCode, receiveLanguageImage } from '../uploads';

/** What the API returns for a stored banner: derived related_text filled in. */
export const bannerView = (row: Stored<Banner>) => publicRow(withRelatedText(row));

const own = (companyId: number, id: number) => findOwn(mockDb.content.banners, companyId, id);

const touched = (row: Stored<Banner>) => {
  row.updated = nowIso();
  return ok(bannerView(row));
};

export const bannerHandlers = guarded(HOTEL_CONTENT, [
  get('promotions', ({ companyId }) => ok(mockDb.content.banners.filter((p) => p.company_id === companyId).sort(bySortOrder).map(bannerView))),

  post('promotions', async ({ request, companyId }) => {
    const body = await readValid(request, bannerCreateSchema);
    const row: Stored<Banner> = {
      id: nextId(),
      company_id: companyId,
      name: body.name,
      sort_order: sortOrderOrDefault(body.sort_order),
      show_on_tv: body.show_on_tv ?? false,
      show_on_app: body.show_on_app ?? false,
      description: cleanRichTranslatable(body.description),
      ...newLink(companyId, body),
      related_text: null,
      image: [],
      updated: nowIso(),
    };
    mockDb.content.banners.push(row);
    return ok(bannerView(row), 201);
  }),

  get('promotions/:id', ({ companyId, id }) => ok(bannerView(own(companyId, id())))),

  patch('promotions/:id', async ({ request, companyId, id }) => {
    const row = own(companyId, id());
    const { body, sent } = await readValidSent(request, bannerUpdateSchema);
    Object.assign(row, {
      name: body.name,
      sort_order: body.sort_order,
      ...(sent('show_on_tv') ? { show_on_tv: body.show_on_tv } : {}),
      ...(sent('show_on_app') ? { show_on_app: body.show_on_app } : {}),
      ...(sent('description') ? { description: cleanRichTranslatable(body.description) } : {}),
      ...patchedLink(companyId, sent, body, row),
    });
    return touched(row);
  }),

  del('promotions/:id', ({ companyId, id }) => {
    const row = own(companyId, id());
    row.image.forEach((image) => dropFile(image.url));
    mockDb.content.banners = mockDb.content.banners.filter((p) => p !== row);
    return ok(null);
  }),

  // One image per language: a new upload replaces that language's image.
  post('promotions/:id/image', async ({ request, companyId, id }) => {
    const row = own(companyId, id());
    const image = await receiveLanguageImage(request);
    row.image.filter((i) => i.language_code === image.language_code).forEach((i) => dropFile(i.url));
    row.image = [...row.image.filter((i) => i.language_code !== image.language_code), image];
    return touched(row);
  }),

  del('promotions/:id/image', async ({ request, companyId, id }) => {
    const row = own(companyId, id());
    const code = await readLanguageCode(request);
    const gone = row.image.filter((i) => i.language_code === code);
    if (gone.length === 0) return ok(bannerView(row));
    gone.forEach((i) => dropFile(i.url));
    row.image = row.image.filter((i) => i.language_code !== code);
    return touched(row);
  }),
]);
