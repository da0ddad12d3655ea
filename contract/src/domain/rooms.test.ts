/** Rooms: the order of room numbers, the manual room list's cap, and a room list's save. */
import { describe, expect, it } from 'vitest';
import { API_TEXT } from '../apiTexts';
import { broken } from './brokenRule.testing';
import { byRoomNumber, manualRoomNumbers, MAX_MANUAL_ROOMS, roomsSavePlan, wantedRooms } from './rooms';

describe('byRoomNumber', () => {
  it("puts room numbers in reading order: '2' before '10', letters by their digits", () => {
    expect(['10', 'A10', '2', 'a2', '1'].sort(byRoomNumber)).toEqual(['1', '2', '10', 'a2', 'A10']);
  });

  it('takes numbers that differ only in case as the same', () => {
    expect(byRoomNumber('a12', 'A12')).toBe(0);
  });
});

describe('manualRoomNumbers', () => {
  const numbers = (count: number) => Array.from({ length: count }, (_, i) => String(i + 1));

  it(`stores a list of exactly MAX_MANUAL_ROOMS (${MAX_MANUAL_ROOMS}) numbers`, () => {
    expect(manualRoomNumbers(numbers(MAX_MANUAL_ROOMS))).toEqual(numbers(MAX_MANUAL_ROOMS));
  });

  it('refuses one number more (422 on numbers)', () => {
    const error = broken(() => manualRoomNumbers(numbers(MAX_MANUAL_ROOMS + 1)));
    expect(error.status).toBe(422);
    expect(error.errors).toEqual({ numbers: [API_TEXT.tooManyRooms(MAX_MANUAL_ROOMS)] });
  });
});

describe('wantedRooms', () => {
  it('keeps the coordinates given, trims the number and numbers the positions', () => {
    expect(wantedRooms([{ id: 4, number: ' 101 ', lat: 4.17, lng: 73.51 }, { number: '102', lat: 0, lng: 0 }])).toEqual([
      { id: 4, number: '101', lat: 4.17, lng: 73.51, position: 0 },
      { id: undefined, number: '102', lat: 0, lng: 0, position: 1 },
    ]);
  });

  it('stores missing coordinates as null', () => {
    expect(wantedRooms([{ number: '103' }, { number: '104', lat: null, lng: null }])).toEqual([
      { id: undefined, number: '103', lat: null, lng: null, position: 0 },
      { id: undefined, number: '104', lat: null, lng: null, position: 1 },
    ]);
  });
});

describe('roomsSavePlan', () => {
  it("keeps the type's rooms named by id, adds new ones and rooms of another type, removes the rest", () => {
    const wanted = wantedRooms([{ id: 2, number: '2' }, { number: '3' }, { id: 9, number: '9' }]);
    expect(roomsSavePlan([1, 2], wanted)).toEqual({ kept: [wanted[0]], added: [wanted[1], wanted[2]], removed: [1] });
  });
});
