/**
 * The checks of a booking's body that the Add Booking form shows before sending and both backends
 * enforce (the domain's bookingPax and menuLines throw with these messages): written once here, in the
 * main entry, because the console never imports `@atoll/contract/domain`. Pure, no yup.
 */
import { BOOKING_LIMITS, REQUESTS_TEXT } from './screen';
import type { RecurringType } from './types';

export interface MenuLine {
  id: number;
  quantity: number;
}

/** A request type as the menu-lines rule reads it. */
export interface MenuLinesType {
  attached_type: 'Activity' | 'Menu';
  menu_multiple: boolean;
}

/** The lines a booking keeps: quantity 0 removes a line, repeated items add up, each capped at BOOKING_LIMITS.quantityMax. */
export function mergeMenuLines(lines: readonly MenuLine[]): MenuLine[] {
  const merged = new Map<number, number>();
  for (const line of lines) if (line.quantity > 0) merged.set(line.id, (merged.get(line.id) ?? 0) + line.quantity);
  return [...merged].map(([id, quantity]) => ({ id, quantity: Math.min(quantity, BOOKING_LIMITS.quantityMax) }));
}

/**
 * What is wrong with merged menu lines for `type` (the message on menu_items), or null: only a menu's
 * type takes items; a menu's type needs at least one ('Field is required'); with menu_multiple off, one.
 */
export function menuLinesError(merged: readonly MenuLine[], type: MenuLinesType): string | null {
  if (type.attached_type !== 'Menu') return merged.length ? REQUESTS_TEXT.notMenuType : null;
  if (!merged.length) return REQUESTS_TEXT.paxRequired;
  if (!type.menu_multiple && merged.length > 1) return REQUESTS_TEXT.oneItemOnly;
  return null;
}

/** What is wrong with a booking's pax (the message on pax), or null: a type that takes pax needs one. */
export function bookingPaxError(pax: number | null | undefined, paxRequired: boolean): string | null {
  return paxRequired && (pax === null || pax === undefined) ? REQUESTS_TEXT.paxRequired : null;
}

/** How a request type's recurring_type reads: 'Weekly' or 'Manual'. */
export const recurringText = (recurring: RecurringType) => (recurring === 'weekly' ? 'Weekly' : 'Manual');
