/** Home's analytics in the contract: the query's rules, the month's range, the charts' sentences, and the domain's shared rules. */
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { ANALYTICS_TEXT, analyticsQuerySchema, byDateSummary, byHourSummary, byStatusSummary, monthRange, summaryText, type BookingsByHourRow } from './analytics';
import { analyticsFacilities, analyticsFacility, bookingsByHour, dateRows, hourRows, isStaffAction, localSlot, medianMinutes, previousRange, statusRows } from './domain';
import { toFieldErrors } from './schemas';

const errorsOf = async (value: unknown) => {
  try {
    await analyticsQuerySchema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    return toFieldErrors(error as ValidationError);
  }
};

describe('the query', () => {
  it('takes a real range of at most 366 days, end on or after start', async () => {
    expect(await errorsOf({ start_date: '2026-03-01', end_date: '2026-03-31' })).toEqual({});
    expect(await errorsOf({ start_date: '2026-03-01', end_date: '2026-03-01' })).toEqual({});
    expect(await errorsOf({ start_date: '2026-03-02', end_date: '2026-03-01' })).toEqual({ end_date: [ANALYTICS_TEXT.endBeforeStart] });
    expect(await errorsOf({ start_date: '2026-01-01', end_date: '2027-01-01' })).toEqual({});
    expect(await errorsOf({ start_date: '2026-01-01', end_date: '2027-01-02' })).toEqual({ end_date: [ANALYTICS_TEXT.rangeTooLong] });
    expect(await errorsOf({ start_date: '2024-01-01', end_date: '2024-12-31' })).toEqual({});
    expect(Object.keys(await errorsOf({ start_date: '2026-02-29', end_date: '2026-03-01' }))).toEqual(['start_date']);
  });

  it('reads a month picker value as its first and last day', () => {
    expect(monthRange('2026-02')).toEqual({ start_date: '2026-02-01', end_date: '2026-02-28' });
    expect(monthRange('2024-02')).toEqual({ start_date: '2024-02-01', end_date: '2024-02-29' });
    expect(monthRange('2026-12')).toEqual({ start_date: '2026-12-01', end_date: '2026-12-31' });
    expect(previousRange(monthRange('2026-03'))).toEqual({ start_date: '2026-01-29', end_date: '2026-02-28' });
  });
});

describe('the sentences', () => {
  it('names the total, the month and the busiest day', () => {
    const rows = dateRows(monthRange('2026-03'), new Map([['2026-03-14', 31], ['2026-03-20', 31], ['2026-03-02', 250]]));
    expect(byDateSummary(rows)).toBe('312 requests in March 2026; busiest day Mon 2 March with 250.');
    expect(byDateSummary(dateRows({ start_date: '2026-03-01', end_date: '2026-03-03' }, new Map()))).toBe('No requests in 1 Mar 2026 – 3 Mar 2026.');
    expect(byDateSummary(dateRows(monthRange('2026-03'), new Map([['2026-03-14', 1]])))).toBe('1 request in March 2026; busiest day Sat 14 March with 1.');
  });

  it('names the busiest hour, the status mix and the comparison', () => {
    const cells: BookingsByHourRow[] = hourRows(new Map([['7-19', 14], ['2-9', 3]]));
    expect(cells).toHaveLength(168);
    expect(byHourSummary(cells)).toBe('Busiest hour: Saturday 19:00–20:00 with 14 requests; 17 in all.');
    expect(byHourSummary(hourRows(new Map()))).toBe('No requests in this period.');
    expect(byStatusSummary(statusRows({ confirmed: 200, cancelled: 32, completed: 80 }))).toBe('312 requests: 200 Confirmed (64%), 80 Completed (26%), 32 Cancelled (10%).');
    expect(summaryText({ total: 312, previous_total: 279, median_minutes_to_confirm: 18 })).toBe('312 requests, 12% more than the previous period (279); median time to confirm 18 minutes.');
    expect(summaryText({ total: 0, previous_total: 0, median_minutes_to_confirm: null })).toBe('0 requests, none in the previous period either; no staff actions yet.');
  });
});

describe('the shared rules', () => {
  it("reads a moment's local day and hour across Berlin's clock changes and in the Maldives", () => {
    expect(localSlot('2026-03-29T00:30:00Z', 'Europe/Berlin')).toEqual({ date: '2026-03-29', day: 1, hour: 1 });
    expect(localSlot('2026-03-29T01:30:00Z', 'Europe/Berlin')).toEqual({ date: '2026-03-29', day: 1, hour: 3 });
    expect(localSlot('2026-10-25T00:30:00Z', 'Europe/Berlin').hour).toBe(2);
    expect(localSlot('2026-10-25T01:30:00Z', 'Europe/Berlin').hour).toBe(2);
    expect(localSlot('2026-03-31T18:30:00Z', 'Indian/Maldives')).toEqual({ date: '2026-03-31', day: 3, hour: 23 });
    expect(localSlot('2026-03-31T19:00:00Z', 'Indian/Maldives')).toEqual({ date: '2026-04-01', day: 4, hour: 0 });
    const row = { facility_id: 1, status: 'new' as const, created: '2026-03-01T00:00:00Z' };
    const cells = bookingsByHour([{ ...row, starts_at: '2026-03-31T18:30:00Z' }, { ...row, starts_at: '2026-03-31T19:00:00Z' }], null, monthRange('2026-03'), 'Indian/Maldives');
    expect(cells.filter((c) => c.count)).toEqual([{ day: 3, hour: 23, count: 1 }]);
  });

  it('takes the median in whole minutes, halves up, and only staff actions', () => {
    expect(medianMinutes([])).toBeNull();
    expect(medianMinutes([10, 30, 15, 20])).toBe(18);
    expect(medianMinutes([0.2])).toBe(0);
    expect(isStaffAction({ text: 'Booking created', changed_by: 'Ana' })).toBe(false);
    expect(isStaffAction({ text: 'Booking expired', changed_by: 'System' })).toBe(false);
    expect(isStaffAction({ text: 'Status changed to Confirmed', changed_by: 'Ana' })).toBe(true);
  });

  it("refuses 'all' and other facilities to a scoped caller (403) after another company's or a junk segment (404)", async () => {
    const exists = (id: number) => id <= 3;
    await expect(analyticsFacility('all', 'all', exists)).resolves.toBeNull();
    await expect(analyticsFacility('2', [2], exists)).resolves.toBe(2);
    await expect(analyticsFacility('all', [2], exists)).rejects.toMatchObject({ status: 403 });
    await expect(analyticsFacility('3', [2], exists)).rejects.toMatchObject({ status: 403 });
    await expect(analyticsFacility('9', [2], exists)).rejects.toMatchObject({ status: 404 });
    await expect(analyticsFacility('spa', 'all', exists)).rejects.toMatchObject({ status: 404 });
    await expect(analyticsFacility('99999999999', 'all', () => true)).rejects.toMatchObject({ status: 404 });
    expect(analyticsFacilities([3, 1], [{ id: 1, name: 'spa' }, { id: 2, name: 'Bar' }, { id: 3, name: 'Aqua' }])).toEqual({ all: false, facilities: [{ id: 3, name: 'Aqua' }, { id: 1, name: 'spa' }] });
  });
});
