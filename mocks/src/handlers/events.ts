/**
 * events/recurring (weekly recurring events, spec section 7): the card list,
 * create, read, update, activate/deactivate, delete and the cover. type_text
 * and type_description are derived (describeWeekly). Like the server, the item
 * calls also answer under events/{id} (and POST events), as section 7 words them.
 */
import { EVENT_TYPES, activeSchema, describeWeekly, eventSchema, type RecurringEvent } from '@atoll/contract';
import { cleanRichTranslatable, cleanTranslatable } from '@atoll/contract/domain';
import { coverRoutes, detachRelated, findOwn, newLink, nowIso, patchedLink, publicRow, withRelatedText } from '../content';
import { ok, readValid, readValidSent } from '../http';
import { del, get, guarded, HOTEL_CONTENT, patch, post, type Route } from '../routes';
import { mockDb, nextId, type Stored } from '../store';
import { dropFile } from '../uploads';

/** The derived texts of an event, as the server fills them. */
export function eventTexts(event: Pick<RecurringEvent, 'type' | 'weekly_recurring_day' | 'start_time' | 'end_time'>) {
  return {
    type_text: EVENT_TYPES.find((t) => t.value === event.type)?.label ?? event.type,
    type_description: describeWeekly(event.weekly_recurring_day, event.start_time, event.end_time),
  };
}

export const eventView = (row: Stored<RecurringEvent>) => publicRow(withRelatedText({ ...row, ...eventTexts(row) }));

const own = (companyId: number, id: number) => findOwn(mockDb.content.events, companyId, id);

/** Events have no sort_order: the list is by id (creation order). */
const byId = (a: RecurringEvent, b: RecurringEvent) => a.id - b.id;

/** Days once each, ascending (1 = Sunday). */
const days = (list: number[]) => [...new Set(list)].sort((a, b) => a - b);

const touched = (row: Stored<RecurringEvent>) => {
  row.updated = nowIso();
  return ok(eventView(row));
};

const create: Route['resolve'] = async ({ request, companyId }) => {
  const body = await readValid(request, eventSchema);
  const base = { type: body.type, weekly_recurring_day: days(body.weekly_recurring_day), start_time: body.start_time, end_time: body.end_time };
  const row: Stored<RecurringEvent> = {
    id: nextId(),
    company_id: companyId,
    name: cleanTranslatable(body.name),
    ...base,
    ...eventTexts(base),
    description: cleanRichTranslatable(body.description),
    ...newLink(companyId, body),
    related_text: null,
    active: true,
    cover: null,
    cover_thumb: null,
    updated: nowIso(),
  };
  mockDb.content.events.push(row);
  return ok(eventView(row), 201);
};

/** GET/PATCH/DELETE {id}, POST {id}/active and the cover under `base`. */
const itemRoutes = (base: string): Route[] => [
  get(`${base}/:id`, ({ companyId, id }) => ok(eventView(own(companyId, id())))),

  patch(`${base}/:id`, async ({ request, companyId, id }) => {
    const row = own(companyId, id());
    const { body, sent } = await readValidSent(request, eventSchema);
    Object.assign(row, {
      name: cleanTranslatable(body.name),
      type: body.type,
      start_time: body.start_time,
      end_time: body.end_time,
      weekly_recurring_day: days(body.weekly_recurring_day),
      ...(sent('description') ? { description: cleanRichTranslatable(body.description) } : {}),
      ...patchedLink(companyId, sent, body, row),
    });
    return touched(row);
  }),

  post(`${base}/:id/active`, async ({ request, companyId, id }) => {
    const row = own(companyId, id());
    row.active = (await readValid(request, activeSchema)).active;
    return touched(row);
  }),

  del(`${base}/:id`, ({ companyId, id }) => {
    const row = own(companyId, id());
    dropFile(row.cover);
    mockDb.content.events = mockDb.content.events.filter((e) => e !== row);
    detachRelated(companyId, 'event', [row.id]);
    return ok(null);
  }),

  ...coverRoutes(base, () => mockDb.content.events, eventView),
];

export const eventHandlers = guarded(HOTEL_CONTENT, [
  get('events/recurring', ({ companyId }) => ok(mockDb.content.events.filter((e) => e.company_id === companyId).sort(byId).map(eventView))),
  post('events/recurring', create),
  post('events', create),
  ...itemRoutes('events/recurring'),
  ...itemRoutes('events'),
]);
