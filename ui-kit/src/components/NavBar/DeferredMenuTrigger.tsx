import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { PressResponder } from 'react-aria/private/interactions/PressResponder';
import { useMenuTrigger } from 'react-aria/useMenu';
import { useMenuTriggerState } from 'react-stately/useMenuTriggerState';
import { NavTrigger } from './navStyles';
import type { NavMenuChoice, NavMenuEntry } from './navMenuTypes';

export type { NavMenuChoice, NavMenuEntry } from './navMenuTypes';

const loadPopover = () => import('./NavMenuPopover');
const NavMenuPopover = lazy(loadPopover);

export interface DeferredMenuTriggerProps {
  /** Content of the trigger button; its text is the button's accessible name. */
  children: ReactNode;
  /** Accessible name of the menu. */
  label: string;
  items: NavMenuEntry[];
  /** @default 'bottom start' */
  placement?: 'bottom start' | 'bottom end';
  onAction?: (id: string) => void;
  /** A choice shown as a section above `items`. */
  choice?: NavMenuChoice;
  /** aria-current of the trigger (a group holding the page on screen). */
  'aria-current'?: boolean;
  /** The trigger's description, e.g. the id of a count badge inside it. */
  'aria-describedby'?: string;
}

/**
 * A bar menu whose popover code (React Aria's Menu, Popover, focus scope, ~25 KB) loads on first
 * use instead of with every page. The trigger is wired as RAC's MenuTrigger wires it (the same state
 * and `useMenuTrigger` props through a PressResponder), so the first press, Enter, Space or an arrow
 * opens the menu with the same focus strategy as later ones; the popover mounts as soon as its chunk
 * arrives (it starts loading when the pointer or focus reaches the trigger). The trigger is the same
 * element throughout, so focus returns to it on close.
 */
export function DeferredMenuTrigger({ children, label, items, placement = 'bottom start', onAction, choice, 'aria-current': current, 'aria-describedby': describedBy }: DeferredMenuTriggerProps) {
  const state = useMenuTriggerState({});
  const ref = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger({ type: 'menu' }, state, ref);
  // Once opened, the popover stays mounted so that its closing (focus return, exit) is React Aria's.
  const [used, setUsed] = useState(false);
  if (state.isOpen && !used) setUsed(true);
  const preload = () => void loadPopover().catch(() => undefined);
  return (
    <>
      <PressResponder {...menuTriggerProps} ref={ref} isPressed={state.isOpen}>
        <NavTrigger aria-current={current || undefined} aria-describedby={describedBy} onHoverStart={preload} onFocus={preload}>
          {children}
        </NavTrigger>
      </PressResponder>
      {used && (
        <Suspense fallback={null}>
          <NavMenuPopover state={state} triggerRef={ref} menuProps={menuProps} label={label} items={items} placement={placement} onAction={onAction} choice={choice} />
        </Suspense>
      )}
    </>
  );
}
