import { MSG, STATUS_MESSAGES, apiError } from '@atoll/contract';
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { isApiError, submissionErrorsFrom } from './submissionErrors';
import { validateWithSchema } from './schemaValidation';

describe('submissionErrorsFrom', () => {
  it('puts VALIDATION_ERROR messages on registered fields and the rest in the banner', () => {
    const error = apiError(422, {
      errors: { 'user.email': ['Taken', 'Use your business e-mail'], name: MSG.fieldRequired, domain: 'Bad domain', _: 'Whole object' },
    });
    expect(submissionErrorsFrom(error, ['user.email', 'name'])).toEqual({
      fields: { 'user.email': 'Taken, Use your business e-mail', name: 'Field is required' },
      banner: ['domain: Bad domain', 'Whole object'],
    });
  });

  it('shows any other ApiError under the form', () => {
    expect(submissionErrorsFrom(apiError(409), ['name'])).toEqual({ fields: {}, banner: [], form: STATUS_MESSAGES[409] });
    expect(submissionErrorsFrom(apiError(422), ['name']).form).toBe(STATUS_MESSAGES[422]);
  });

  it('treats unknown throwables as a server error', () => {
    expect(isApiError(new Error('boom'))).toBe(false);
    expect(submissionErrorsFrom(new Error('boom'), []).form).toBe(STATUS_MESSAGES[500]);
  });
});

describe('validateWithSchema', () => {
  it('reports every failing path, nested the way final-form reads them', async () => {
    const schema = yup.object({
      user: yup.object({ email: yup.string().required(MSG.fieldRequired), name: yup.string().min(3, 'Too short') }),
      rooms: yup.array(yup.string().required('Room is required')),
    });
    await expect(validateWithSchema(schema, { user: { name: 'Al' }, rooms: ['101', ''] })).resolves.toEqual({
      user: { email: 'Field is required', name: 'Too short' },
      rooms: [undefined, 'Room is required'],
    });
    await expect(validateWithSchema(schema, { user: { email: 'a@b.mv' }, rooms: [] })).resolves.toEqual({});
  });
});
