/**
 * The kit's Table and Tabs, loaded on first use (issue 23, ADR 0059): React Aria's grid, its collections and
 * selection, the tab list and the checkbox group are about 45 KB (gzip) that a table screen's frame does not need
 * to paint. The screen paints its header at once and, while these load (in parallel with its list's request), a
 * placeholder of the same geometry: a skeleton table with the columns' count, a tab strip with the tabs' labels.
 * A table's search box is React Aria's text field and form validation (~6 KB): its label and an empty box of the
 * field's size show until it is here. Same props as the kit's components; drop-in replacements for a screen's first paint (drawers, which load on
 * demand already, keep the kit's own).
 */
import { lazy, Suspense, type ReactElement } from 'react';
import styled from 'styled-components';
import { SkeletonRegion, TableSkeleton, type TableProps, type TabsProps, type TextFieldProps } from '@atoll/ui-kit';

const loadTable = () => import('@atoll/ui-kit/Table');
const loadTabs = () => import('@atoll/ui-kit/Tabs');
const loadTextField = () => import('@atoll/ui-kit/TextField');

/**
 * A screen that imports this module shows a table: its chunks are asked for as the screen's module runs, not when the
 * tab strip has loaded and rendered its panel (no waterfall of screen → tabs → table).
 */
export function preloadTableKit(): void {
  void loadTable().catch(() => undefined);
  void loadTabs().catch(() => undefined);
  void loadTextField().catch(() => undefined);
}

const KitTable = lazy(async () => ({ default: (await loadTable()).Table as (props: TableProps<unknown>) => ReactElement })) as unknown as <T>(props: TableProps<T>) => ReactElement;
const KitTabs = lazy(async () => ({ default: (await loadTabs()).Tabs }));
const KitTextField = lazy(async () => ({ default: (await loadTextField()).TextField }));

/** The placeholder rows: as many as the page will show (at most 10), 5 while the list itself loads. */
function placeholderRows<T>({ rows, isLoading, pagination }: TableProps<T>): number {
  if (isLoading || rows.length === 0) return 5;
  const limit = pagination && pagination.type === 'server' ? pagination.limit : rows.length;
  return Math.max(1, Math.min(rows.length, limit, 10));
}

/** The kit's Table; a skeleton table with its columns until its code is here. */
export function Table<T>(props: TableProps<T>) {
  return (
    <Suspense fallback={<TableSkeleton label={props['aria-label']} rows={placeholderRows(props)} columns={props.columns.length} />}>
      <KitTable<T> {...props} />
    </Suspense>
  );
}

// The kit's tab strip (ui-kit Tabs): the same box, so nothing moves when the real tabs replace it.
const Strip = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow: hidden;
  box-shadow: inset 0 -1px 0 ${({ theme }) => theme.color.border};
`;
const StripTab = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  white-space: nowrap;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  &[data-selected] {
    color: ${({ theme }) => theme.color.textPrimary};
    border-bottom-color: ${({ theme }) => theme.color.actionPrimary};
  }
`;
const StripPanel = styled.div`
  padding-top: ${({ theme }) => theme.space.lg};
`;

/** What shows for the ~0.1 s the tabs' code takes: their labels, the selected one marked, over a skeleton table. */
function TabsPlaceholder({ items, selectedKey, defaultSelectedKey }: TabsProps) {
  const selected = selectedKey ?? defaultSelectedKey ?? items.find((item) => !item.isDisabled)?.id;
  return (
    <div>
      <Strip aria-hidden="true">
        {items.map((item) => (
          <StripTab key={item.id} data-selected={item.id === selected || undefined}>
            {item.label}
            {item.count !== undefined && ` (${item.count})`}
          </StripTab>
        ))}
      </Strip>
      <StripPanel>
        <TableSkeleton />
      </StripPanel>
    </div>
  );
}

/** The kit's Tabs; a look-alike strip until its code is here. */
export function Tabs(props: TabsProps) {
  return (
    <Suspense fallback={<TabsPlaceholder {...props} />}>
      <KitTabs {...props} />
    </Suspense>
  );
}

// The kit's text field (FieldParts: fieldStack, FieldLabel, controlSurface), drawn without React Aria.
const FieldFrame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;
const FieldLabelText = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.color.textPrimary};
`;
const FieldBox = styled.div`
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.surface};
`;

/** The kit's TextField (a table's search box); its label over an empty box until its code is here. */
export function TextField(props: TextFieldProps) {
  return (
    <Suspense
      fallback={
        <FieldFrame aria-hidden="true">
          <FieldLabelText>{props.label}</FieldLabelText>
          <FieldBox />
        </FieldFrame>
      }
    >
      <KitTextField {...props} />
    </Suspense>
  );
}

const FormFrame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
const ButtonBox = styled.div`
  align-self: flex-start;
  min-width: 120px;
  min-height: 40px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.skeleton};
`;

/**
 * A form's place while its code (final-form, the contract's yup schemas, the kit's fields) loads: the fields' labels
 * over empty boxes of their size, inside a status region named 'Loading' (as the kit's skeletons), so nothing moves
 * when the form arrives and a test that waits for 'Loading' to go waits for the form.
 */
export function FormPlaceholder({ labels, withButton = true }: { labels: string[]; withButton?: boolean }) {
  return (
    <SkeletonRegion>
      <FormFrame aria-hidden="true">
        {labels.map((label) => (
          <FieldFrame key={label}>
            <FieldLabelText>{label}</FieldLabelText>
            <FieldBox />
          </FieldFrame>
        ))}
        {withButton && <ButtonBox />}
      </FormFrame>
    </SkeletonRegion>
  );
}
