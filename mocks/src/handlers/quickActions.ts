/**
 * quick-actions (spec section 7): the card list, create, read, update, delete,
 * and the guest-app pages a 'page' action opens. payload_text and icon_url are
 * derived.
 */
import { http } from 'msw';
import { QUICK_ACTION_PAGES, iconUrl, quickActionSchema, type QuickAction, type QuickActionPayload } from '@atoll/contract';
import { authorizeContent, bySortOrder, findOwn, nowIso, publicRow, relatedLinkOf, withRelatedText } from '../content';
import { apiPath, numericId, ok, readValid, withErrors } from '../http';
import { mockDb, nextId, type Stored } from '../store';

/** What the payload means to a person: the URL, the number, the page's label or the related object's name. */
function payloadText(row: QuickAction): string {
  if (row.type === 'page') return QUICK_ACTION_PAGES.find((p) => p.value === row.payload)?.label ?? row.payload ?? '';
  if (row.type === 'related') return row.related_text ?? '';
  return row.payload ?? '';
}

export function quickActionView(row: Stored<QuickAction>) {
  const linked = withRelatedText(row);
  return publicRow({ ...linked, payload_text: payloadText(linked), icon_url: iconUrl(linked.icon) });
}

const own = (companyId: number, id: string | readonly string[] | undefined) => findOwn(mockDb.content.quickActions, companyId, numericId(id));

/** The stored fields of a valid body: the payload only for url/call/page, the related link only for 'related'. */
function fieldsOf(companyId: number, body: QuickActionPayload) {
  const isRelated = body.type === 'related';
  return {
    name: body.name,
    sort_order: body.sort_order,
    type: body.type,
    payload: isRelated ? null : (body.payload ?? '').trim(),
    icon: body.icon,
    ...(isRelated
      ? relatedLinkOf(companyId, body)
      : { related_type: null, related_id: null, related_direct: false }),
    updated: nowIso(),
  };
}

export const quickActionHandlers = [
  // Before quick-actions/:id, which would read 'pages' as an id.
  http.get(apiPath('quick-actions/pages'), withErrors(({ request }) => {
    authorizeContent(request);
    return ok(QUICK_ACTION_PAGES.map(({ value, label }) => ({ value, label })));
  })),

  http.get(apiPath('quick-actions'), withErrors(({ request }) => {
    const { company } = authorizeContent(request);
    return ok(mockDb.content.quickActions.filter((q) => q.company_id === company.id).sort(bySortOrder).map(quickActionView));
  })),

  http.post(apiPath('quick-actions'), withErrors(async ({ request }) => {
    const { company } = authorizeContent(request);
    const body = await readValid(request, quickActionSchema);
    const row: Stored<QuickAction> = {
      id: nextId(),
      company_id: company.id,
      ...fieldsOf(company.id, body),
      related_text: null,
      payload_text: '',
      icon_url: '',
    };
    mockDb.content.quickActions.push(row);
    return ok(quickActionView(row), 201);
  })),

  http.get(apiPath('quick-actions/:id'), withErrors(({ request, params }) => {
    const { company } = authorizeContent(request);
    return ok(quickActionView(own(company.id, params.id)));
  })),

  http.patch(apiPath('quick-actions/:id'), withErrors(async ({ request, params }) => {
    const { company } = authorizeContent(request);
    const row = own(company.id, params.id);
    Object.assign(row, fieldsOf(company.id, await readValid(request, quickActionSchema)));
    return ok(quickActionView(row));
  })),

  http.delete(apiPath('quick-actions/:id'), withErrors(({ request, params }) => {
    const { company } = authorizeContent(request);
    const row = own(company.id, params.id);
    mockDb.content.quickActions = mockDb.content.quickActions.filter((q) => q !== row);
    return ok(null);
  })),
];
