/** What the Rooms list and a room type's drawer share, apart from the drawers so the list does not load them. */

/** The tabs of a room type's drawer, in the URL (?type=3&tab=rooms). */
export const ROOM_TYPE_TABS = ['basic', 'cover', 'rooms'] as const;
export type RoomTypeTab = (typeof ROOM_TYPE_TABS)[number];

/** A type's room count, on its card and under its drawer's title. */
export const roomsCount = (count: number) => (count === 1 ? '1 room' : `${count} rooms`);
