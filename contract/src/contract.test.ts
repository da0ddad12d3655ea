import { describe, expect, it } from 'vitest';
import { can, deriveDomain, generatePassword, loginSchema, normaliseApiError, signupUserSchema, toFieldErrors, MSG, RANDOM_PASSWORD_LENGTH } from './index';
import { ValidationError } from 'yup';

describe('deriveDomain', () => {
  it('follows the spec rules', () => {
    expect(deriveDomain('  Sun & Sand  Resort!! ')).toBe('sun-sand-resort');
    expect(deriveDomain('Blue--Lagoon')).toBe('blue-lagoon');
    expect(deriveDomain('Hôtel Été')).toBe('htel-t');
  });
});

describe('can', () => {
  const perms = { 'manage-map': { objects: 'all' as const }, 'read-facility-requests': { objects: [3, 4] } };
  it('combines names with OR by default and AND on request', () => {
    expect(can(perms, ['manage-map', 'app-editor'])).toBe(true);
    expect(can(perms, ['manage-map', 'app-editor'], { mode: 'and' })).toBe(false);
  });
  it('checks objects', () => {
    expect(can(perms, 'read-facility-requests', { objectId: 3 })).toBe(true);
    expect(can(perms, 'read-facility-requests', { objectId: 5 })).toBe(false);
    expect(can(perms, 'manage-map', { objectId: 5 })).toBe(true);
  });
});

describe('schemas', () => {
  it('uses the login messages', async () => {
    const err = await loginSchema.validate({}, { abortEarly: false }).catch((e: ValidationError) => e);
    expect(toFieldErrors(err as ValidationError)).toEqual({
      company: [MSG.loginCompany],
      username: [MSG.loginUsername],
      password: [MSG.loginPassword],
    });
  });
  it('rejects white-space-only sign-up fields', async () => {
    await expect(signupUserSchema.validateAt('name', { name: '    ' })).rejects.toThrow();
  });
});

describe('errors', () => {
  it('fills in the catalogue defaults', () => {
    const e = normaliseApiError(403, {});
    expect(e.code).toBe('FORBIDDEN');
    expect(e.message).toBe('User is authorized but does not have permission for the action');
  });
});

it('generates 12-character passwords', () => {
  expect(generatePassword()).toHaveLength(RANDOM_PASSWORD_LENGTH);
});
