/**
 * The database errors server/src/http/db-errors.ts maps, in process (no database): errors shaped as drizzle throws
 * them (a DrizzleQueryError whose `cause` is the driver's error, pg's DatabaseError and PGlite's alike, with `code`,
 * `constraint` and `detail`). A mutant that reads the wrong SQLSTATE, looks too shallow or too deep along `cause`,
 * takes a non-SQLSTATE `code` (Node's 'ECONNREFUSED') for one, or maps a code to the wrong status fails here.
 */
import { describe, expect, it } from 'vitest';
import { dbErrorStatus, isUniqueViolation, sqlState } from '../src/http/db-errors';

interface DriverFields {
  code?: unknown;
  constraint?: string;
  detail?: unknown;
  cause?: unknown;
}

/** The driver's error (pg's DatabaseError or PGlite's): SQLSTATE on `code`. */
function driverError(fields: DriverFields): Error {
  return Object.assign(new Error('driver says no'), fields);
}

/** As drizzle throws it: 'Failed query: …', the driver's error on `cause`. */
function drizzleError(fields: DriverFields): Error {
  return new Error('Failed query: insert into "things" …\nparams: 1', { cause: driverError(fields) });
}

/** `inner` wrapped `levels` times in errors without a code. */
function wrapped(inner: unknown, levels: number): unknown {
  let error = inner;
  for (let i = 0; i < levels; i += 1) error = new Error(`wrapper ${i}`, { cause: error });
  return error;
}

const stillReferenced = 'Key (id)=(7) is still referenced from table "facility_menus".';
const notPresent = 'Key (facility_id)=(7) is not present in table "facilities".';

describe('sqlState', () => {
  it('is the code of the driver error, on the error itself or along its causes (up to the fourth error)', () => {
    expect(sqlState(driverError({ code: '23505' }))).toBe('23505');
    expect(sqlState(drizzleError({ code: '40P01' }))).toBe('40P01');
    expect(sqlState(wrapped(driverError({ code: '22001' }), 3))).toBe('22001');
    // A fifth error along the chain is no longer looked at.
    expect(sqlState(wrapped(driverError({ code: '22001' }), 4))).toBeUndefined();
  });

  it('a code that is not a SQLSTATE (5 digits or capitals) is passed over for the cause’s', () => {
    expect(sqlState(Object.assign(new Error('pool'), { code: 'ECONNREFUSED', cause: driverError({ code: '57P01' }) }))).toBe('57P01');
    expect(sqlState(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBeUndefined();
    expect(sqlState(driverError({ code: '2350' }))).toBeUndefined();
    expect(sqlState(driverError({ code: '235050' }))).toBeUndefined();
    expect(sqlState(driverError({ code: 'x23505' }))).toBeUndefined();
    expect(sqlState(driverError({ code: '23505x' }))).toBeUndefined();
    expect(sqlState(driverError({ code: 'ab505' }))).toBeUndefined();
    expect(sqlState(driverError({ code: '23-05' }))).toBeUndefined();
    // A number is not a SQLSTATE, even one that reads like it.
    expect(sqlState(driverError({ code: 23505 }))).toBeUndefined();
    expect(dbErrorStatus(driverError({ code: 23505 }))).toBeUndefined();
  });

  it('anything that is not an object has none, and nothing throws on it', () => {
    expect(sqlState(new Error('plain'))).toBeUndefined();
    expect(sqlState(undefined)).toBeUndefined();
    expect(sqlState(null)).toBeUndefined();
    expect(sqlState('23505')).toBeUndefined();
    expect(sqlState(Object.assign(() => undefined, { code: '23505' }))).toBeUndefined();
    expect(sqlState(new Error('outer', { cause: null }))).toBeUndefined();
  });
});

describe('isUniqueViolation', () => {
  it('is true for 23505, of any constraint or of the one named', () => {
    const error = drizzleError({ code: '23505', constraint: 'users_email_unique' });
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'users_email_unique')).toBe(true);
    expect(isUniqueViolation(error, 'users_login_unique')).toBe(false);
    expect(isUniqueViolation(drizzleError({ code: '23505' }), 'users_email_unique')).toBe(false);
  });

  it('is false for any other error', () => {
    expect(isUniqueViolation(drizzleError({ code: '23503', constraint: 'users_email_unique' }))).toBe(false);
    expect(isUniqueViolation(drizzleError({ code: '23503', constraint: 'users_email_unique' }), 'users_email_unique')).toBe(false);
    expect(isUniqueViolation(new Error('plain'))).toBe(false);
    expect(isUniqueViolation(undefined, 'users_email_unique')).toBe(false);
  });
});

describe('dbErrorStatus', () => {
  it('409 for a unique violation, a serialization failure and a deadlock', () => {
    expect(dbErrorStatus(drizzleError({ code: '23505' }))).toBe(409);
    expect(dbErrorStatus(drizzleError({ code: '40001' }))).toBe(409);
    expect(dbErrorStatus(drizzleError({ code: '40P01' }))).toBe(409);
  });

  it('23503: 409 when the row is still referenced (a delete), else 404 (the row pointed at is gone)', () => {
    expect(dbErrorStatus(drizzleError({ code: '23503', detail: stillReferenced }))).toBe(409);
    expect(dbErrorStatus(drizzleError({ code: '23503', detail: notPresent }))).toBe(404);
    expect(dbErrorStatus(drizzleError({ code: '23503' }))).toBe(404);
    // Only a text detail is read.
    expect(dbErrorStatus(drizzleError({ code: '23503', detail: ['still referenced'] }))).toBe(404);
  });

  it('400 for a data exception (class 22) and an index row too large (54000)', () => {
    expect(dbErrorStatus(drizzleError({ code: '22001' }))).toBe(400);
    expect(dbErrorStatus(drizzleError({ code: '22P02' }))).toBe(400);
    expect(dbErrorStatus(drizzleError({ code: '54000' }))).toBe(400);
  });

  it('undefined for every other error: a real server error', () => {
    for (const code of ['23502', '23514', '42P01', '42P22', '54001', '57P01', '40002', '08006']) {
      expect(dbErrorStatus(drizzleError({ code })), code).toBeUndefined();
    }
    expect(dbErrorStatus(new Error('plain'))).toBeUndefined();
    expect(dbErrorStatus(undefined)).toBeUndefined();
    expect(dbErrorStatus(null)).toBeUndefined();
  });
});
