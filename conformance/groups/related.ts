/** Related links shared by banners, events and quick actions: the pickers, related_text, refusals, unlinking on delete. */
import { expect, it } from 'vitest';
import { CONTENT_TEXT, MSG, RELATED_TYPES, en } from '@atoll/contract';
import { defineGroup, type RouteKey, type Api, type Json } from '../harness';
import { create, dataOf, errorsOf } from '../helpers';

type Objects = Record<'facility' | 'activity' | 'menu' | 'information' | 'event', number>;

async function makeObjects(api: Api, prefix: string, token: string): Promise<Objects> {
  const facility = (await create(api, 'facilities', token, { name: en(`${prefix} Pool`) })).id;
  const id = async (path: string, body: unknown) => (await create(api, path, token, body)).id as number;
  return {
    facility,
    activity: await id('facilities/activities', { facility_id: facility, name: en(`${prefix} Swim class`) }),
    menu: await id('facilities/menus', { facility_id: facility, name: en(`${prefix} Pool bar`), type: 'menu' }),
    information: await id('information', { name: en(`${prefix} Rules`), description: en('d'), content_type: 'text', sort_order: 0 }),
    event: await id('events/recurring', { name: en(`${prefix} Aqua gym`), start_time: '09:00', end_time: '10:00', weekly_recurring_day: [2] }),
  };
}

const expectedNames = (prefix: string): Record<string, string> => ({
  facility: `${prefix} Pool`,
  activity: `${prefix} Swim class`,
  menu: `${prefix} Pool bar`,
  information: `${prefix} Rules`,
  event: `${prefix} Aqua gym`,
});
const eventBody = (link: Json) => ({ name: en('Linked event'), start_time: '08:00', end_time: '09:00', weekly_recurring_day: [1], ...link });
const quickBody = (link: Json) => ({ name: en('Linked'), sort_order: 0, type: 'related', icon: 'star', ...link });
const TYPES = RELATED_TYPES.map((t) => t.value);

const COVERS: RouteKey[] = [
  'GET ui/related-types',
  'GET ui/related-object/:type',
];

export const related = defineGroup(COVERS, (api, who) => {
  it('ui/related-types and ui/related-object/{type}: the company\'s objects by their en name; a session is enough', async () => {
    const token = who().ownerA;
    const mine = await makeObjects(api, 'Ours', token);
    const theirs = await makeObjects(api, 'Theirs', who().ownerB);
    expect((await api.call('GET', 'ui/related-types', { token })).body).toEqual({ data: RELATED_TYPES.map((t) => ({ value: t.value, label: t.label })) });
    for (const type of TYPES) {
      const list = dataOf(await api.call('GET', `ui/related-object/${type}`, { token: who().staffA }));
      expect(list, type).toContainEqual({ id: mine[type], name: expectedNames('Ours')[type] });
      expect(list.map((o: Json) => o.id), type).not.toContain(theirs[type]);
    }
    expect((await api.call('GET', 'ui/related-object/planet', { token })).status).toBe(404);
    expect((await api.call('GET', 'ui/related-types')).status).toBe(401);
    expect((await api.call('GET', 'ui/related-object/event')).status).toBe(401);
  });

  it('banners, events and quick actions accept a link to each type and fill related_text (following a rename)', async () => {
    const token = who().ownerA;
    const objects = await makeObjects(api, 'Links', token);
    for (const type of TYPES) {
      const link = { related_type: type, related_id: objects[type], related_direct: true };
      const text = expectedNames('Links')[type];
      expect(await create(api, 'promotions', token, { name: `Banner ${type}`, ...link })).toMatchObject({ ...link, related_text: text });
      expect(await create(api, 'events/recurring', token, eventBody(link))).toMatchObject({ ...link, related_text: text });
      expect(await create(api, 'quick-actions', token, quickBody(link))).toMatchObject({ ...link, related_text: text, payload_text: text });
    }
    await api.call('PATCH', `information/${objects.information}`, { token, body: { name: en('Renamed rules'), description: en('d'), content_type: 'text', sort_order: 0 } });
    const banner = dataOf(await api.call('GET', 'promotions', { token })).find((b: Json) => b.related_type === 'information' && b.related_id === objects.information);
    expect(banner.related_text).toBe('Renamed rules');
  });

  it("refuses another company's object (422 on related_id) and a type without an id", async () => {
    const token = who().ownerA;
    const theirs = await makeObjects(api, 'Foreign', who().ownerB);
    for (const type of TYPES) {
      const link = { related_type: type, related_id: theirs[type] };
      for (const [path, body] of [['promotions', { name: 'x', ...link }], ['events/recurring', eventBody(link)], ['quick-actions', quickBody(link)]] as const) {
        expect(errorsOf(await api.call('POST', path, { token, body })), `${path} ${type}`).toEqual({ related_id: [CONTENT_TEXT.relatedMissing] });
      }
    }
    expect(errorsOf(await api.call('POST', 'promotions', { token, body: { name: 'x', related_type: 'event' } }))).toEqual({ related_id: [MSG.fieldRequired] });
  });

  it('PATCH changes or removes the link; related_type null clears it and resets related_direct', async () => {
    const token = who().ownerA;
    const objects = await makeObjects(api, 'Patch', token);
    const { id } = await create(api, 'promotions', token, { name: 'P', related_type: 'facility', related_id: objects.facility });
    const patch = async (body: Json) => dataOf(await api.call('PATCH', `promotions/${id}`, { token, body: { name: 'P', sort_order: 0, ...body } }));
    expect(await patch({ related_type: 'event', related_id: objects.event })).toMatchObject({ related_type: 'event', related_id: objects.event, related_text: 'Patch Aqua gym', related_direct: false });
    expect(await patch({ name: 'P2' })).toMatchObject({ name: 'P2', related_type: 'event', related_id: objects.event });
    expect((await patch({ related_direct: true })).related_direct).toBe(true);
    expect(await patch({ related_type: null, related_id: null })).toMatchObject({ related_type: null, related_id: null, related_direct: false, related_text: null });
  });

  it('deleting an information card or an event clears the links pointing at it, and only those', async () => {
    const token = who().ownerA;
    const objects = await makeObjects(api, 'Del', token);
    const linkAll = async (type: 'information' | 'event') => {
      const link = { related_type: type, related_id: objects[type], related_direct: true };
      return [
        `promotions/${(await create(api, 'promotions', token, { name: `To ${type}`, ...link })).id}`,
        `events/recurring/${(await create(api, 'events/recurring', token, eventBody(link))).id}`,
        `quick-actions/${(await create(api, 'quick-actions', token, quickBody(link))).id}`,
      ];
    };
    const expectLinks = async (paths: string[], cleared: boolean) => {
      for (const path of paths) {
        const row = dataOf(await api.call('GET', path, { token }));
        if (cleared) expect(row, path).toMatchObject({ related_type: null, related_id: null, related_direct: false, related_text: null });
        else expect(row.related_type, path).not.toBeNull();
      }
    };
    const toInfo = await linkAll('information');
    const toEvent = await linkAll('event');
    await api.call('DELETE', `information/${objects.information}`, { token });
    await expectLinks(toInfo, true);
    await expectLinks(toEvent, false);
    await api.call('DELETE', `events/recurring/${objects.event}`, { token });
    await expectLinks(toEvent, true);
    expect(dataOf(await api.call('GET', 'ui/related-object/event', { token })).map((o: Json) => o.id)).not.toContain(objects.event);
  });
});
