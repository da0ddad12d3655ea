/** Multipart uploads: progress, the unwrapped data, and ApiError rejections. */
import { describe, expect, test } from 'vitest';
import { ERROR_CODES, type ApiError, type UserSettings } from '@atoll/contract';
import { resetMockStore, scenarioTokens } from '@atoll/mocks';
import { uploadFile } from './upload';

// The smallest valid PNG (1×1, transparent).
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

describe('uploadFile', () => {
  test('sends field `file` with the bearer token, reports progress, resolves with the data', async () => {
    resetMockStore('busyResort');
    const progress: number[] = [];
    const settings = await uploadFile<UserSettings>({
      path: 'user/settings/property-image',
      file: new File([PNG], 'logo.png', { type: 'image/png' }),
      token: scenarioTokens.busyResort.admin,
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(settings.property_logo).toMatch(/^data:image\/png|^\/api\/v1\/files\//);
    expect(progress.at(-1)).toBe(1);
  });

  test('a file that is not an image rejects with the normalised ApiError', async () => {
    resetMockStore('busyResort');
    const failure = uploadFile({
      path: 'user/settings/property-image',
      file: new File(['plain text'], 'notes.txt', { type: 'text/plain' }),
      token: scenarioTokens.busyResort.admin,
    });
    await expect(failure).rejects.toMatchObject({ status: 415, code: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE } satisfies Partial<ApiError>);
  });

  test('without a session the server answers UNAUTHORIZED', async () => {
    resetMockStore('busyResort');
    const failure = uploadFile({ path: 'user/settings/property-image', file: new File([PNG], 'logo.png'), token: null });
    await expect(failure).rejects.toMatchObject({ status: 401, code: ERROR_CODES.UNAUTHORIZED, name: 'Unauthorized' });
  });
});
