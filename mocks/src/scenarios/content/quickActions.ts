/** Quick actions of busyResort: one of each type. */
import { en, type QuickAction } from '@atoll/contract';
import { nextId, type MockDb, type Stored } from '../../store';
import { hoursBefore } from '../seed';

export function seedQuickActions(db: MockDb, companyId: number, links: { eventId?: number } = {}): void {
  const action = (fields: Pick<QuickAction, 'name' | 'type' | 'payload' | 'icon' | 'sort_order'> & Partial<QuickAction>): Stored<QuickAction> => ({
    id: nextId(db),
    company_id: companyId,
    payload_text: '',
    icon_url: '',
    related_type: null,
    related_id: null,
    related_direct: false,
    related_text: null,
    updated: hoursBefore(6),
    ...fields,
  });
  db.content.quickActions.push(
    action({ name: en('Call Reception'), type: 'call', payload: '+960 664 0000', icon: 'phone', sort_order: 1 }),
    action({ name: en('Resort Website'), type: 'url', payload: 'https://coralatoll.example', icon: 'info', sort_order: 2 }),
    action({ name: en('My Requests'), type: 'page', payload: 'requests', icon: 'bell', sort_order: 3 }),
    ...(links.eventId
      ? [action({ name: en('Beach BBQ tonight'), type: 'related', payload: null, icon: 'calendar', sort_order: 4, related_type: 'event', related_id: links.eventId })]
      : []),
  );
}
