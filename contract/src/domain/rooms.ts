/**
 * Rooms (spec section 7 "Rooms"): room numbers unique within a company (any
 * case), the save plan of a type's room list, the order of room numbers, and the
 * administrators' manual room list (spec section 5, without PMS).
 */
import { API_TEXT } from '../apiTexts';
import { CONTENT_TEXT } from '../contentFields';
import { ruleField } from './rules';

/** The most numbers one manual room list may hold. */
export const MAX_MANUAL_ROOMS = 5000;

/** Room numbers in reading order: '2' before '10', any case. */
export const byRoomNumber = (a: string, b: string): number => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });

/**
 * The manual room list to store: at most MAX_MANUAL_ROOMS typed (422 on numbers),
 * trimmed, blanks dropped, duplicates collapsed to their first occurrence, the
 * typed order kept.
 */
export function manualRoomNumbers(numbers: readonly string[]): string[] {
  if (numbers.length > MAX_MANUAL_ROOMS) throw ruleField('numbers', API_TEXT.tooManyRooms(MAX_MANUAL_ROOMS));
  return [...new Set(numbers.map((n) => n.trim()).filter(Boolean))];
}

/** A room as a save asks for it: the number trimmed, its place in the list as position. */
export interface WantedRoom {
  id?: number;
  number: string;
  lat: number | null;
  lng: number | null;
  position: number;
}

/** The body's rooms as they will be stored (numbers trimmed, missing coordinates null). */
export const wantedRooms = (rooms: readonly { id?: number; number: string; lat?: number | null; lng?: number | null }[]): WantedRoom[] =>
  rooms.map((r, position) => ({ id: r.id, number: r.number.trim(), lat: r.lat ?? null, lng: r.lng ?? null, position }));

/**
 * A number another room type of the company already uses (`otherNumbers`) → 422
 * roomNumberTaken on rooms, naming the first such number of the list.
 */
export function requireFreeNumbers(wanted: readonly WantedRoom[], otherNumbers: readonly string[]): void {
  const others = new Set(otherNumbers.map((n) => n.toLowerCase()));
  const first = wanted.find((w) => others.has(w.number.toLowerCase()));
  if (first) throw ruleField('rooms', CONTENT_TEXT.roomNumberTaken(first.number));
}

export interface RoomsSavePlan {
  /** Rooms of the type named by id: updated in place. */
  kept: WantedRoom[];
  /** Rooms without an id (or with one not of this type): created. */
  added: WantedRoom[];
  /** Ids of the type's rooms the list leaves out: removed. */
  removed: number[];
}

/** POST rooms/types/{id}/rooms replaces the list: what is kept, added and removed. */
export function roomsSavePlan(existingIds: readonly number[], wanted: readonly WantedRoom[]): RoomsSavePlan {
  const existing = new Set(existingIds);
  const kept = wanted.filter((w) => w.id !== undefined && existing.has(w.id));
  const keptIds = new Set(kept.map((k) => k.id));
  return {
    kept,
    added: wanted.filter((w) => !keptIds.has(w.id)),
    removed: existingIds.filter((id) => !keptIds.has(id)),
  };
}
