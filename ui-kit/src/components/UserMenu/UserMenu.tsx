import { ChevronDown } from 'lucide-react';
import styled from 'styled-components';
import { DeferredMenuTrigger } from '../NavBar/DeferredMenuTrigger';
import { APPEARANCE_TEXT, type NavAppearance } from '../NavBar/navModel';
import { isColorSchemePreference } from '../../theme/colorScheme';

export interface UserMenuProps {
  /** The signed-in user's name. */
  userName: string;
  /** The user's company name, shown under the name. */
  companyName: string;
  /** Called when the user chooses Logout. */
  onLogout: () => void;
  /** Text of the logout item. @default 'Logout' */
  logoutLabel?: string;
  /** The Appearance choice (System, Light, Dark), offered above Logout when given. */
  appearance?: NavAppearance;
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
 * The user menu of the top bar: shows who is signed in and for which company, and offers the
 * Appearance choice (a section of checkable items) and Logout.
 * The menu's code loads on first use (DeferredMenuTrigger).
 */
export function UserMenu({ userName, companyName, onLogout, logoutLabel = 'Logout', appearance }: UserMenuProps) {
  return (
    <DeferredMenuTrigger
      label={userName}
      placement="bottom end"
      items={[{ id: 'logout', label: logoutLabel }]}
      onAction={(id) => id === 'logout' && onLogout()}
      choice={
        appearance && {
          label: APPEARANCE_TEXT.label,
          options: APPEARANCE_TEXT.options,
          value: appearance.value,
          onChange: (id) => isColorSchemePreference(id) && appearance.onChange(id),
        }
      }
    >
      <Who>
        <span>{userName}</span>
        <Company>{companyName}</Company>
      </Who>
      <ChevronDown aria-hidden="true" size={16} />
    </DeferredMenuTrigger>
  );
}
