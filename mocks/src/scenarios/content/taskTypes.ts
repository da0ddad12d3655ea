/** Task types of busyResort: six types in three categories, one without a category (spec section 2, Task Types). */
import type { MockDb } from '../../store';
import { nextId } from '../../store';
import { hoursBefore } from '../seed';

export function seedTaskTypes(db: MockDb, companyId: number): void {
  const category = (name: string, hours: number) => {
    const id = nextId(db);
    db.content.taskCategories.push({ id, company_id: companyId, name, updated: hoursBefore(hours) });
    return id;
  };
  const housekeeping = category('Housekeeping', 200);
  const maintenance = category('Maintenance', 150);
  const guestServices = category('Guest Services', 90);
  const type = (name: string, description: string | null, task_category_id: number | null, hours: number) =>
    db.content.taskTypes.push({ id: nextId(db), company_id: companyId, name, description, task_category_id, updated: hoursBefore(hours) });
  type('Room Cleaning', 'Full clean of the room or villa after check-out, including linen change and minibar restock', housekeeping, 120);
  type('Turn-down Service', 'Evening turn-down with fresh towels', housekeeping, 60);
  type('AC Repair', 'Air conditioning not cooling or making noise', maintenance, 48);
  type('Plumbing', null, maintenance, 30);
  type('Airport Transfer', 'Speedboat or seaplane transfer to and from Velana International Airport', guestServices, 12);
  type('Wake-up Call', 'A call to the room at the time the guest asked for', null, 2);
}
