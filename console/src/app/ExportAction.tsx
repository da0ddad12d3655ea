/**
 * The lists' Export button (ExportButton) loaded on first use (issue 23): the export's hook, its progress bar and
 * the export link's call are not on a list's first load. Until they are here, the same button in the same row
 * shows; a press on it then does nothing (it lasts a moment of the first paint).
 */
import { lazy, Suspense } from 'react';
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
  return (
    <Suspense
      fallback={
        <Row>
          <Button variant="secondary">{EXPORT_TEXT.button}</Button>
        </Row>
      }
    >
      <LoadedExportButton {...props} />
    </Suspense>
  );
}
