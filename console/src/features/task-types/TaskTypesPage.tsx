/**
 * Tasks › Types (spec section 2): tabs Types and Categories, each a server-paged,
 * sortable, searchable table whose rows open the object's drawer; the Add button names
 * the tab's object. Built on TableScreen; tab, list and drawer state live in the URL
 * (?view=categories&page=2&order_by=name:DESC&q_name=…&type=7 / &category=new).
 */
import { lazy } from 'react';
import {
  TASK_CATEGORY_ORDER_KEYS,
  TASK_DESCRIPTION_PREVIEW,
  TASK_TYPE_ORDER_KEYS,
  TASK_TYPES_TEXT as TEXT,
  type TaskCategory,
  type TaskType,
} from '@atoll/contract';
import { Button, type TableColumn } from '@atoll/ui-kit';
import { CompanyRelativeTime } from '#app/CompanyTime.tsx';
import { ServerTable, TableScreen } from '#app/TableScreen.tsx';
import { useDrawerUrlState } from '#app/useDrawerUrlState.ts';
import { useScreenTab, useTableUrlState } from '#app/useTableUrlState.ts';
import { useListTaskCategoriesQuery, useListTaskTypesQuery } from './api';
import { LazyDrawers } from '#app/LazyDrawers.tsx';
import { TASK_DRAWER_TABS } from './taskDrawerTabs';

// The drawers and their forms load on first open (LazyDrawers).
const TaskTypeDrawers = lazy(() => import('./TaskTypeDrawers').then((module) => ({ default: module.TaskTypeDrawers })));
const TaskCategoryDrawers = lazy(() => import('./TaskTypeDrawers').then((module) => ({ default: module.TaskCategoryDrawers })));

const VIEWS = ['types', 'categories'] as const;
const DEFAULT_ORDER = 'name:ASC';

/** The Types table shows the first DESCRIPTION_COLUMN_MAX (60) characters of a description. */
export const descriptionPreview = (text: string | null) =>
  !text ? '' : text.length > TASK_DESCRIPTION_PREVIEW ? `${text.slice(0, TASK_DESCRIPTION_PREVIEW)}…` : text;

const TYPE_COLUMNS: TableColumn<TaskType>[] = [
  { key: 'name', header: 'Name', isSortable: true, isRowHeader: true, render: (t) => t.name },
  { key: 'description', header: 'Description', render: (t) => descriptionPreview(t.description) },
  { key: 'category', header: 'Category', isSortable: true, render: (t) => t.task_category?.name ?? '' },
  { key: 'updated', header: 'Updated', isSortable: true, render: (t) => <CompanyRelativeTime date={t.updated} /> },
];

const CATEGORY_COLUMNS: TableColumn<TaskCategory>[] = [
  { key: 'name', header: 'Name', isSortable: true, isRowHeader: true, render: (c) => c.name },
  { key: 'task_types_count', header: 'Tasks', isSortable: true, render: (c) => c.task_types_count },
  { key: 'updated', header: 'Updated', isSortable: true, render: (c) => <CompanyRelativeTime date={c.updated} /> },
];

function TypesTable({ onOpen, onAdd }: { onOpen: (id: number) => void; onAdd: () => void }) {
  const state = useTableUrlState(TASK_TYPE_ORDER_KEYS);
  const query = useListTaskTypesQuery(state.list);
  return (
    <ServerTable<TaskType>
      label="Task types"
      columns={TYPE_COLUMNS}
      state={state}
      query={query}
      defaultOrder={DEFAULT_ORDER}
      onOpen={(t) => onOpen(t.id)}
      emptyText={TEXT.noTypes}
      noMatchText={TEXT.noMatch}
      emptyAction={<Button onPress={onAdd}>{TEXT.addType}</Button>}
    />
  );
}

function CategoriesTable({ onOpen, onAdd }: { onOpen: (id: number) => void; onAdd: () => void }) {
  const state = useTableUrlState(TASK_CATEGORY_ORDER_KEYS);
  const query = useListTaskCategoriesQuery(state.list);
  return (
    <ServerTable<TaskCategory>
      label="Task categories"
      columns={CATEGORY_COLUMNS}
      state={state}
      query={query}
      defaultOrder={DEFAULT_ORDER}
      onOpen={(c) => onOpen(c.id)}
      emptyText={TEXT.noCategories}
      noMatchText={TEXT.noMatch}
      emptyAction={<Button onPress={onAdd}>{TEXT.addCategory}</Button>}
    />
  );
}

/** Opened only with manage-task-types: the route table's permission gate refuses everyone else. */
export default function TaskTypesPage() {
  const [view, setView] = useScreenTab(VIEWS, ['type', 'category']);
  const types = useDrawerUrlState('type', TASK_DRAWER_TABS);
  const categories = useDrawerUrlState('category', TASK_DRAWER_TABS);
  const onTypes = view === 'types';
  return (
    <TableScreen
      title={TEXT.title}
      addLabel={onTypes ? TEXT.addType : TEXT.addCategory}
      onAdd={onTypes ? types.openNew : categories.openNew}
      selectedTab={view}
      onTabChange={setView}
      tabs={[
        { id: 'types', label: TEXT.typesTab, content: <TypesTable onOpen={(id) => types.open(id)} onAdd={types.openNew} /> },
        { id: 'categories', label: TEXT.categoriesTab, content: <CategoriesTable onOpen={(id) => categories.open(id)} onAdd={categories.openNew} /> },
      ]}
    >
      <LazyDrawers isOpen={types.drawer.kind !== 'closed'} onClose={types.close}>
        <TaskTypeDrawers url={types} />
      </LazyDrawers>
      <LazyDrawers isOpen={categories.drawer.kind !== 'closed'} onClose={categories.close}>
        <TaskCategoryDrawers url={categories} />
      </LazyDrawers>
    </TableScreen>
  );
}
