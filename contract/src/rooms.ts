/**
 * Room types and their rooms (spec section 7, /rooms), with the room QR link.
 */
import * as yup from 'yup';
import { TEXT_MAX } from './constants';
import { MSG } from './messages';
import { CONTENT_TEXT, REQUIRED } from './contentFields';


export interface Room {
  id: number;
  number: string;
  lat: number | null;
  lng: number | null;
  /** The room's QR code: the guest app opened on this property and room. */
  qr_link: string;
}

export interface RoomType {
  id: number;
  name: string;
  cover: string | null;
  cover_thumb: string | null;
  rooms: Room[];
  rooms_count: number;
  updated: string;
}

/** GET /rooms/selector */
export interface RoomOption {
  id: number;
  number: string;
  room_type_id: number;
  room_type_name: string;
}

export const roomLink = (qrLink: string, roomNumber: string) => `${qrLink}/r/${encodeURIComponent(roomNumber)}`;

// Schemas ----------------------------------------------------------------------

export const roomTypeCreateSchema = yup.object({
  name: yup.string().trim(MSG.enterName).strict(false).required(MSG.enterName).max(TEXT_MAX.name, MSG.tooLong(TEXT_MAX.name)),
});
export const roomTypeUpdateSchema = yup.object({
  name: yup.string().trim(REQUIRED).strict(false).required(REQUIRED).max(TEXT_MAX.name, MSG.tooLong(TEXT_MAX.name)),
});
export type RoomTypePayload = yup.InferType<typeof roomTypeUpdateSchema>;

const coordinate = (min: number, max: number, message: string) =>
  yup.number().typeError(message).min(min, message).max(max, message).nullable().optional();

export const roomSchema = yup.object({
  id: yup.number().integer().positive().optional(),
  number: yup.string().trim().required(REQUIRED).max(20, CONTENT_TEXT.roomNumberMax),
  lat: coordinate(-90, 90, CONTENT_TEXT.latitude),
  lng: coordinate(-180, 180, CONTENT_TEXT.longitude),
});
/**
 * POST /rooms/types/{id}/rooms: the whole room list of the type. Rows with an id
 * are updated, rows without are created, rooms of the type not listed are removed.
 */
export const roomsSaveSchema = yup.object({
  rooms: yup
    .array(roomSchema.required())
    .required(REQUIRED)
    .max(2000)
    .test('unique-number', (rooms, ctx) => {
      const seen = new Set<string>();
      for (const r of rooms ?? []) {
        if (typeof r?.number !== 'string') continue; // a missing number is the entry's own error
        const key = r.number.trim().toLowerCase();
        if (seen.has(key)) return ctx.createError({ message: CONTENT_TEXT.roomNumberTwice(r.number.trim()) });
        seen.add(key);
      }
      return true;
    }),
});
export type RoomsSavePayload = yup.InferType<typeof roomsSaveSchema>;
