/**
 * The bookings group (slice 3, spec "Requests"): request types (types.ts), slots (slots.ts) and the
 * bookings themselves (bookings.ts), as on the wire under /bookings; the screens' texts, limits and
 * sort keys (screen.ts, no yup: list screens read it alone, ADR 0034); the shared field builders (fields.ts).
 */
export * from './live';
export * from './links';
export * from './screen';
export * from './types';
export * from './slots';
export * from './bookings';
export * from './checks';
