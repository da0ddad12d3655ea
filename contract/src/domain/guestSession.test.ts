/** Guest identification's rule: which in-house guest a room number and a last name name. */
import { describe, expect, it } from 'vitest';
import { guestSessionThrottleKeys, identifyGuest, sameName, sameRoom } from './guestSession';
import { loginThrottleKeys } from './loginThrottle';

const guest = (id: number, last_name: string, room_id: number | null, over = {}) => ({
  id, first_name: 'A', last_name, room_id, arrival_date: '2026-06-01', departure_date: '2026-06-05', pms_checkin_at: null, pms_checkout_at: null, ...over,
});
const rooms = [{ id: 1, number: 'A12' }, { id: 2, number: '101' }];

describe('identifyGuest', () => {
  it('matches names without case, accents or extra spaces', () => {
    expect(sameName('  de la  Cruz', 'DE LA CRUZ')).toBe(true);
    expect(sameName('Müller', 'muller')).toBe(true);
    expect(sameName('Lee', 'Leer')).toBe(false);
  });

  it('keeps a space between name parts: "de la Cruz" is not "Delacruz"', () => {
    expect(sameName('de la Cruz', 'Delacruz')).toBe(false);
    expect(sameName('Delacruz', 'de la Cruz')).toBe(false);
  });

  it('matches room numbers trimmed and in any case, on either side', () => {
    expect(sameRoom(' a12 ', 'A12')).toBe(true);
    expect(sameRoom('A12', ' a12 ')).toBe(true);
    expect(sameRoom('A12', 'A13')).toBe(false);
  });

  it('finds the in-house guest of that room number (any case) and last name; the first by id when two match', () => {
    const list = [guest(7, 'Lee', 1), guest(5, 'lee', 1), guest(9, 'Lee', 2)];
    expect(identifyGuest(list, rooms, ' a12 ', 'LEE', '2026-06-02')?.id).toBe(5);
    expect(identifyGuest(list, rooms, '101', 'Lee', '2026-06-02')?.id).toBe(9);
  });

  it('nobody for another room, a stay not including today, a PMS check-out, or no room', () => {
    expect(identifyGuest([guest(1, 'Lee', 1)], rooms, '101', 'Lee', '2026-06-02')).toBeNull();
    expect(identifyGuest([guest(1, 'Lee', 1)], rooms, 'A12', 'Lee', '2026-06-05')).toBeNull();
    expect(identifyGuest([guest(1, 'Lee', 1, { pms_checkout_at: '2026-06-02T08:00:00Z' })], rooms, 'A12', 'Lee', '2026-06-02')).toBeNull();
    expect(identifyGuest([guest(1, 'Lee', null)], rooms, 'A12', 'Lee', '2026-06-02')).toBeNull();
  });

  it("throttle keys never collide with a staff login's", () => {
    const guestKeys = guestSessionThrottleKeys('hotel', 'owner', '1.2.3.4');
    const staffKeys = loginThrottleKeys('hotel', 'owner', '1.2.3.4');
    for (const name of ['pair', 'account', 'address'] as const) expect(guestKeys[name]).not.toBe(staffKeys[name]);
  });

  it('throttle keys of the same room at two properties, or of two addresses, are apart; the room in any case is one', () => {
    const keys = guestSessionThrottleKeys('hotel-a', 'A12', '1.2.3.4');
    expect(guestSessionThrottleKeys('hotel-b', 'A12', '1.2.3.4').account).not.toBe(keys.account);
    expect(guestSessionThrottleKeys('hotel-a', 'A12', '5.6.7.8').address).not.toBe(keys.address);
    expect(guestSessionThrottleKeys('hotel-a', ' a12 ', '1.2.3.4')).toEqual(keys);
  });
});
