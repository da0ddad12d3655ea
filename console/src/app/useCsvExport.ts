/**
 * One CSV export of a list's current filter and sort (contract/src/exports.ts): ask the list for a
 * one-time link (exportsApi), read the download's body stream — counting records and bytes as they
 * arrive, for the progress bar — then save it as a file (a Blob behind a download link, named as the
 * server's Content-Disposition names it). The download needs no bearer: the key is the credential.
 * Failures toast with the catalogue's messages, as the base query's do.
 */
import { useCallback, useRef, useState } from 'react';
import { CSV_CONTENT_TYPE, MSG, networkError, normaliseApiError, type ApiError } from '@atoll/contract';
import { showToast } from '@atoll/ui-kit';
import { useExportLinkMutation, type ExportLinkArgs } from '#api/exportsApi.ts';

export type CsvExportState =
  | { phase: 'idle' }
  | { phase: 'preparing' }
  | { phase: 'downloading'; rows: number; bytes: number }
  | { phase: 'done'; rows: number; bytes: number; filename: string }
  | { phase: 'failed' };

const CR = 0x0d;
const LF = 0x0a;

/** CRLF pairs in a chunk (a record's end; line breaks inside a cell are LF only), carrying a CR that ended the last chunk. */
function recordEnds(chunk: Uint8Array, endedWithCr: boolean): number {
  let n = endedWithCr && chunk[0] === LF ? 1 : 0;
  for (let i = 1; i < chunk.length; i += 1) if (chunk[i] === LF && chunk[i - 1] === CR) n += 1;
  return n;
}

/** The name in `attachment; filename="guests-others-2026-11-26.csv"`. */
const filenameOf = (disposition: string | null, fallback: string) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/** Hands the bytes to the browser as a file download. */
function saveFile(parts: BlobPart[], filename: string): void {
  const url = URL.createObjectURL(new Blob(parts, { type: CSV_CONTENT_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const fail = (error: ApiError) => showToast({ title: MSG.errorToast(error.message), tone: 'error' });

export function useCsvExport(args: ExportLinkArgs) {
  const [state, setState] = useState<CsvExportState>({ phase: 'idle' });
  const [askLink] = useExportLinkMutation();
  const running = useRef(false);

  const start = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setState({ phase: 'preparing' });
    try {
      const link = await askLink(args);
      // The base query has already said why (a toast; a lost session logs out).
      if ('error' in link) return setState({ phase: 'failed' });
      let res: Response;
      try {
        res = await fetch(link.data.url);
      } catch {
        fail(networkError());
        return setState({ phase: 'failed' });
      }
      if (!res.ok || !res.body) {
        fail(normaliseApiError(res.status, await res.json().catch(() => null)));
        return setState({ phase: 'failed' });
      }
      const reader = res.body.getReader();
      const parts: Uint8Array[] = [];
      let bytes = 0;
      let ends = 0;
      let endedWithCr = false;
      setState({ phase: 'downloading', rows: 0, bytes: 0 });
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        bytes += value.byteLength;
        ends += recordEnds(value, endedWithCr);
        endedWithCr = value[value.byteLength - 1] === CR;
        // The first record is the header.
        setState({ phase: 'downloading', rows: Math.max(ends - 1, 0), bytes });
      }
      const filename = filenameOf(res.headers.get('Content-Disposition'), `${args.list.replaceAll('/', '-')}.csv`);
      saveFile(parts as BlobPart[], filename);
      setState({ phase: 'done', rows: Math.max(ends - 1, 0), bytes, filename });
    } catch {
      fail(networkError());
      setState({ phase: 'failed' });
    } finally {
      running.current = false;
    }
  }, [args, askLink]);

  return { state, start };
}
