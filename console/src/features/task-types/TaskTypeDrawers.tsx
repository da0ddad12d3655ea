/**
 * The drawers of Task Types (spec section 2): 'Create New Task Type' / 'Create New Task
 * Category', and an object's details with its one tab, Basic Information. No Delete:
 * the spec has no delete call for either.
 */
import { LABEL, LAYOUT, TASK_TYPES_TEXT } from '@atoll/contract';
import { Drawer } from '@atoll/ui-kit';
import { CreateDrawer, PendingDrawer } from '#app/ContentDrawers.tsx';
import type { DrawerUrlState } from '#app/useDrawerUrlState.ts';
import { useGetTaskCategoryQuery, useGetTaskTypeQuery } from './api';
import { CreateTaskCategoryForm, TaskCategoryBasicForm } from './TaskCategoryForm';
import { CreateTaskTypeForm, TaskTypeBasicForm } from './TaskTypeForm';
import type { TaskDrawerTab } from './taskDrawerTabs';

export { TASK_DRAWER_TABS, type TaskDrawerTab } from './taskDrawerTabs';
type Url = DrawerUrlState<TaskDrawerTab>;

function TaskTypeDetails({ id, url }: { id: number; url: Url }) {
  const { data: type, error, isFetching, refetch } = useGetTaskTypeQuery(id);
  if (!type) return <PendingDrawer error={error} isFetching={isFetching} onRetry={() => void refetch()} onClose={url.close} />;
  return (
    <Drawer
      isOpen
      onOpenChange={(open) => !open && url.close()}
      title={type.name}
      width={LAYOUT.drawerWidth}
      selectedTab="basic"
      onTabChange={url.setTab}
      tabs={[{ id: 'basic', label: LABEL.tab.basicInformation, content: <TaskTypeBasicForm type={type} /> }]}
    />
  );
}

function TaskCategoryDetails({ id, url }: { id: number; url: Url }) {
  const { data: category, error, isFetching, refetch } = useGetTaskCategoryQuery(id);
  if (!category) return <PendingDrawer error={error} isFetching={isFetching} onRetry={() => void refetch()} onClose={url.close} />;
  return (
    <Drawer
      isOpen
      onOpenChange={(open) => !open && url.close()}
      title={category.name}
      width={LAYOUT.drawerWidth}
      selectedTab="basic"
      onTabChange={url.setTab}
      tabs={[{ id: 'basic', label: LABEL.tab.basicInformation, content: <TaskCategoryBasicForm category={category} /> }]}
    />
  );
}

export function TaskTypeDrawers({ url }: { url: Url }) {
  const { drawer } = url;
  if (drawer.kind === 'new') {
    return (
      <CreateDrawer title={TASK_TYPES_TEXT.createTypeTitle} onClose={url.close}>
        <CreateTaskTypeForm onCreated={(type) => url.showCreated(type.id)} />
      </CreateDrawer>
    );
  }
  return drawer.kind === 'open' ? <TaskTypeDetails id={drawer.id} url={url} /> : null;
}

export function TaskCategoryDrawers({ url }: { url: Url }) {
  const { drawer } = url;
  if (drawer.kind === 'new') {
    return (
      <CreateDrawer title={TASK_TYPES_TEXT.createCategoryTitle} onClose={url.close}>
        <CreateTaskCategoryForm onCreated={(category) => url.showCreated(category.id)} />
      </CreateDrawer>
    );
  }
  return drawer.kind === 'open' ? <TaskCategoryDetails id={drawer.id} url={url} /> : null;
}
