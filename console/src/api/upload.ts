/**
 * Multipart uploads with progress (spec section 7: field `file`). fetch cannot
 * report upload progress, so this uses XMLHttpRequest; errors are normalised
 * and handled exactly like the base query's (toast, invalid session).
 */
import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { API_BASE, CLIENT_ID, CLIENT_ID_HEADER, ERROR_CODES, MSG, normaliseApiError, type ApiError } from '@atoll/contract';
import { showToast } from '@atoll/ui-kit';
import type { AppStore } from '../app/store';
import { expireSession, unwrapEnvelope } from './baseQuery';

export interface UploadRequest {
  /** Relative to /api/v1, e.g. 'user/settings/property-image'. */
  path: string;
  file: File;
  /** Further multipart fields, e.g. { language_code: 'en' }. */
  fields?: Record<string, string>;
  token: string | null;
  /** Called with the fraction sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** Sends one file; resolves with the response's `data`, rejects with an ApiError. */
export function uploadFile<T = unknown>({ path, file, fields = {}, token, onProgress }: UploadRequest): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/${path}`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader(CLIENT_ID_HEADER, CLIENT_ID);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(unwrapEnvelope(body) as T);
      } else reject(normaliseApiError(xhr.status, body));
    };
    xhr.onerror = () =>
      reject(normaliseApiError(0, { code: ERROR_CODES.NETWORK_ERROR, message: 'The server could not be reached. Check the connection and retry' }));
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);
    xhr.send(form);
  });
}

export interface UseUploadOptions {
  fields?: Record<string, string>;
  /** The uploader shows errors itself: no 'Error: …' toast. */
  silent?: boolean;
  /** Called with the response's data after a successful upload (e.g. to refresh a query). */
  onUploaded?: (data: unknown) => void;
}

/**
 * An `onUpload(file, onProgress)` for the kit's ImageUploader, bound to the
 * session's token: `<ImageUploader onUpload={useUpload('user/settings/property-image')} />`.
 */
export function useUpload<T = unknown>(path: string, { fields, silent, onUploaded }: UseUploadOptions = {}) {
  const store = useStore() as AppStore;
  const fieldsKey = JSON.stringify(fields ?? {});
  return useCallback(
    async (file: File, onProgress?: (fraction: number) => void): Promise<T> => {
      try {
        const data = await uploadFile<T>({ path, file, fields: JSON.parse(fieldsKey) as Record<string, string>, token: store.getState().session.token, onProgress });
        onUploaded?.(data);
        return data;
      } catch (caught) {
        const error = caught as ApiError;
        if (error.code === ERROR_CODES.UNAUTHORIZED) expireSession({ dispatch: store.dispatch, extra: store.extra, getState: store.getState });
        else if (error.code !== ERROR_CODES.VALIDATION_ERROR && !silent) showToast({ title: MSG.errorToast(error.message), tone: 'error' });
        throw error;
      }
    },
    [path, fieldsKey, silent, onUploaded, store],
  );
}
