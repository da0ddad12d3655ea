/** banners (/promotions in the API, spec section 7): the card list, create, read, update, delete, one image per language. */
import { http } from 'msw';
import { bannerCreateSchema, bannerUpdateSchema, type Banner } from '@atoll/contract';
import {
  authorizeContent,
  bySortOrder,
  dropFile,
  findOwn,
  nowIso,
  publicRow,
  readLanguageCode,
  receiveLanguageImage,
  relatedLinkOf,
  withRelatedText,
} from '../content';
import { apiPath, numericId, ok, readJson, validate, withErrors } from '../http';
import { mockDb, nextId, type Stored } from '../store';

/** What the API returns for a stored banner: derived related_text filled in. */
export const bannerView = (row: Stored<Banner>) => publicRow(withRelatedText(row));

const own = (companyId: number, id: string | readonly string[] | undefined) => findOwn(mockDb.content.banners, companyId, numericId(id));

export const bannerHandlers = [
  http.get(apiPath('promotions'), withErrors(({ request }) => {
    const { company } = authorizeContent(request);
    return ok(mockDb.content.banners.filter((p) => p.company_id === company.id).sort(bySortOrder).map(bannerView));
  })),

  http.post(apiPath('promotions'), withErrors(async ({ request }) => {
    const { company } = authorizeContent(request);
    const body = await validate(bannerCreateSchema, await readJson(request));
    const row: Stored<Banner> = {
      id: nextId(),
      company_id: company.id,
      name: body.name.trim(),
      sort_order: body.sort_order ?? 0,
      show_on_tv: body.show_on_tv ?? false,
      show_on_app: body.show_on_app ?? false,
      description: body.description,
      ...relatedLinkOf(company.id, body),
      related_text: null,
      image: [],
      updated: nowIso(),
    };
    mockDb.content.banners.push(row);
    return ok(bannerView(row), 201);
  })),

  http.get(apiPath('promotions/:id'), withErrors(({ request, params }) => {
    const { company } = authorizeContent(request);
    return ok(bannerView(own(company.id, params.id)));
  })),

  http.patch(apiPath('promotions/:id'), withErrors(async ({ request, params }) => {
    const { company } = authorizeContent(request);
    const row = own(company.id, params.id);
    const raw = await readJson(request);
    const body = await validate(bannerUpdateSchema, raw);
    Object.assign(row, {
      name: body.name.trim(),
      sort_order: body.sort_order,
      show_on_tv: body.show_on_tv ?? row.show_on_tv,
      show_on_app: body.show_on_app ?? row.show_on_app,
      description: 'description' in raw ? body.description : row.description,
      ...relatedLinkOf(company.id, body, row),
      updated: nowIso(),
    });
    return ok(bannerView(row));
  })),

  http.delete(apiPath('promotions/:id'), withErrors(({ request, params }) => {
    const { company } = authorizeContent(request);
    const row = own(company.id, params.id);
    row.image.forEach((image) => dropFile(image.url));
    mockDb.content.banners = mockDb.content.banners.filter((p) => p !== row);
    return ok(null);
  })),

  // One image per language: a new upload replaces that language's image.
  http.post(apiPath('promotions/:id/image'), withErrors(async ({ request, params }) => {
    const { company } = authorizeContent(request);
    const row = own(company.id, params.id);
    const image = await receiveLanguageImage(request);
    row.image.filter((i) => i.language_code === image.language_code).forEach((i) => dropFile(i.url));
    row.image = [...row.image.filter((i) => i.language_code !== image.language_code), image];
    row.updated = nowIso();
    return ok(bannerView(row));
  })),

  http.delete(apiPath('promotions/:id/image'), withErrors(async ({ request, params }) => {
    const { company } = authorizeContent(request);
    const row = own(company.id, params.id);
    const code = await readLanguageCode(request);
    row.image.filter((i) => i.language_code === code).forEach((i) => dropFile(i.url));
    row.image = row.image.filter((i) => i.language_code !== code);
    row.updated = nowIso();
    return ok(bannerView(row));
  })),
];
