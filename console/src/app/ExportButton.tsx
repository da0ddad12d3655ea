/**
 * 'Download CSV' for a list table: exports the list's current filter and sort (useCsvExport), shows
 * the download's progress (rows and bytes so far) in the kit's ProgressBar, and says when it is done.
 * A list adds it with one line: `<ExportButton list="guests/current" query={table.list} />`.
 */
import styled from 'styled-components';
import { EXPORT_TEXT, type ExportableList } from '@atoll/contract';
import { Button, ProgressBar } from '@atoll/ui-kit';
import { useEffect, useMemo, useRef } from 'react';
import { useCsvExport } from './useCsvExport';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Progress = styled.div`
  flex: 1 1 16rem;
  max-width: 24rem;
`;

const Done = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface ExportButtonProps {
  /** The list call's path, one of the contract's EXPORTABLE_LISTS. */
  list: ExportableList;
  /** The table's current sort and search (useTableUrlState's `list`); page and limit are not sent. */
  query: { order_by?: string; q_name?: string };
  /** Starts the export once, as it mounts: the button was pressed before this code was here (ExportAction). */
  startAtOnce?: boolean;
}

export function ExportButton({ list, query, startAtOnce = false }: ExportButtonProps) {
  const args = useMemo(() => ({ list, order_by: query.order_by, q_name: query.q_name }), [list, query.order_by, query.q_name]);
  const { state, start } = useCsvExport(args);
  const started = useRef(false);
  useEffect(() => {
    if (!startAtOnce || started.current) return;
    started.current = true;
    void start();
  }, [startAtOnce, start]);
  const busy = state.phase === 'preparing' || state.phase === 'downloading';
  return (
    <Row>
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
      <Button variant="secondary" onPress={() => void start()} isPending={busy} pendingLabel={EXPORT_TEXT.preparing}>
        {EXPORT_TEXT.button}
      </Button>
    </Row>
  );
}
