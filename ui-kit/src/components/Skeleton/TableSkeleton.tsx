import styled from 'styled-components';
import { Skeleton, SkeletonRegion } from './Skeleton';

export interface TableSkeletonProps {
  /** What is loading, e.g. 'Loading users'. @default MSG.loading ('Loading') */
  label?: string;
  /** Placeholder rows. @default 5 */
  rows?: number;
  /** Placeholder columns. @default 4 */
  columns?: number;
  /** Draw a header row too; off inside the kit's Table, whose real headers stay visible. @default true */
  withHeader?: boolean;
}

const Frame = styled.div`
  &[data-framed] {
    overflow: hidden;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.color.surface};
  }
`;

const Row = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: 1.4fr repeat(${({ $columns }) => Math.max(0, $columns - 1)}, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  &:not(:last-child) { border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle}; }
  &[data-header] { min-height: 40px; background: ${({ theme }) => theme.color.surfaceMuted}; }
`;

// Varied widths read as text of different lengths rather than a striped pattern.
const WIDTHS = ['80%', '60%', '70%', '45%', '65%'];

/** The loading state of a table: placeholder rows in the table's geometry, announced once as loading. */
export function TableSkeleton({ label, rows = 5, columns = 4, withHeader = true }: TableSkeletonProps) {
  return (
    <SkeletonRegion label={label}>
      <Frame aria-hidden="true" data-framed={withHeader || undefined}>
        {withHeader && (
          <Row $columns={columns} data-header>
            {Array.from({ length: columns }, (_, column) => (
              <Skeleton key={column} width="50%" height={10} />
            ))}
          </Row>
        )}
        {Array.from({ length: rows }, (_, row) => (
          <Row key={row} $columns={columns}>
            {Array.from({ length: columns }, (_, column) => (
              <Skeleton key={column} width={WIDTHS[(row + column) % WIDTHS.length]} height={12} />
            ))}
          </Row>
        ))}
      </Frame>
    </SkeletonRegion>
  );
}
