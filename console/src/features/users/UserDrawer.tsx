/**
 * A user's detail drawer (spec section 2, Users): titled with the user's name,
 * tabs Basic Information and Permissions, action Set Password. Width 600.
 */
import { useState } from 'react';
import { LAYOUT, MSG } from '@atoll/contract';
import { Button, Drawer } from '@atoll/ui-kit';
import { PageLoading } from '#app/PageLoading.tsx';
import { useGetUserQuery } from './api';
import { QueryErrorCard } from '#app/QueryErrorCard.tsx';
import { SET_PASSWORD, SetPasswordModal } from './SetPasswordModal';
import { UserBasicForm } from './UserBasicForm';
import { UserPermissionsForm } from './UserPermissionsForm';
import type { UserTab } from './useUsersUrlState';

export const TAB_LABELS: Record<UserTab, string> = { basic: 'Basic Information', permissions: 'Permissions' };

export interface UserDrawerProps {
  userId: number;
  tab: UserTab;
  onTabChange: (tab: UserTab) => void;
  onClose: () => void;
}

export function UserDrawer({ userId, tab, onTabChange, onClose }: UserDrawerProps) {
  const { data: user, error, isFetching, refetch } = useGetUserQuery(userId);
  const [settingPassword, setSettingPassword] = useState(false);
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };

  if (!user) {
    return (
      <Drawer isOpen onOpenChange={onOpenChange} title={error ? error.name ?? 'Error' : MSG.loading} width={LAYOUT.drawerWidth}>
        {error ? <QueryErrorCard error={error} onRetry={refetch} isRetrying={isFetching} /> : <PageLoading />}
      </Drawer>
    );
  }

  return (
    <Drawer
      isOpen
      onOpenChange={onOpenChange}
      title={user.name}
      subtitle={user.designation ?? undefined}
      width={LAYOUT.drawerWidth}
      actions={
        <>
          <Button variant="secondary" onPress={() => setSettingPassword(true)}>
            {SET_PASSWORD}
          </Button>
          {/* Inside the drawer, so it stacks on top of it (the drawer hides everything outside itself). */}
          <SetPasswordModal user={user} isOpen={settingPassword} onOpenChange={setSettingPassword} />
        </>
      }
      selectedTab={tab}
      onTabChange={(id) => onTabChange(id === 'permissions' ? 'permissions' : 'basic')}
      tabs={[
        { id: 'basic', label: TAB_LABELS.basic, content: <UserBasicForm user={user} /> },
        { id: 'permissions', label: TAB_LABELS.permissions, content: <UserPermissionsForm user={user} /> },
      ]}
    />
  );
}
