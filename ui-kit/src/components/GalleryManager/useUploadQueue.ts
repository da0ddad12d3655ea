import { useRef, useState } from 'react';
import { uploadErrorMessage } from '../ImageUploader/uploadChecks';
import type { UploadFn } from '../ImageUploader/useImageUpload';

/** One chosen file on its way up: waiting its turn, uploading (with progress) or refused/failed. */
export interface QueuedUpload {
  key: string;
  name: string;
  status: 'waiting' | 'uploading' | 'failed';
  /** 0..1 while uploading. */
  progress: number;
  /** Why the file was refused or its upload failed. */
  error: string | null;
}

/**
 * Uploads several files one after another (the server takes one file per POST). Each file is
 * checked first (`check` answers why it is refused, or null); a refused or failed file keeps its
 * message and the others still upload. Finished files leave the queue: the caller's list shows them.
 */
export function useUploadQueue(onUpload: UploadFn, check: (file: File) => string | null) {
  const [queue, setQueue] = useState<QueuedUpload[]>([]);
  const [busy, setBusy] = useState(false);
  const batch = useRef(0);

  const update = (key: string, change: Partial<QueuedUpload> | null) =>
    setQueue((current) =>
      change === null ? current.filter((item) => item.key !== key) : current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );

  const start = async (files: readonly File[]) => {
    if (files.length === 0) return;
    batch.current += 1;
    const entries = files.map((file, index) => {
      const error = check(file);
      const item: QueuedUpload = { key: `${batch.current}-${index}`, name: file.name, status: error ? 'failed' : 'waiting', progress: 0, error };
      return { file, item };
    });
    setQueue(entries.map(({ item }) => item));
    setBusy(true);
    try {
      for (const { file, item } of entries) {
        if (item.error) continue;
        update(item.key, { status: 'uploading', progress: 0 });
        try {
          await onUpload(file, (fraction) => update(item.key, { progress: Math.min(1, Math.max(0, fraction)) }));
          update(item.key, null);
        } catch (reason) {
          update(item.key, { status: 'failed', error: uploadErrorMessage(reason) });
        }
      }
    } finally {
      setBusy(false);
    }
  };

  return { queue, busy, start, clear: () => setQueue([]) };
}
