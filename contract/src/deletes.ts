/**
 * What a delete takes along (spec: 'This action cannot be reversed.'), written once: the domain's delete
 * plans build on it (`facilityDeletePlan`), and the console's delete confirmation names the object and
 * counts what goes with it ('Lotus Spa, with 2 activities, 1 menu and 3 request types'). Kept out of the
 * domain entry so the console may read it (ADR 0031's lint zone).
 */

/** The kinds of rows a delete takes along with the object. */
export type DeletedAlong = 'activity' | 'menu' | 'category' | 'item' | 'requestType' | 'room';

/** Objects with a Delete in their drawer whose delete takes other rows with it. */
export type DeleteOwner = 'facility' | 'activity' | 'menu' | 'category' | 'roomType';

/**
 * What goes with each object, in the order the confirmation names it. A facility takes its activities
 * and menus and, with them, their request types (slots and bookings go with a request type); a menu its
 * categories, their items and its request type; a category its items; a room type its rooms.
 */
export const DELETE_TAKES_ALONG = {
  facility: ['activity', 'menu', 'requestType'],
  activity: ['requestType'],
  menu: ['category', 'item', 'requestType'],
  category: ['item'],
  roomType: ['room'],
} as const satisfies Record<DeleteOwner, readonly DeletedAlong[]>;

/** Singular and plural of each kind, as the confirmation counts them. */
export const DELETED_ALONG_NOUN: Record<DeletedAlong, readonly [one: string, many: string]> = {
  activity: ['activity', 'activities'],
  menu: ['menu', 'menus'],
  category: ['category', 'categories'],
  item: ['item', 'items'],
  requestType: ['request type', 'request types'],
  room: ['room', 'rooms'],
};

/** '1 menu', '2 activities'. */
export function countOf(kind: DeletedAlong, count: number): string {
  const [one, many] = DELETED_ALONG_NOUN[kind];
  return `${count} ${count === 1 ? one : many}`;
}

/** 'a', 'a and b', 'a, b and c'. */
function listed(parts: readonly string[]): string {
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * The object by name and what goes with it, in DELETE_TAKES_ALONG's order, kinds with none left out:
 * deleteSummary('facility', 'Lotus Spa', { activity: 2, menu: 1, requestType: 3 }) →
 * 'Lotus Spa, with 2 activities, 1 menu and 3 request types'; with nothing along, just the name.
 */
export function deleteSummary<O extends DeleteOwner>(
  owner: O,
  name: string,
  counts: Partial<Record<(typeof DELETE_TAKES_ALONG)[O][number], number>>,
): string {
  const along = (DELETE_TAKES_ALONG[owner] as readonly DeletedAlong[])
    .map((kind) => [kind, (counts as Partial<Record<DeletedAlong, number>>)[kind] ?? 0] as const)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => countOf(kind, count));
  return along.length === 0 ? name : `${name}, with ${listed(along)}`;
}

/** The line the delete confirmation adds under its title: 'Lotus Spa, with 1 menu, will be deleted.' */
export function deleteWhatText(summary: string): string {
  return summary.includes(', with ') ? `${summary}, will be deleted.` : `${summary} will be deleted.`;
}
