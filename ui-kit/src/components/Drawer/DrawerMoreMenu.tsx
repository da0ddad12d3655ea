import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { MoreHorizontal, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { LABEL } from '@atoll/contract';
import { IconButton } from '../IconButton';

export interface DrawerMoreAction {
  /** Key of the action, passed back to `onAction`. */
  id: string;
  /** The menu item's text, e.g. LABEL.delete. */
  label: string;
  /** 'danger' marks an action that removes something (Delete). @default 'default' */
  tone?: 'default' | 'danger';
}

export interface DrawerMoreMenuProps {
  /** The actions, in order. */
  actions: DrawerMoreAction[];
  /** Called with the chosen action's id. */
  onAction: (id: string) => void;
}

const MorePopover = styled(Popover)`
  min-width: 180px;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  /* Above the drawer's modal layer. */
  z-index: ${({ theme }) => theme.zIndex.popover};
`;

const MoreMenu = styled(Menu)`
  outline: none;
`;

const MoreItem = styled(MenuItem)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.color.textPrimary};
  cursor: pointer;
  outline: none;
  &[data-tone='danger'] { color: ${({ theme }) => theme.color.textError}; }
  &[data-focused] { background: ${({ theme }) => theme.color.surfaceSunken}; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: -2px; }
`;

/**
 * The drawer header's overflow menu ('More actions'): actions used rarely, or that cannot be undone,
 * sit here instead of as solid buttons beside every title. React Aria's MenuTrigger gives the
 * keyboard (Enter, Space or the arrows open it; arrows move; Escape closes, focus returns).
 */
export function DrawerMoreMenu({ actions, onAction }: DrawerMoreMenuProps) {
  if (actions.length === 0) return null;
  return (
    <MenuTrigger>
      <IconButton aria-label={LABEL.moreActions} size={36}>
        <MoreHorizontal aria-hidden="true" />
      </IconButton>
      <MorePopover placement="bottom end">
        <MoreMenu aria-label={LABEL.moreActions} onAction={(key) => onAction(String(key))}>
          {actions.map((action) => (
            <MoreItem key={action.id} id={action.id} textValue={action.label} data-tone={action.tone ?? 'default'}>
              {action.tone === 'danger' && <Trash2 aria-hidden="true" size={16} />}
              {action.label}
            </MoreItem>
          ))}
        </MoreMenu>
      </MorePopover>
    </MenuTrigger>
  );
}
