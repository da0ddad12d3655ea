/**
 * What 'Download CSV' runs, loaded on first use (ExportAction.tsx holds the button): exports the list's current
 * filter and sort (useCsvExport), shows the download's progress (rows and bytes so far) in the kit's ProgressBar,
 * and says when it is done. Each new press the button counts (`presses`) starts the export once — also a press
 * made before this code was here — and whether it is busy goes back to the button (`onBusy`).
 */
import styled from 'styled-components';
import { EXPORT_TEXT } from '@atoll/contract';
import { ProgressBar } from '@atoll/ui-kit';
import { useEffect, useMemo, useRef } from 'react';
import type { ExportButtonProps } from './ExportAction';
import { useCsvExport } from './useCsvExport';

const Progress = styled.div`
  flex: 1 1 16rem;
  max-width: 24rem;
`;

const Done = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface ExportProgressProps extends ExportButtonProps {
  /** How many times the button was pressed; each new one starts an export (one at a time). */
  presses: number;
  /** Told whether an export is under way, as that changes. */
  onBusy: (busy: boolean) => void;
}

export function ExportProgress({ list, query, presses, onBusy }: ExportProgressProps) {
  const args = useMemo(() => ({ list, order_by: query.order_by, q_name: query.q_name }), [list, query.order_by, query.q_name]);
  const { state, start } = useCsvExport(args);
  const handled = useRef(0);
  useEffect(() => {
    if (presses <= handled.current) return;
    handled.current = presses;
    void start();
  }, [presses, start]);
  const busy = state.phase === 'preparing' || state.phase === 'downloading';
  // Changes only: on mounting after a press the button already shows it busy, and must not flicker back.
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current === busy) return;
    reported.current = busy;
    onBusy(busy);
  }, [busy, onBusy]);
  return (
    <>
      {busy && (
        <Progress>
          <ProgressBar
            label={EXPORT_TEXT.progressLabel}
            isIndeterminate
            valueLabel={state.phase === 'downloading' ? EXPORT_TEXT.progress(state.rows, state.bytes) : EXPORT_TEXT.preparing}
          />
        </Progress>
      )}
      {/* Announced politely when the file is saved. */}
      <Done role="status">{state.phase === 'done' ? EXPORT_TEXT.done(state.rows) : ''}</Done>
    </>
  );
}
