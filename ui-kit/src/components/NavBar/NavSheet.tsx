import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { PressResponder } from 'react-aria/private/interactions/PressResponder';
import { useOverlayTrigger } from 'react-aria/useOverlayTrigger';
import { useMenuTriggerState } from 'react-stately/useMenuTriggerState';
import { Menu as MenuIcon } from 'lucide-react';
import { CountBadge } from '../CountBadge';
import type { NavAccount, NavBadge, NavGroup } from './navModel';
import { NavTrigger } from './navStyles';

export interface NavSheetProps {
  groups: NavGroup[];
  currentPath?: string;
  account?: NavAccount;
  /** Used when there is no `account`: the bar's user menu, repeated in the sheet. */
  userMenu?: ReactNode;
  /** Text of the button and the sheet's heading. @default 'Menu' */
  label?: string;
  /** The items' counts, shown on the Menu button while the sheet is closed (the links show their own). */
  badge?: NavBadge;
}

const loadPanel = () => import('./NavSheetPanel');
const NavSheetPanel = lazy(loadPanel);

/**
 * The navigation below a tablet's width: a Menu button (aria-expanded, aria-controls while open) opening a
 * modal sheet with every group's links and the account. React Aria traps focus in it, Escape closes it and
 * focus goes back to the button; following a link closes it.
 *
 * The button is wired as RAC's DialogTrigger wires its trigger (same state, `useOverlayTrigger` props
 * through a PressResponder); the sheet's code (modal, focus scope) loads on first use (NavSheetPanel,
 * fetched as soon as the pointer or focus reaches the button), not with every page.
 */
export function NavSheet({ groups, currentPath, account, userMenu, label = 'Menu', badge }: NavSheetProps) {
  const [isOpen, setOpen] = useState(false);
  // A navigation elsewhere (back button, a link inside a screen) closes the sheet too.
  useEffect(() => setOpen(false), [currentPath]);
  // As DialogTrigger: a menu trigger's state, in case a menu is ever embedded in the sheet.
  const state = useMenuTriggerState({ isOpen, onOpenChange: setOpen });
  const ref = useRef<HTMLButtonElement>(null);
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'dialog' }, state, ref);
  // The sheet is labelled by its title; the trigger's id is DialogTrigger's fallback label.
  const triggerId = useId();
  const badgeId = `${triggerId}-count`;
  const trigger = { ...triggerProps, id: triggerId };
  const [used, setUsed] = useState(false);
  if (state.isOpen && !used) setUsed(true);
  const preload = () => void loadPanel().catch(() => undefined);
  return (
    <>
      <PressResponder {...trigger} ref={ref} isPressed={state.isOpen}>
        <NavTrigger onHoverStart={preload} onFocus={preload} aria-describedby={badge ? badgeId : undefined}>
          <MenuIcon aria-hidden="true" size={20} />
          {label}
          {badge && <CountBadge id={badgeId} count={badge.count} label={badge.label} />}
        </NavTrigger>
      </PressResponder>
      {used && (
        <Suspense fallback={null}>
          <NavSheetPanel
            state={state}
            triggerRef={ref}
            overlayProps={{ ...overlayProps, 'aria-labelledby': triggerId }}
            groups={groups}
            currentPath={currentPath}
            account={account}
            userMenu={userMenu}
            label={label}
            setOpen={setOpen}
          />
        </Suspense>
      )}
    </>
  );
}
