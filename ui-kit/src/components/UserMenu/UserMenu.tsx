import { ChevronDown } from 'lucide-react';
import styled from 'styled-components';
import { DeferredMenuTrigger } from '../NavBar/DeferredMenuTrigger';

export interface UserMenuProps {
  /** The signed-in user's name. */
  userName: string;
  /** The user's company name, shown under the name. */
  companyName: string;
  /** Called when the user chooses Logout. */
  onLogout: () => void;
  /** Text of the logout item. @default 'Logout' */
  logoutLabel?: string;
}

const Who = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-end;
  line-height: 1.2;
`;

const Company = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
`;

/**
 * The user menu of the top bar: shows who is signed in and for which company, and offers Logout.
 * The menu's code loads on first use (DeferredMenuTrigger).
 */
export function UserMenu({ userName, companyName, onLogout, logoutLabel = 'Logout' }: UserMenuProps) {
  return (
    <DeferredMenuTrigger
      label={userName}
      placement="bottom end"
      items={[{ id: 'logout', label: logoutLabel }]}
      onAction={(id) => id === 'logout' && onLogout()}
    >
      <Who>
        <span>{userName}</span>
        <Company>{companyName}</Company>
      </Who>
      <ChevronDown aria-hidden="true" size={16} />
    </DeferredMenuTrigger>
  );
}
