/**
 * events/recurring (weekly recurring events, spec section 7): the card list,
 * create, read, update, activate/deactivate, delete and the cover. type_text
 * and type_description are derived (describeWeekly).
 */
import { http } from 'msw';
import { EVENT_TYPES, activeSchema, describeWeekly, eventSchema, type RecurringEvent } from '@atoll/contract';
import { authorizeContent, coverHandlers, detachRelated, dropFile, findOwn, nowIso, publicRow, relatedLinkOf, withRelatedText } from '../content';
import { apiPath, numericId, ok, readJson, readValid, validate, withErrors } from '../http';
import { mockDb, nextId, type Stored } from '../store';

/** The derived texts of an event, as the server fills them. */
export function eventTexts(event: Pick<RecurringEvent, 'type' | 'weekly_recurring_day' | 'start_time' | 'end_time'>) {
  return {
    type_text: EVENT_TYPES.find((t) => t.value === event.type)?.label ?? event.type,
    type_description: describeWeekly(event.weekly_recurring_day, event.start_time, event.end_time),
  };
}

export const eventView = (row: Stored<RecurringEvent>) => publicRow(withRelatedText({ ...row, ...eventTexts(row) }));

const own = (companyId: number, id: string | readonly string[] | undefined) => findOwn(mockDb.content.events, companyId, numericId(id));

/** Events have no sort_order: the list is by id (creation order). */
const byId = (a: RecurringEvent, b: RecurringEvent) => a.id - b.id;

const days = (list: number[]) => [...new Set(list)].sort((a, b) => a - b);

export const eventHandlers = [
  http.get(apiPath('events/recurring'), withErrors(({ request }) => {
    const { company } = authorizeContent(request);
    return ok(mockDb.content.events.filter((e) => e.company_id === company.id).sort(byId).map(eventView));
  })),

  http.post(apiPath('events/recurring'), withErrors(async ({ request }) => {
    const { company } = authorizeContent(request);
    const body = await readValid(request, eventSchema);
    const base = { type: body.type, weekly_recurring_day: days(body.weekly_recurring_day), start_time: body.start_time, end_time: body.end_time };
    const row: Stored<RecurringEvent> = {
      id: nextId(),
      company_id: company.id,
      name: body.name,
      ...base,
      ...eventTexts(base),
      description: body.description,
      ...relatedLinkOf(company.id, body),
      related_text: null,
      active: true,
      cover: null,
      cover_thumb: null,
      updated: nowIso(),
    };
    mockDb.content.events.push(row);
    return ok(eventView(row), 201);
  })),

  http.get(apiPath('events/recurring/:id'), withErrors(({ request, params }) => {
    const { company } = authorizeContent(request);
    return ok(eventView(own(company.id, params.id)));
  })),

  http.patch(apiPath('events/recurring/:id'), withErrors(async ({ request, params }) => {
    const { company } = authorizeContent(request);
    const row = own(company.id, params.id);
    const raw = await readJson(request);
    const body = await validate(eventSchema, raw);
    Object.assign(row, {
      name: body.name,
      type: body.type,
      start_time: body.start_time,
      end_time: body.end_time,
      weekly_recurring_day: days(body.weekly_recurring_day),
      description: 'description' in raw ? body.description : row.description,
      ...relatedLinkOf(company.id, body, row),
      updated: nowIso(),
    });
    return ok(eventView(row));
  })),

  http.post(apiPath('events/recurring/:id/active'), withErrors(async ({ request, params }) => {
    const { company } = authorizeContent(request);
    const row = own(company.id, params.id);
    row.active = (await readValid(request, activeSchema)).active;
    row.updated = nowIso();
    return ok(eventView(row));
  })),

  http.delete(apiPath('events/recurring/:id'), withErrors(({ request, params }) => {
    const { company } = authorizeContent(request);
    const row = own(company.id, params.id);
    dropFile(row.cover);
    mockDb.content.events = mockDb.content.events.filter((e) => e !== row);
    detachRelated(company.id, 'event', row.id);
    return ok(null);
  })),

  ...coverHandlers('events/recurring', () => mockDb.content.events, eventView),
];
