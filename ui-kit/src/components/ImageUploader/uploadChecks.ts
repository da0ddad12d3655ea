import { CONTENT_TEXT, MSG, STATUS_MESSAGES, UPLOAD_MAX_BYTES } from '@atoll/contract';
import { isApiError } from '../Form/submissionErrors';

const MB = 1024 * 1024;

/**
 * The spec's size guidance under an uploader (section 5): `uploadSizeHint(UPLOAD_HINT_COVER_BYTES)`
 * is 'Recommended: under 1 MB', `uploadSizeHint(UPLOAD_HINT_LARGE_BYTES)` 'Recommended: under 2 MB'.
 * Only a hint: the client enforces nothing but the 5 MB limit.
 */
export function uploadSizeHint(bytes: number): string {
  if (bytes < MB) return `Recommended: under ${Math.round(bytes / 1024)} KB`;
  const megabytes = Math.round((bytes / MB) * 10) / 10;
  return `Recommended: under ${megabytes} MB`;
}

/** Why an image cannot be uploaded (not an image, or over the limit), or null when it can. */
export function imageFileError(file: File, maxBytes: number = UPLOAD_MAX_BYTES): string | null {
  if (!file.type.startsWith('image/')) return STATUS_MESSAGES[415];
  // The spec enforces only the 5 MB limit on the client, before anything is sent.
  if (file.size > maxBytes) return MSG.imageTooLarge;
  return null;
}

/** Why a PDF cannot be uploaded (another type, or over the limit), or null when it can. */
export function pdfFileError(file: File, maxBytes: number = UPLOAD_MAX_BYTES): string | null {
  if (file.type !== 'application/pdf') return CONTENT_TEXT.notAPdf;
  if (file.size > maxBytes) return MSG.fileTooLarge;
  return null;
}

/** What to tell the user when an upload or delete failed: the server's message, or a generic one. */
export function uploadErrorMessage(reason: unknown): string {
  return isApiError(reason) ? reason.message : STATUS_MESSAGES[500];
}
