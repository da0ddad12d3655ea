/**
 * Uploads of the hotel-content screens through #api/upload.ts (XHR with
 * progress), followed by a refresh of what shows the file (the object's
 * detail and the list). The kit's uploaders show errors themselves, with the
 * server's reason from the `file` field when it gives one.
 */
import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { ERROR_CODES, fieldMessage, type ApiError } from '@atoll/contract';
import { isApiError } from '@atoll/ui-kit';
import { baseApi, type TagType } from '../api/baseApi';
import { expireSession } from '../api/baseQuery';
import { uploadFile } from '../api/upload';
import type { AppStore } from './store';

export type RefreshTags = Array<{ type: TagType; id: string | number }>;

/** The server's reason for refusing a file (e.g. 'Image must smaller than 5MB') as the error's message. */
export function withFileMessage(error: unknown): unknown {
  const message = isApiError(error) ? fieldMessage(error.errors?.file) : undefined;
  return message && isApiError(error) ? { ...error, message } : error;
}

/**
 * `upload(file, onProgress, fields?)` posting to `path`, then invalidating `refresh`; an invalid
 * session ends it like every other call.
 */
async function uploadAndRefresh(store: AppStore, path: string, file: File, onProgress: (fraction: number) => void, refresh: RefreshTags, fields?: Record<string, string>) {
  try {
    await uploadFile({ path, file, fields, token: store.getState().session.token, onProgress });
    store.dispatch(baseApi.util.invalidateTags(refresh));
  } catch (caught) {
    const error = caught as ApiError;
    if (error.code === ERROR_CODES.UNAUTHORIZED) expireSession({ dispatch: store.dispatch, extra: store.extra, getState: store.getState });
    throw withFileMessage(error);
  }
}

function useRefreshingUpload(path: string, refresh: RefreshTags) {
  const store = useStore() as AppStore;
  const refreshKey = JSON.stringify(refresh);
  return useCallback(
    (file: File, onProgress: (fraction: number) => void, fields?: Record<string, string>) =>
      uploadAndRefresh(store, path, file, onProgress, JSON.parse(refreshKey) as RefreshTags, fields),
    [path, refreshKey, store],
  );
}

/**
 * `upload(path, file, refresh, fields?)` for a file chosen before its object existed (an image picked in a
 * create form, sent right after the create answered with the new id).
 */
export function useUploadAfterCreate() {
  const store = useStore() as AppStore;
  return useCallback(
    (path: string, file: File, refresh: RefreshTags, fields?: Record<string, string>) => uploadAndRefresh(store, path, file, () => undefined, refresh, fields),
    [store],
  );
}

/** `onUpload(file, onProgress)` for ImageUploader (covers). */
export function useImageUpload(path: string, refresh: RefreshTags) {
  const upload = useRefreshingUpload(path, refresh);
  return useCallback((file: File, onProgress: (fraction: number) => void) => upload(file, onProgress), [upload]);
}

/** `onUpload(file, languageCode, onProgress)` for LanguageImagesUploader and PdfPerLanguageUploader. */
export function useLanguageUpload(path: string, refresh: RefreshTags) {
  const upload = useRefreshingUpload(path, refresh);
  return useCallback(
    (file: File, languageCode: string, onProgress: (fraction: number) => void) => upload(file, onProgress, { language_code: languageCode }),
    [upload],
  );
}
