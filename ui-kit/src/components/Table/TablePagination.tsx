import { PAGE_SIZES } from '@atoll/contract';
import styled from 'styled-components';
import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../Button';
import { NativeSelect } from './nativeSelect';

export interface TablePaginationProps {
  /** 1-based current page. */
  page: number;
  /** Rows per page. */
  limit: number;
  /** All rows across pages. */
  total: number;
  /** Called with the next page and size; a size change goes back to page 1. */
  onChange: (next: { page: number; limit: number }) => void;
  /** Names the navigation landmark, e.g. 'Rooms pagination'. */
  label: string;
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const Steps = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;


/** Total rows, page size (PAGE_SIZES) and previous/next, shared by local and server tables. */
export function TablePagination({ page, limit, total, onChange, label }: TablePaginationProps) {
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <Bar aria-label={label}>
      <Muted role="status">{total === 1 ? '1 row' : `${total} rows`}</Muted>
      <Group>
        <NativeSelect>
          <select aria-label="Rows per page" value={limit} onChange={(event) => onChange({ page: 1, limit: Number(event.target.value) })}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
          <ChevronDown aria-hidden="true" size={16} />
        </NativeSelect>
        <Muted>
          Page {Math.min(page, pages)} of {pages}
        </Muted>
        <Steps>
          <Button variant="secondary" isDisabled={page <= 1} onPress={() => onChange({ page: page - 1, limit })}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <Button variant="secondary" isDisabled={page >= pages} onPress={() => onChange({ page: page + 1, limit })}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </Steps>
      </Group>
    </Bar>
  );
}
