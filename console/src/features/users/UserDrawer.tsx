/**
 * A user's detail drawer (spec section 2, Users): titled with the user's name,
 * tabs Basic Information and Permissions, actions Set Active / Set Inactive and
 * Set Password, and Resend invite for a user still invited by e-mail (issue 18). Width 600.
 */
import { useState } from 'react';
import { ERROR_CODES, LABEL, LAYOUT, MSG, PASSWORD_RESET_TEXT, fieldMessage, type User } from '@atoll/contract';
import { Button, Drawer, isApiError, showToast } from '@atoll/ui-kit';
import { PageLoading } from '#app/PageLoading.tsx';
import { useGetUserQuery, useResendInviteMutation, useSetUserActiveMutation } from './api';
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

/**
 * Set Inactive for an active user, Set Active for a disabled one. Not for the owner (who cannot be
 * disabled) nor for an invited user (who becomes active by activating the account).
 */
function ActiveToggle({ user }: { user: User }) {
  const [setActive, { isLoading }] = useSetUserActiveMutation();
  if (user.is_owner || user.status === 'invited') return null;
  const active = user.status === 'active';
  const toggle = async () => {
    try {
      await setActive({ id: user.id, active: !active }).unwrap();
      showToast({ title: MSG.successfullyUpdated, tone: 'success' });
    } catch (error) {
      // Other errors were toasted by the base query; a refusal (422, e.g. changed meanwhile) has no form to land on.
      if (isApiError(error) && error.code === ERROR_CODES.VALIDATION_ERROR) {
        showToast({ title: error.name, description: fieldMessage(error.errors?.active) ?? error.message, tone: 'error' });
      }
    }
  };
  return (
    <Button variant="secondary" isPending={isLoading} onPress={() => void toggle()}>
      {active ? LABEL.setInactive : LABEL.setActive}
    </Button>
  );
}

/** Resend invite: only while the user has not activated an e-mail invitation. */
function ResendInvite({ user }: { user: User }) {
  const [resend, { isLoading }] = useResendInviteMutation();
  if (user.status !== 'invited' || !user.email) return null;
  const email = user.email;
  const send = async () => {
    try {
      await resend(user.id).unwrap();
      showToast({ title: PASSWORD_RESET_TEXT.inviteSent(email), tone: 'success' });
    } catch {
      // The base query toasted it (e.g. 429: sent less than a minute ago).
    }
  };
  return (
    <Button variant="secondary" isPending={isLoading} onPress={() => void send()}>
      {PASSWORD_RESET_TEXT.resendInvite}
    </Button>
  );
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
          <ActiveToggle user={user} />
          <ResendInvite user={user} />
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
