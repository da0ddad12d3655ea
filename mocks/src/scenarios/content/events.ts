/** Weekly recurring events of busyResort: one active with a cover, one inactive. */
import { describeWeekly, en, type RecurringEvent } from '@atoll/contract';
import { seedImage } from '../../content';
import { nextId, type MockDb, type Stored } from '../../store';
import { hoursBefore } from '../seed';

export function seedEvents(db: MockDb, companyId: number): { bbqId: number } {
  const event = (fields: Pick<RecurringEvent, 'name' | 'start_time' | 'end_time' | 'weekly_recurring_day'> & Partial<RecurringEvent>): Stored<RecurringEvent> => ({
    id: nextId(db),
    company_id: companyId,
    type: 'weekly-recurring',
    type_text: 'Weekly Recurring',
    type_description: describeWeekly(fields.weekly_recurring_day, fields.start_time, fields.end_time),
    description: [],
    active: true,
    cover: null,
    cover_thumb: null,
    related_type: null,
    related_id: null,
    related_direct: false,
    related_text: null,
    updated: hoursBefore(12),
    ...fields,
  });
  const cover = seedImage('Beach BBQ', '#e53e3e');
  const bbq = event({
    name: [{ language_code: 'en', text: 'Beach BBQ' }, { language_code: 'fr', text: 'Barbecue sur la plage' }],
    start_time: '19:00',
    end_time: '22:00',
    weekly_recurring_day: [2, 6],
    description: en('<p>Grill under the stars.</p>'),
    cover,
    cover_thumb: cover,
  });
  db.content.events.push(
    bbq,
    event({ name: en('Sunrise Yoga'), start_time: '06:30', end_time: '07:30', weekly_recurring_day: [1, 3, 5], description: en('<p>On the deck.</p>') }),
    event({ name: en('Bodu Beru Night'), start_time: '20:00', end_time: '21:30', weekly_recurring_day: [4], active: false }),
  );
  return { bbqId: bbq.id };
}
