import { describe, expect, it } from 'vitest';
import { DATE_FORMAT, DISPLAY_FORMAT, MONTH_FORMAT, TIME_FORMAT } from './constants';
import { DATE_INPUT_LOCALE, addDays, formatDate, formatDisplay, formatDisplayDate, formatMonth, formatTime, localDate, parseMonth } from './dates';

const AT = '2026-03-05T09:07:00Z';

describe('formats of the specification (section 9)', () => {
  it('are the constants', () => {
    expect([TIME_FORMAT, DATE_FORMAT, DISPLAY_FORMAT, MONTH_FORMAT]).toEqual(['HH:mm', 'YYYY-MM-DD', 'DD-MMM-YY, HH:mm', 'MMM-YYYY']);
  });

  it('formatDisplay: DD-MMM-YY, HH:mm in the given time zone', () => {
    expect(formatDisplay(AT, 'UTC')).toBe('05-Mar-26, 09:07');
    expect(formatDisplay(AT, 'Indian/Maldives')).toBe('05-Mar-26, 14:07');
    expect(formatDisplay(new Date(AT), 'America/New_York')).toBe('05-Mar-26, 04:07');
    expect(formatDisplay(Date.parse(AT), 'Pacific/Kiritimati')).toBe('05-Mar-26, 23:07');
  });

  it('formatDisplay: the day and year move with the zone; midnight is 00, never 24', () => {
    expect(formatDisplay('2025-12-31T20:00:00Z', 'Indian/Maldives')).toBe('01-Jan-26, 01:00');
    expect(formatDisplay('2026-01-01T00:00:00Z', 'UTC')).toBe('01-Jan-26, 00:00');
  });

  it('formatDisplay without a zone uses the runtime’s', () => {
    const at = new Date(2026, 10, 24, 19, 5);
    expect(formatDisplay(at)).toBe('24-Nov-26, 19:05');
  });

  it('an invalid instant formats as empty text', () => {
    expect(formatDisplay('not a date', 'UTC')).toBe('');
    expect(formatDate(Number.NaN, 'UTC')).toBe('');
    expect(formatTime('', 'UTC')).toBe('');
  });

  it('formatDate and formatTime: YYYY-MM-DD and HH:mm of an instant in a zone', () => {
    expect(formatDate(AT, 'UTC')).toBe('2026-03-05');
    expect(formatDate('2026-03-05T22:00:00Z', 'Indian/Maldives')).toBe('2026-03-06');
    expect(formatTime(AT, 'Indian/Maldives')).toBe('14:07');
    expect(formatTime('2026-03-05T23:59:00Z', 'UTC')).toBe('23:59');
  });

  it('an unknown time zone is refused, as Intl does', () => {
    expect(() => formatDate(AT, 'Mars/Olympus')).toThrow(RangeError);
  });

  it('formatDisplayDate: a calendar date as DD-MMM-YY, never shifted; anything else as it was', () => {
    expect(formatDisplayDate('2026-03-05')).toBe('05-Mar-26');
    expect(formatDisplayDate('2099-12-31')).toBe('31-Dec-99');
    expect(formatDisplayDate('')).toBe('');
    expect(formatDisplayDate('2026-13-01')).toBe('2026-13-01');
    expect(formatDisplayDate('soon')).toBe('soon');
  });

  it('formatMonth: MMM-YYYY of a calendar month or date, or of an instant in a zone', () => {
    expect(formatMonth('2026-03')).toBe('Mar-2026');
    expect(formatMonth('2026-12-31')).toBe('Dec-2026');
    expect(formatMonth(new Date('2026-03-31T20:00:00Z'), 'Indian/Maldives')).toBe('Apr-2026');
    expect(formatMonth('2026-03-31T20:00:00Z', 'UTC')).toBe('Mar-2026');
    expect(formatMonth('whenever')).toBe('whenever');
  });

  it('parseMonth: the month picker’s text back to YYYY-MM', () => {
    expect(parseMonth('Mar-2026')).toBe('2026-03');
    expect(parseMonth(' dec-2026 ')).toBe('2026-12');
    expect(parseMonth('Foo-2026')).toBeNull();
    expect(parseMonth('2026-03')).toBeNull();
    expect(parseMonth('Mar-26')).toBeNull();
    for (const month of ['2026-01', '2026-06', '2027-11']) expect(parseMonth(formatMonth(month))).toBe(month);
  });

  it('localDate is formatDate in a required zone; addDays steps calendar dates', () => {
    expect(localDate(new Date('2026-03-05T20:00:00Z'), 'Indian/Maldives')).toBe('2026-03-06');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
  it('DATE_INPUT_LOCALE orders a date day, month, year, as DISPLAY_FORMAT does', () => {
    const order = (types: string[]) => types.filter((t) => ['day', 'month', 'year'].includes(t));
    const parts = new Intl.DateTimeFormat(DATE_INPUT_LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(new Date(AT));
    const display = ['DD', 'MMM', 'YY'].map((token) => ({ token, at: DISPLAY_FORMAT.indexOf(token) })).sort((a, b) => a.at - b.at);
    const displayOrder = display.map(({ token }) => ({ DD: 'day', MMM: 'month', YY: 'year' })[token]!);
    expect(order(parts.map((p) => p.type))).toEqual(displayOrder);
    expect(displayOrder).toEqual(['day', 'month', 'year']);
  });
});
