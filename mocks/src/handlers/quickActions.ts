/**
 * quick-actions (spec section 7): the card list, create, read, update, delete,
 * and the guest-app pages a 'page' action opens. payload_text and icon_url are
 * derived.
 */
import { QUICK_ACTION_PAGES, iconUrl, quickActionSchema, type QuickAction, type QuickActionPayload } from '@atoll/contract';
import { NO_LINK, bySortOrder, cleanTranslatable } from '@atoll/contract/domain';
import { findOwn, newLink, nowIso, publicRow, withRelatedText } from '../content';
import { ok, readValid } from '../http';
import { del, get, guarded, HOTEL_CONTENT, patch, post } from '../routes';
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

const own = (companyId: number, id: number) => findOwn(mockDb.content.quickActions, companyId, id);

/** The stored fields of a valid body: the payload only for url/call/page, the related link only for 'related'. */
function fieldsOf(companyId: number, body: QuickActionPayload) {
  const isRelated = body.type === 'related';
  return {
    name: cleanTranslatable(body.name),
    sort_order: body.sort_order,
    type: body.type,
    payload: isRelated ? null : (body.payload ?? null),
    icon: body.icon,
    ...(isRelated ? newLink(companyId, body) : NO_LINK),
    updated: nowIso(),
  };
}

export const quickActionHandlers = guarded(HOTEL_CONTENT, [
  // Before quick-actions/:id, which would read 'pages' as an id.
  get('quick-actions/pages', () => ok(QUICK_ACTION_PAGES.map(({ value, label }) => ({ value, label })))),

  get('quick-actions', ({ companyId }) => ok(mockDb.content.quickActions.filter((q) => q.company_id === companyId).sort(bySortOrder).map(quickActionView))),

  post('quick-actions', async ({ request, companyId }) => {
    const body = await readValid(request, quickActionSchema);
    const row: Stored<QuickAction> = {
      id: nextId(),
      company_id: companyId,
      ...fieldsOf(companyId, body),
      related_text: null,
      payload_text: '',
      icon_url: '',
    };
    mockDb.content.quickActions.push(row);
    return ok(quickActionView(row), 201);
  }),

  get('quick-actions/:id', ({ companyId, id }) => ok(quickActionView(own(companyId, id())))),

  patch('quick-actions/:id', async ({ request, companyId, id }) => {
    const row = own(companyId, id());
    Object.assign(row, fieldsOf(companyId, await readValid(request, quickActionSchema)));
    return ok(quickActionView(row));
  }),

  del('quick-actions/:id', ({ companyId, id }) => {
    const row = own(companyId, id());
    mockDb.content.quickActions = mockDb.content.quickActions.filter((q) => q !== row);
    return ok(null);
  }),
]);
