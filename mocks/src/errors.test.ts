import { beforeEach, describe, expect, it } from 'vitest';
import { MSG, type ApiError, type User } from '@atoll/contract';
import { BUSY_RESORT, confirmationRequired, forbidden, resetMockStore, scenarioTokens, serverError, slow, unauthorized, validationError } from './index';
import { call, setupMockServer } from './test/mockServer';

const server = setupMockServer();
beforeEach(() => resetMockStore('busyResort'));

const admin = scenarioTokens.busyResort.admin;
const nadiaPath = `users/${BUSY_RESORT.staff.id}`;

describe('error helpers', () => {
  it('validationError answers 422 with the given field messages', async () => {
    server.use(validationError('post', 'users', { username: ['Taken'], 'user.email': ['Bad'] }));
    const res = await call<ApiError>('POST', 'users', { token: admin, body: {} });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', name: 'Validation Error', errors: { username: ['Taken'], 'user.email': ['Bad'] } });
  });

  it('serverError answers 500 with a reference; unauthorized 401; forbidden 403', async () => {
    server.use(serverError('get', 'users'), unauthorized('get', 'auth/me'), forbidden('get', '/api/v1/languages'));
    const failed = await call<ApiError>('GET', 'users', { token: admin });
    expect(failed.status).toBe(500);
    expect(failed.body.code).toBe('SERVER_ERROR');
    expect(failed.body.reference).toMatch(/\S+/);
    expect((await call<ApiError>('GET', 'auth/me', { token: admin })).body).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect((await call<ApiError>('GET', 'languages', { token: admin })).body).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    // Only the named call fails; the others answer normally.
    expect((await call('GET', 'user/settings', { token: admin })).status).toBe(200);
  });

  it('confirmationRequired asks until _confirmation carries its id, then the normal handler answers', async () => {
    server.use(confirmationRequired('patch', 'users/:id', { message: 'Really rename Nadia?', confirmText: 'Rename' }));
    const body = { name: 'Nadia Renamed', designation: 'Guest Relations Manager' };
    const asked = await call<ApiError>('PATCH', nadiaPath, { token: admin, body });
    expect(asked.status).toBe(428);
    expect(asked.body).toMatchObject({ code: 'CONFIRMATION_REQUIRED', message: 'Really rename Nadia?' });
    const id = asked.body.data?.id;
    expect(asked.body.data).toEqual({ id, confirm_text: 'Rename' });

    const wrong = await call('PATCH', nadiaPath, { token: admin, body: { ...body, _confirmation: 'other' } });
    expect(wrong.status).toBe(428);
    const confirmed = await call<{ data: User }>('PATCH', nadiaPath, { token: admin, body: { ...body, _confirmation: id } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.name).toBe('Nadia Renamed');
  });

  it('confirmationRequired reads _confirmation from the query of a call without a body', async () => {
    server.use(confirmationRequired('delete', 'user/settings/property-image', { id: 'drop-logo' }));
    expect((await call('DELETE', 'user/settings/property-image', { token: admin })).status).toBe(428);
    const confirmed = await call<{ data: { property_logo: string | null } }>('DELETE', 'user/settings/property-image?_confirmation=drop-logo', { token: admin });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.property_logo).toBeNull();
  });

  it('confirmationRequired defaults to the catalogue texts', async () => {
    server.use(confirmationRequired('post', 'rooms/manual-rooms'));
    const asked = await call<ApiError>('POST', 'rooms/manual-rooms', { token: admin, body: { numbers: ['1'] } });
    expect(asked.body).toMatchObject({ message: MSG.confirmDefault, data: { confirm_text: MSG.confirmButton } });
  });

  it('slow delays, then passes through to the normal handler', async () => {
    server.use(slow('get', 'user/settings', 150));
    const started = Date.now();
    const res = await call<{ data: { property_name: string } }>('GET', 'user/settings', { token: admin });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(res.body.data.property_name).toBe('Coral Atoll Resort');
  });
});
