import { useState } from 'react';
import { UPLOAD_MAX_BYTES } from '@atoll/contract';
import { imageFileError, uploadErrorMessage } from './uploadChecks';

/**
 * Uploads one checked file: `onProgress(0..1)` as it goes. Whatever it resolves with (e.g. the
 * updated object) is ignored by the kit; a rejection's ApiError message is shown.
 */
export type UploadFn = (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;

/** Checks a chosen file and runs the caller's upload, tracking progress and errors. */
export function useImageUpload(onUpload: UploadFn, maxBytes: number = UPLOAD_MAX_BYTES) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setError(null);
    const refusal = imageFileError(file, maxBytes);
    if (refusal) return setError(refusal);
    setProgress(0);
    try {
      await onUpload(file, (fraction) => setProgress(Math.min(1, Math.max(0, fraction))));
    } catch (reason) {
      setError(uploadErrorMessage(reason));
    } finally {
      setProgress(null);
    }
  };

  const run = async (action: () => Promise<void>) => {
    setError(null);
    try {
      await action();
    } catch (reason) {
      setError(uploadErrorMessage(reason));
    }
  };

  return { progress, error, upload, run };
}
