/**
 * 'Download CSV' for a list table. A list adds it with one line: `<ExportButton list="guests/current" query={table.list} />`.
 * The export's hook, its progress bar and the export link's call load on first use (issue 23, ExportProgress.tsx), but
 * the button is here from the first paint and stays the same element: a press is counted and handed to the export
 * when its code arrives. (The button used to be swapped for the loaded one: a press whose pointer went down on the
 * first and up on the second was lost, and on a loaded machine the e2e walk's download never came.)
 */
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { EXPORT_TEXT, type ExportableList } from '@atoll/contract';
import { Button } from '@atoll/ui-kit';

const ExportProgress = lazy(() => import('./ExportProgress').then((module) => ({ default: module.ExportProgress })));

export interface ExportButtonProps {
  /** The list call's path, one of the contract's EXPORTABLE_LISTS. */
  list: ExportableList;
  /** The table's current sort and search (useTableUrlState's `list`); page and limit are not sent. */
  query: { order_by?: string; q_name?: string };
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export function ExportButton({ list, query }: ExportButtonProps) {
  const [presses, setPresses] = useState(0);
  // Busy from the press until the export says otherwise (before its code is here, it cannot).
  const [busy, setBusy] = useState(false);
  return (
    <Row>
      <Suspense fallback={null}>
        <ExportProgress list={list} query={query} presses={presses} onBusy={setBusy} />
      </Suspense>
      <Button
        variant="secondary"
        onPress={() => {
          setBusy(true);
          setPresses((n) => n + 1);
        }}
        isPending={busy}
        pendingLabel={EXPORT_TEXT.preparing}
      >
        {EXPORT_TEXT.button}
      </Button>
    </Row>
  );
}
