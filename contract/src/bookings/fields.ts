/**
 * The field builders the front desk's schemas share (bookings, request types, slots, guests): dates,
 * times, ids, names, remarks, instants, "end after start", and the lists' query (page, limit,
 * order_by among the list's keys, q_name).
 */
import * as yup from 'yup';
import { DEFAULT_PAGE_SIZE, parseOrderBy } from '../api';
import { TEXT_MAX } from '../constants';
import { CONTENT_TEXT, REQUIRED, TIME_PATTERN } from '../contentFields';
import { MSG } from '../messages';
import { BOOKING_LIMITS, REQUESTS_TEXT } from './screen';

export const isoDate = () =>
  yup
    .string()
    .trim()
    .required(REQUIRED)
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')
    .test('real-date', 'Use the format YYYY-MM-DD', (v) => !v || !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v));
export const hhmm = () => yup.string().trim().required(REQUIRED).matches(TIME_PATTERN, CONTENT_TEXT.timeFormat);
export const id = () => yup.number().typeError(REQUIRED).integer().positive(CONTENT_TEXT.chooseFromList).required(REQUIRED);
export const name = () => yup.string().trim().strict(false).required(REQUIRED).max(TEXT_MAX.name, MSG.tooLong(TEXT_MAX.name));
export const remarks = () => yup.string().trim().strict(false).max(BOOKING_LIMITS.remarks, MSG.tooLong(BOOKING_LIMITS.remarks)).nullable().optional();
export const isoInstant = () => yup.string().trim().test('instant', 'Use a date and time', (v) => !v || !Number.isNaN(Date.parse(v))).nullable().optional();

export const endAfterStart = (schema: yup.StringSchema<string>) =>
  schema.test('after-start', REQUESTS_TEXT.endAfterStart, function (v) {
    const start = this.parent.start_time as string | undefined;
    return !v || !start || !TIME_PATTERN.test(start) || v > start;
  });

/** A list's query: page, limit, order_by (one of `keys`, 'key' or 'key:DESC'), q_name, and the list's own keys. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no extra keys by default
export function listQuery<E extends yup.ObjectShape = {}>(keys: readonly string[], extra: E = {} as E) {
  return yup.object({
    page: yup.number().typeError('Page must be a number').integer().min(1).default(1),
    limit: yup.number().typeError('Limit must be a number').integer().min(1).max(100).default(DEFAULT_PAGE_SIZE),
    order_by: yup.string().test('order-key', `Order by one of: ${keys.join(', ')}`, (v) => {
      const key = parseOrderBy(v)?.key;
      return !v || (key !== undefined && keys.includes(key));
    }),
    q_name: yup.string().max(200),
    ...extra,
  });
}
