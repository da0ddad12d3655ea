/**
 * The lists' Export button (ExportButton) loaded on first use (issue 23): the export's hook, its progress bar and
 * the export link's call are not on a list's first load. Until they are here, the same button in the same row
 * shows; a press on it is kept, and the export starts as soon as they are (on a loaded machine the e2e walk's press
 * came before them and the download never started).
 */
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { EXPORT_TEXT } from '@atoll/contract';
import { Button } from '@atoll/ui-kit';
import type { ExportButtonProps } from './ExportButton';

const LoadedExportButton = lazy(() => import('./ExportButton').then((module) => ({ default: module.ExportButton })));

// ExportButton's row.
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export function ExportButton(props: ExportButtonProps) {
  const [pressed, setPressed] = useState(false);
  return (
    <Suspense
      fallback={
        <Row>
          <Button variant="secondary" onPress={() => setPressed(true)} isPending={pressed} pendingLabel={EXPORT_TEXT.preparing}>
            {EXPORT_TEXT.button}
          </Button>
        </Row>
      }
    >
      <LoadedExportButton {...props} startAtOnce={pressed} />
    </Suspense>
  );
}
