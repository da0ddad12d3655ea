/** The base query's pure parts: the envelope and error normalisation. */
import { describe, expect, test } from 'vitest';
import { ERROR_CODES, STATUS_MESSAGES } from '@atoll/contract';
import { isDeclinedConfirmation, toApiError, unwrapEnvelope } from './baseQuery';

describe('unwrapEnvelope', () => {
  test('`{data}` becomes its payload; a paged list keeps `{data, meta}`; empty bodies stay null', () => {
    expect(unwrapEnvelope({ data: { id: 1 } })).toEqual({ id: 1 });
    const paged = { data: [{ id: 1 }], meta: { total: 1, page: 1, limit: 10 } };
    expect(unwrapEnvelope(paged)).toBe(paged);
    expect(unwrapEnvelope(null)).toBeNull();
  });
});

describe('toApiError', () => {
  test("an HTTP error keeps the body's fields and fills the rest from the catalogue", () => {
    const error = toApiError({ status: 422, data: { code: 'VALIDATION_ERROR', message: 'Nope', errors: { name: ['Field is required'] } } });
    expect(error).toMatchObject({ status: 422, code: ERROR_CODES.VALIDATION_ERROR, name: 'Validation Error', message: 'Nope', errors: { name: ['Field is required'] } });
  });

  test('a body without a message gets the default text of its status', () => {
    expect(toApiError({ status: 404, data: null })).toMatchObject({ code: 'NOT_FOUND', message: STATUS_MESSAGES[404] });
    expect(toApiError({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'bad json' })).toMatchObject({
      status: 502,
      code: 'BAD_GATEWAY',
      message: STATUS_MESSAGES[502],
    });
  });

  test('an unreachable server is a NETWORK_ERROR', () => {
    expect(toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }).code).toBe(ERROR_CODES.NETWORK_ERROR);
  });

  test('a declined confirmation is recognisable, an unanswered one is not', () => {
    const asked = toApiError({ status: 428, data: { code: 'CONFIRMATION_REQUIRED', data: { id: 'c1' } } });
    expect(isDeclinedConfirmation(asked)).toBe(false);
    expect(isDeclinedConfirmation({ ...asked, data: { ...asked.data, declined: true } })).toBe(true);
  });
});
