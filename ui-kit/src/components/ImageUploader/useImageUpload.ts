import { useState } from 'react';
import { MSG, STATUS_MESSAGES, UPLOAD_MAX_BYTES } from '@atoll/contract';
import { isApiError } from '../Form/submissionErrors';

export type UploadFn = (file: File, onProgress: (fraction: number) => void) => Promise<void>;

/** Checks a chosen file and runs the caller's upload, tracking progress and errors. */
export function useImageUpload(onUpload: UploadFn, maxBytes: number = UPLOAD_MAX_BYTES) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const messageOf = (reason: unknown) => (isApiError(reason) ? reason.message : STATUS_MESSAGES[500]);

  const upload = async (file: File) => {
    setError(null);
    if (!file.type.startsWith('image/')) return setError(STATUS_MESSAGES[415]);
    // The spec enforces only the 5 MB limit on the client, before anything is sent.
    if (file.size > maxBytes) return setError(MSG.imageTooLarge);
    setProgress(0);
    try {
      await onUpload(file, (fraction) => setProgress(Math.min(1, Math.max(0, fraction))));
    } catch (reason) {
      setError(messageOf(reason));
    } finally {
      setProgress(null);
    }
  };

  const run = async (action: () => Promise<void>) => {
    setError(null);
    try {
      await action();
    } catch (reason) {
      setError(messageOf(reason));
    }
  };

  return { progress, error, upload, run };
}
