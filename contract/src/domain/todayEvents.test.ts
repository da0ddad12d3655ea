/** Today's events, the rule the TV manifest and the guest app share. */
import { describe, expect, it } from 'vitest';
import { DAYS_OF_WEEK } from '../events';
import { todaysEvents } from './todayEvents';

const day = (label: string) => DAYS_OF_WEEK.find((d) => d.label === label)!.value;
const event = (id: number, start_time: string, over: { active?: boolean; weekly_recurring_day?: number[] } = {}) => ({
  id,
  start_time,
  active: true,
  weekly_recurring_day: [day('Monday')],
  ...over,
});
// 20:30 UTC on Sunday 1 March 2026 is already Monday 2 March in the Maldives (UTC+5).
const now = new Date('2026-03-01T20:30:00Z');
const ids = (events: ReturnType<typeof event>[]) => todaysEvents(events, now, 'Indian/Maldives').events.map((e) => e.id);

describe('todaysEvents', () => {
  it("takes today as the property's date, and the active events repeating on its weekday", () => {
    const events = [
      event(1, '09:00'),
      event(2, '10:00', { active: false }),
      event(3, '11:00', { weekly_recurring_day: [day('Sunday')] }),
      event(4, '12:00', { weekly_recurring_day: [day('Sunday'), day('Monday')] }),
    ];
    expect(todaysEvents(events, now, 'Indian/Maldives')).toEqual({ date: '2026-03-02', events: [events[0], events[3]] });
    expect(todaysEvents(events, now, 'UTC')).toEqual({ date: '2026-03-01', events: [events[2], events[3]] });
  });

  it('orders them by start time, ties by id', () => {
    expect(ids([event(1, '18:00'), event(2, '07:30'), event(3, '12:00')])).toEqual([2, 3, 1]);
    expect(ids([event(2, '07:30'), event(3, '12:00'), event(1, '18:00')])).toEqual([2, 3, 1]);
    expect(ids([event(5, '12:00'), event(3, '12:00'), event(4, '12:00'), event(1, '08:00')])).toEqual([1, 3, 4, 5]);
  });
});
